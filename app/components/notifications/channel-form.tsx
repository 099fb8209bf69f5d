import { Form } from 'react-router'
import type { NotifyChannel } from '#db/enums.ts'
import { FormError, type FormState } from '../forms.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** How the person hears of their listings, offers and messages (besides /notifications): SMS to their phone or email. */
export function NotifyChannelForm({ channel, phone, email, state }: { channel: NotifyChannel; phone: string; email: string; state: FormState }) {
	const t = useT()
	const options = [
		{ value: 'SMS', label: t('SMS to {phone}', { phone }) },
		{ value: 'EMAIL', label: t('Email to {email}', { email }) },
	] as const
	return (
		<Form method="post" action="/buyer-dashboard?tab=profile" className="panel" aria-labelledby="notify-title">
			<h2 id="notify-title">{t('How we tell you')}</h2>
			<p className="hint">{t('When your listing is reviewed or about to expire, an offer comes in or someone writes to you. Everything is also under Notifications.')}</p>
			<FormError state={state} />
			<input type="hidden" name="intent" value="notify_channel" />
			<fieldset className="choices">
				<legend>{t('Tell me by')}</legend>
				{options.map((o) => (
					<label key={o.value}>
						<input type="radio" name="notify_channel" value={o.value} defaultChecked={channel === o.value} />
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
