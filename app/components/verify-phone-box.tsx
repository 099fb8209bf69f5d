import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { PHONE_NOT_VERIFIED_MESSAGE } from '#app/domain/accounts/phone-gate-words.ts'
import { Field, FormError, type FormState } from './forms.tsx'

/** The field for a code sent by SMS: the number keypad, and the code offered from the SMS where the phone can. */
export function CodeField({ label, state }: { label: string; state?: FormState }) {
	return <Field label={label} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\s*[0-9]{3}\s?[0-9]{3}\s*" maxLength={8} required state={state} />
}

/**
 * The code, or a new code: two forms posting to /verify-phone (without JS too), either coming back to `redirectTo`.
 * A refused code is said under the field, on /verify-phone.
 */
export function VerifyPhoneForms({ redirectTo, label, state }: { redirectTo: string; label: string; state?: FormState }) {
	const t = useT()
	const busy = useNavigation().state === 'submitting'
	// In the address too: a refused code shows /verify-phone again, still on the way to `redirectTo`.
	const action = `/verify-phone?${new URLSearchParams({ redirectTo })}`
	return (
		<>
			<Form method="post" action={action}>
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<FormError state={state} />
				<CodeField label={label} state={state} />
				<button className="btn btn-primary" type="submit" disabled={busy} style={{ width: '100%' }}>
					{t('Verify')}
				</button>
			</Form>
			<Form method="post" action={action}>
				<input type="hidden" name="redirectTo" value={redirectTo} />
				<button className="btn btn-secondary" style={{ width: '100%' }} type="submit" name="intent" value="resend" disabled={busy}>
					{t('Send a new code')}
				</button>
			</Form>
		</>
	)
}

/**
 * The SMS code box, shown in place of what waits for a verified phone (an offer, a message, a listing going live).
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
			<VerifyPhoneForms redirectTo={redirectTo} label={t('Code sent by SMS to {phone}', { phone })} />
		</section>
	)
}
