import { useId } from 'react'
import { useT } from '#app/i18n/use-t.ts'
import { PHONE_NOT_VERIFIED_MESSAGE } from '#app/domain/accounts/phone-gate-words.ts'

/**
 * The SMS code box, shown in place of what waits for a verified phone (an offer, a message, a listing going live).
 * Plain forms to /verify-phone, so it works without JS: the code, or a new code; either comes back to `redirectTo`.
 * One a page: it is the page's #verify-phone, where its notes (a listing waiting) link.
 */
export function VerifyPhoneBox({ redirectTo, phone, why = PHONE_NOT_VERIFIED_MESSAGE }: { redirectTo: string; phone: string; why?: string }) {
	const t = useT()
	const id = useId()
	return (
		<section id="verify-phone" className="panel verify-phone-box" aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`} className="h3">
				{t('Verify your phone number')}
			</h2>
			<p>{t(why)}</p>
			<form method="post" action="/verify-phone">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<div className="field">
					<label htmlFor={`${id}-code`}>{t('Code sent by SMS to {phone}', { phone })}</label>
					<input id={`${id}-code`} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
				</div>
				<button className="btn btn-primary" type="submit">
					{t('Verify')}
				</button>
			</form>
			<form method="post" action="/verify-phone">
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<button className="btn" type="submit" name="intent" value="resend">
					{t('Send a new code')}
				</button>
			</form>
		</section>
	)
}
