import { z } from 'zod'

/** Field rules shared by every form and API call that takes them. */
export const PhoneSchema = z
	.string({ error: 'Phone number is required' })
	.trim()
	.min(1, 'Phone number is required')
	.pipe(z.string().min(10, 'Phone number must be 10 to 15 characters').max(15, 'Phone number must be 10 to 15 characters'))

export const PasswordSchema = z.string({ error: 'Password is required' }).min(1, 'Password is required')

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

export const LoginSchema = z.object({
	phone: PhoneSchema,
	password: PasswordSchema,
	redirectTo: z.string().optional(),
})

export const RegisterSchema = z.object({
	email: EmailSchema,
	password: NewPasswordSchema,
	phone: PhoneSchema,
	role: z.enum(['BUYER', 'SELLER'], { error: 'Choose Buyer or Seller' }).default('BUYER'),
	redirectTo: z.string().optional(),
})
