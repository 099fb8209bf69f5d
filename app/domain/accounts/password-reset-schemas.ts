import { z } from 'zod'
import { EmailSchema, NewPasswordSchema } from '#app/utils/user-validation.ts'
import { INVALID_RESET_LINK } from './password-reset-messages.ts'

/** POST /api/auth/forgot-password and the /forgot-password form. */
export const ForgotPasswordSchema = z.object({ email: EmailSchema })

/** POST /api/auth/reset-password. A real token is 43 characters: anything far longer is not one. */
export const ResetPasswordSchema = z.object({
	token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
	newPassword: NewPasswordSchema,
})

/** The /reset-password form: the password typed twice. */
export const ResetPasswordFormSchema = ResetPasswordSchema.extend({
	confirmPassword: z.string({ error: 'Please confirm your new password' }),
}).refine((value) => value.newPassword === value.confirmPassword, {
	message: 'Passwords do not match',
	path: ['confirmPassword'],
})
