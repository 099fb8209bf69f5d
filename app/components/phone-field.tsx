import type { InputHTMLAttributes } from 'react'
import { PHONE_INPUT_MAX_LENGTH } from '#app/utils/kenyan-phone.ts'
import { Field } from './forms.tsx'

type FieldProps = Parameters<typeof Field>[0]
type Fixed = 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'minLength'

/**
 * The one input for a phone number: the phone keypad, the browser's saved number, and room for every form the
 * server accepts ("+254 727 555 123" with its spaces); the server says what is wrong with a number, not the browser.
 */
export function PhoneField({ name = 'phone', ...props }: Omit<FieldProps, Fixed | 'name'> & Omit<InputHTMLAttributes<HTMLInputElement>, Fixed | 'name'> & { name?: string }) {
	return <Field name={name} placeholder="0712 345 678" {...props} type="tel" inputMode="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX_LENGTH} />
}
