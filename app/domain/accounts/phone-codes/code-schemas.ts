import { z } from 'zod'
import { PhoneSchema } from '#app/utils/user-validation.ts'

export const CODE_INVALID = 'Enter the 6-digit code from the SMS'

/** A code as typed: spaces dropped (people copy "123 456"), then exactly six digits. */
export const CodeSchema = z
	.string({ error: CODE_INVALID })
	.transform((value) => value.replace(/\s/g, ''))
	.pipe(z.string().regex(/^\d{6}$/, CODE_INVALID))

/** POST /api/auth/verify-phone and the /verify-phone form. */
export const VerifyPhoneSchema = z.object({ code: CodeSchema })

/** A new number for the account: PATCH /api/buyer/profile {phone} and the Profile tab's form. */
export const PhoneChangeSchema = z.object({ phone: PhoneSchema })
