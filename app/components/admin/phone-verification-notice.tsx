import { Link } from 'react-router'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'

/** Beside the M-PESA simulator's notice: phone verification switched off, or on with codes nobody receives. */
export function PhoneVerificationNotice({ mode }: { mode: 'off' | 'unreachable' | 'sms' }) {
	const t = useT()
	if (mode === 'sms') return null
	return (
		<p className="notice" role="status">
			{mode === 'off'
				? richText(t('{on} (PHONE_VERIFICATION=off): no SMS codes are sent, and unverified people can sell, offer and message.'), {
						on: <strong>{t('Phone verification is off')}</strong>,
					})
				: richText(t('{on}: SMS_MODE=outbox keeps the codes in {messages}, so nobody receives them. Set SMS_MODE=africastalking, or PHONE_VERIFICATION=off.'), {
						on: <strong>{t('SMS codes are not being delivered')}</strong>,
						messages: <Link to="/admin/messages">{t('Messages')}</Link>,
					})}
		</p>
	)
}
