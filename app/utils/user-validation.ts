import { z } from 'zod'
import { kenyanMobileSchema } from './phone-schema.ts'
import { plainTextField } from './plain-text.ts'

export const PHONE_INVALID_MESSAGE = 'Please enter a Kenyan mobile number, e.g. 0712 345 678'

/** Field rules shared by every form and API call that takes them. A Kenyan mobile number in any usual form, stored and compared as 0712345678. */
export const PhoneSchema = kenyanMobileSchema({ required: 'Phone number is required', invalid: PHONE_INVALID_MESSAGE }).transform(
	(digits) => `0${digits}`,
)

/** Hashing is the costly part of a login: a longer password is refused before it is hashed. */
export const PasswordSchema = z
	.string({ error: 'Password is required' })
	.min(1, 'Password is required')
	.max(200, 'Password must be at most 200 characters')

export const NewPasswordSchema = PasswordSchema.min(6, 'Password must be at least 6 characters long').max(
	128,
	'Password must be at most 128 characters',
)

export const EmailSchema = z
	.string({ error: 'Email is required' })
	.trim()
	.min(1, 'Email is required')
	.pipe(z.email('Please enter a valid email address'))
	.transform((e) => e.toLowerCase())

export const NAME_MISSING_MESSAGE = 'Please enter your name'

/** The name buyers see on listings and seller pages: 2 to 50 visible characters, one line. */
export const DisplayNameSchema = plainTextField(
	z
		.string({ error: NAME_MISSING_MESSAGE })
		.trim()
		.min(1, { error: NAME_MISSING_MESSAGE, abort: true })
		.min(2, 'Your name must be at least 2 characters')
		.max(50, 'Your name must be at most 50 characters'),
)

export const LoginSchema = z.object({
	phone: PhoneSchema,
	password: PasswordSchema,
	redirectTo: z.string().optional(),
})

/** The sign-up form: a name is required. */
export const RegisterSchema = z.object({
	name: DisplayNameSchema,
	email: EmailSchema,
	password: NewPasswordSchema,
	phone: PhoneSchema,
	role: z.enum(['BUYER', 'SELLER'], { error: 'Choose Buyer or Seller' }).default('BUYER'),
	redirectTo: z.string().optional(),
})

/** POST /api/auth/register: the form's fields, the name optional for clients that follow the spec (which has none). */
export const RegisterApiSchema = RegisterSchema.partial({ name: true })
