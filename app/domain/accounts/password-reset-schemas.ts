import { z } from 'zod'
import { EmailSchema, NewPasswordSchema, PhoneSchema } from '#app/utils/user-validation.ts'
import { INVALID_RESET_LINK } from './password-reset-messages.ts'
import { CodeSchema } from './phone-codes/code-schemas.ts'

/** POST /api/auth/forgot-password {email}: a link by mail. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema })

/** POST /api/auth/forgot-password {phone}: a code by SMS. */
export const ForgotByPhoneSchema = z.object({ phone: PhoneSchema })

/** Which of the API's two forms a body is: one with a `phone` is the SMS one, so each is refused in its own words. */
export const SaysPhone = z.object({ phone: z.unknown().optional() })

const NOT_A_LOGIN = 'Enter the phone number or the email of your account'

/** The /forgot-password form's one field: a phone number or an email, told apart by the @. */
export const ForgotPasswordFormSchema = z.object({
	login: z
		.string({ error: NOT_A_LOGIN })
		.trim()
		.min(1, NOT_A_LOGIN)
		.max(254, NOT_A_LOGIN)
		.transform((value, ctx) => {
			const parsed = value.includes('@') ? ForgotPasswordSchema.safeParse({ email: value }) : ForgotByPhoneSchema.safeParse({ phone: value })
			if (parsed.success) return parsed.data
			ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? NOT_A_LOGIN })
			return z.NEVER
		}),
})

/**
 * POST /api/auth/reset-password with a mailed link's token. A real token is 43 characters: anything far longer is not
 * one. `newPhone`: the number to sign in with, for an account whose number was removed (NEW_PHONE_NEEDED).
 */
export const ResetPasswordSchema = z.object({
	token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
	newPassword: NewPasswordSchema,
	newPhone: PhoneSchema.optional(),
})

/** POST /api/auth/reset-password with the code texted to the phone. */
export const PhoneResetSchema = z.object({ phone: PhoneSchema, code: CodeSchema, password: NewPasswordSchema })

const confirmed = { message: 'Passwords do not match', path: ['confirmPassword'] }

/** The /reset-password form from a link: the password typed twice. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({
	confirmPassword: z.string({ error: 'Please confirm your new password' }),
}).refine((value) => value.newPassword === value.confirmPassword, confirmed)

/** The /reset-password form with a texted code: phone, code, and the password typed twice. */
export const PhoneResetFormSchema = z
	.object({ phone: PhoneSchema, code: CodeSchema, newPassword: NewPasswordSchema, confirmPassword: z.string({ error: 'Please confirm your new password' }) })
	.refine((value) => value.newPassword === value.confirmPassword, confirmed)
