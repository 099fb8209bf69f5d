import type { InputHTMLAttributes } from 'react'
import { PHONE_INPUT_MAX_LENGTH } from '#app/utils/kenyan-phone.ts'
import { Field } from './forms.tsx'

type FieldProps = Parameters<typeof Field>[0]
type Fixed = 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'minLength'

/**
 * The one input for a phone number: the phone keypad, the browser's saved number, and room for every form the
 * server accepts ("+254 727 555 123" with its spaces); the server says what is wrong with a number, not the browser.
 * `signIn`: the phone is the account's name (login, sign-up, reset), so password managers must file it as the username
 * beside the password; HTML allows `autocomplete=username` on a text input only (not on `type=tel`), so that one is
 * a text input that still opens the phone keypad.
 */
export function PhoneField({
	name = 'phone',
	signIn = false,
	...props
}: Omit<FieldProps, Fixed | 'name'> & Omit<InputHTMLAttributes<HTMLInputElement>, Fixed | 'name'> & { name?: string; signIn?: boolean }) {
	return <Field name={name} placeholder="0712 345 678" {...props} type={signIn ? 'text' : 'tel'} inputMode="tel" autoComplete={signIn ? 'username' : 'tel'} maxLength={PHONE_INPUT_MAX_LENGTH} />
}
