import { Form, Link } from 'react-router'
import type { BuyerProfileJson } from '#app/domain/alerts/buyer-profile.server.ts'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { formatKsh } from '#app/utils/format.ts'
import { FormError, type FormState } from '../forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

type Profile = BuyerProfileJson

/** Where instant alerts go: the account's email or, by SMS, its phone. */
function Channel({ profile, phone, email, state }: { profile: Profile; phone: string; email: string; state: FormState }) {
	const t = useT()
	const options = [
		{ value: 'EMAIL', label: t('Email to {email}', { email }) },
		{ value: 'SMS', label: t('SMS to {phone}', { phone }) },
	] as const
	return (
		<Form method="post" action="/buyer-dashboard?tab=profile" className="panel" aria-labelledby="channel-title">
			<h2 id="channel-title">{t('Where alerts go')}</h2>
			<FormError state={state} />
			<input type="hidden" name="intent" value="communication" />
			<fieldset className="choices">
				<legend>{t('Send my instant alerts by')}</legend>
				{options.map((o) => (
					<label key={o.value}>
						<input type="radio" name="communication_preference" value={o.value} defaultChecked={profile.communication_preference === o.value} />
						{o.label}
					</label>
				))}
			</fieldset>
			<button className="btn btn-primary" type="submit">
				{t('Save')}
			</button>
		</Form>
	)
}

/** The Profile tab: each number computed from what the buyer did here, with the line that says how. */
export function ProfileTab({ profile, phone, email, state }: { profile: Profile; phone: string; email: string; state: FormState }) {
	const t = useT()
	const numbers = [
		['Trust score', t('{score} of 5', { score: profile.trust_score.toFixed(1) }), profile.explanations.trust_score],
		['Loyalty points', String(profile.loyalty_points), profile.explanations.loyalty_points],
		['Successful purchases', String(profile.successful_purchases), profile.explanations.successful_purchases],
		['Total spent', formatKsh(Math.round(profile.total_spent * 100)), profile.explanations.total_spent],
	] as const
	return (
		<>
			<dl className="stats" aria-label={t('Your profile')}>
				{numbers.map(([label, value, why]) => (
					<div key={label} className="panel">
						<dt className="muted">{t(label)}</dt>
						<dd>{value}</dd>
						<dd className="hint">{t(why)}</dd>
					</div>
				))}
			</dl>
			<section className="panel" aria-labelledby="prefs-title">
				<h2 id="prefs-title">{t('What you look for')}</h2>
				<p>
					<strong>{t('Categories:')}</strong> {profile.preferred_categories.map((c) => t(categoryLabel(c))).join(', ') || t('None yet')}
				</p>
				<p>
					<strong>{t('Towns:')}</strong> {profile.preferred_locations.join(', ') || t('None yet')}
				</p>
				<p className="hint">
					{t(profile.explanations.preferences)} <Link to="/recommendations/preferences">{t('Change preferences')}</Link>
				</p>
			</section>
			<Channel profile={profile} phone={phone} email={email} state={state} />
		</>
	)
}
