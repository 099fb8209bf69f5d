import { Link } from 'react-router'
import type { BuyerProfileJson } from '#app/domain/alerts/buyer-profile.server.ts'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { formatKsh } from '#app/utils/format.ts'
import type { FormState } from '../forms.tsx'
import { ChannelForm } from '../channel-form.tsx'
import { useT } from '#app/i18n/use-t.ts'

type Profile = BuyerProfileJson

/** Where instant alerts go: the account's email or, by SMS, its phone. */
function Channel({ profile, phone, email, state }: { profile: Profile; phone: string; email: string; state: FormState }) {
	const t = useT()
	return (
		<ChannelForm
			id="channel-title"
			title={t('Where alerts go')}
			intent="communication"
			field="communication_preference"
			legend={t('Send my instant alerts by')}
			current={profile.communication_preference}
			phone={phone}
			email={email}
			state={state}
		/>
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
