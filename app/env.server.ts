import { z } from 'zod'

const flag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
	.transform((v) => ['true', '1', 'yes', 'on'].includes(v))

const EnvSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	DATABASE_PATH: z.string().min(1).default('./data/soko.db'),
	UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
	SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
	ADMIN_PHONE: z.string().min(10).max(15).optional(),
	ADMIN_PASSWORD: z.string().min(6).optional(),
	SEED_DEMO: flag.optional(),
	PUBLIC_URL: z.url().optional(),
	MPESA_MODE: z.enum(['simulator', 'sandbox', 'production']).default('simulator'),
	MPESA_CONSUMER_KEY: z.string().optional(),
	MPESA_CONSUMER_SECRET: z.string().optional(),
	MPESA_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits').optional(),
	MPESA_PASSKEY: z.string().optional(),
	MPESA_SIM_DELAY_MS: z.coerce.number().int().min(0).default(3000),
	SMTP_URL: z.url().optional(),
	MAIL_FROM: z.string().default('Soko <no-reply@soko.co.ke>'),
	LISTING_FEE_KES: z.coerce.number().int().min(1).default(15),
	LISTING_TTL_DAYS: z.coerce.number().int().min(1).default(30),
})

export type Env = z.infer<typeof EnvSchema>

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
function withoutEmpty(source: NodeJS.ProcessEnv) {
	return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
}

/** Parses the environment once; a bad value throws one line naming the setting. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
	const result = EnvSchema.safeParse(withoutEmpty(source))
	if (!result.success) {
		const issue = result.error.issues[0]!
		throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`)
	}
	const env = result.data
	if (env.SEED_DEMO === undefined) env.SEED_DEMO = env.NODE_ENV !== 'production'
	if (env.MPESA_MODE !== 'simulator') {
		for (const name of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY', 'PUBLIC_URL'] as const) {
			if (!env[name]) throw new Error(`Invalid setting ${name}: required when MPESA_MODE=${env.MPESA_MODE}`)
		}
	}
	if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
		throw new Error('Invalid setting SESSION_SECRET: required when NODE_ENV=production')
	}
	return env
}
