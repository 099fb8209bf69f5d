import type { NotifyChannel } from '#db/enums.ts'
import type { FormState } from '../forms.tsx'
import { ChannelForm } from '../channel-form.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** How the person hears of their listings, offers and messages (besides /notifications): SMS to their phone or email. */
export function NotifyChannelForm({ channel, phone, email, state }: { channel: NotifyChannel; phone: string; email: string; state: FormState }) {
	const t = useT()
	return (
		<ChannelForm
			id="notify-title"
			title={t('How we tell you')}
			hint={<p className="hint">{t('When your listing is reviewed or about to expire, an offer comes in or someone writes to you. Everything is also under Notifications.')}</p>}
			intent="notify_channel"
			field="notify_channel"
			legend={t('Tell me by')}
			current={channel}
			phone={phone}
			email={email}
			state={state}
		/>
	)
}
