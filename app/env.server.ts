import { isIP } from 'node:net'
import { z } from 'zod'
import { toLocalPhone } from './utils/kenyan-phone.ts'
import { DEFAULT_SUPPORT_HOURS, parseSupportHours } from './domain/support/hours.ts'
import { parseStorageUrl } from './domain/photos/store/storage-url.ts'

const flag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
	.transform((v) => ['true', '1', 'yes', 'on'].includes(v))

/**
 * Which proxies' `X-Forwarded-For` to believe: off (the socket address is the client), a hop count (that many
 * proxies in front of Soko), or the proxies' own addresses.
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | null

const TrustProxySchema = z.string().transform((value, ctx): TrustProxy => {
	if (['false', '0', 'off', 'no'].includes(value)) return null
	if (/^\d+$/.test(value)) return { hops: Number(value) }
	const addresses = value.split(',').map((a) => a.trim())
	if (addresses.every((a) => isIP(a))) return { addresses }
	ctx.addIssue({ code: 'custom', message: 'must be off, a number of proxy hops, or a comma-separated list of proxy IP addresses' })
	return z.NEVER
})

const AdminPhoneSchema = z.string().transform((value, ctx) => {
	const phone = toLocalPhone(value)
	if (phone) return phone
	ctx.addIssue({ code: 'custom', message: 'must be a Kenyan mobile number, e.g. 0712345678' })
	return z.NEVER
})

const SupportHoursSchema = z.string().transform((value, ctx) => {
	const hours = parseSupportHours(value)
	if (hours) return hours
	ctx.addIssue({ code: 'custom', message: 'must be like "Mon-Fri 08:00-18:00, Sat 09:00-14:00", or off' })
	return z.NEVER
})

const StorageUrlSchema = z.string().transform((value, ctx) => {
	const location = parseStorageUrl(value)
	if (typeof location !== 'string') return location
	ctx.addIssue({ code: 'custom', message: location })
	return z.NEVER
})

/** An http(s) address with no query or fragment, kept without its trailing slash: photo keys are appended to it. */
const PublicBaseSchema = z.string().transform((value, ctx) => {
	const url = URL.canParse(value) ? new URL(value) : null
	if (url && /^https?:$/.test(url.protocol) && !url.search && !url.hash) return url.href.replace(/\/+$/, '')
	ctx.addIssue({ code: 'custom', message: 'must be an http(s):// address with no query, e.g. https://photos.example.com/soko-photos' })
	return z.NEVER
})

/** Also where `npm run backup` looks when DATABASE_PATH is unset. */
export const DEFAULT_DATABASE_PATH = './data/soko.db'

const EnvSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	HOST: z.string().min(1).default('0.0.0.0'),
	DATABASE_PATH: z.string().min(1).default(DEFAULT_DATABASE_PATH),
	/** PostgreSQL instead of the SQLite file: many app instances on one database. */
	DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// address').optional(),
	DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
	UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
	/** An S3-compatible bucket for photos, shared by every instance; UPLOADS_DIR then keeps each instance's copies. */
	STORAGE_URL: StorageUrlSchema.optional(),
	/** The bucket's public address (the bucket itself or a CDN in front of it): pages link photos there, not through Soko. */
	PHOTOS_PUBLIC_URL: PublicBaseSchema.optional(),
	/** PostgreSQL: where this instance keeps its own search index (a disk of its own, not shared over a network); unset, the system's temporary folder. */
	SEARCH_INDEX_DIR: z.string().min(1).optional(),
	/** Where generated admin reports (PDF, CSV, JSON) are kept for download. */
	REPORTS_DIR: z.string().min(1).default('./data/reports'),
	SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
	ADMIN_PHONE: AdminPhoneSchema.optional(),
	ADMIN_PASSWORD: z.string().min(6).max(200).optional(),
	ADMIN_PROMOTE: flag.default(false),
	TRUST_PROXY: TrustProxySchema.default(null),
	SEED_DEMO: flag.optional(),
	PUBLIC_URL: z.url().optional(),
	MPESA_MODE: z.enum(['simulator', 'sandbox', 'production']).optional(),
	MPESA_CONSUMER_KEY: z.string().optional(),
	MPESA_CONSUMER_SECRET: z.string().optional(),
	MPESA_SHORTCODE: z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits').optional(),
	MPESA_PASSKEY: z.string().optional(),
	/** Daraja's address when not Safaricom's own for the mode: a proxy in front of it, or a stand-in for tests. */
	MPESA_DARAJA_URL: z.url().optional(),
	/** The Buy Goods till number customers pay alert subscriptions to (shown on /alerts). */
	MPESA_TILL: z.string().regex(/^\d{5,7}$/, 'must be 5 to 7 digits').optional(),
	MPESA_SIM_DELAY_MS: z.coerce.number().int().min(0).default(3000),
	/** How long a prompt waits for its callback before Soko asks M-PESA instead (the status query; checked twice as often). */
	MPESA_QUERY_AFTER_MS: z.coerce.number().int().min(1000).default(60_000),
	SMTP_URL: z.url().optional(),
	MAIL_FROM: z.string().default('Soko <no-reply@soko.co.ke>'),
	/** outbox: texts wait in sms_outbox for admins to read (/admin/messages); africastalking: sent through Africa's Talking. */
	SMS_MODE: z.enum(['outbox', 'africastalking']).default('outbox'),
	AT_USERNAME: z.string().optional(),
	AT_API_KEY: z.string().optional(),
	/** A sender ID or short code registered with Africa's Talking; unset, texts come from their shared one. */
	AT_SENDER_ID: z.string().optional(),
	/** `required`: a phone number is verified by an SMS code before its listings go live, its offers or messages are sent; `off`: a site with no SMS gateway yet. */
	PHONE_VERIFICATION: z.enum(['required', 'off']).default('required'),
	LISTING_FEE_KES: z.coerce.number().int().min(1).default(15),
	LISTING_TTL_DAYS: z.coerce.number().int().min(1).default(30),
	OFFER_TTL_DAYS: z.coerce.number().int().min(1).default(7),
	SUPPORT_EMAIL: z.email('must be an email address').optional(),
	SUPPORT_PHONE: z
		.string()
		.regex(/^\+?\d[\d ]{6,18}$/, 'must be a phone number, e.g. +254 20 123 4567')
		.optional(),
	SUPPORT_HOURS: SupportHoursSchema.default(parseSupportHours(DEFAULT_SUPPORT_HOURS)!),
})

type ParsedEnv = z.infer<typeof EnvSchema>
export type Env = ParsedEnv & { MPESA_MODE: NonNullable<ParsedEnv['MPESA_MODE']> }

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
	const parsed = result.data
	if (parsed.NODE_ENV === 'production' && !parsed.SESSION_SECRET) {
		throw new Error('Invalid setting SESSION_SECRET: required when NODE_ENV=production')
	}
	// Links in mail, texts and shared pages must never take their origin from a request's Host header.
	if (parsed.NODE_ENV === 'production' && !parsed.PUBLIC_URL) {
		throw new Error('Invalid setting PUBLIC_URL: required when NODE_ENV=production (the address buyers use, e.g. https://soko.co.ke)')
	}
	// In production the fee must really be collected: the simulator, which collects nothing, is never a default there.
	if (!parsed.MPESA_MODE && parsed.NODE_ENV === 'production') {
		throw new Error(
			'Invalid setting MPESA_MODE: required when NODE_ENV=production (sandbox or production to collect listing fees; simulator collects none)',
		)
	}
	const env: Env = { ...parsed, MPESA_MODE: parsed.MPESA_MODE ?? 'simulator' }
	if (env.SEED_DEMO === undefined) env.SEED_DEMO = env.NODE_ENV !== 'production'
	if (env.MPESA_MODE !== 'simulator') {
		for (const name of ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY', 'PUBLIC_URL'] as const) {
			if (!env[name]) throw new Error(`Invalid setting ${name}: required when MPESA_MODE=${env.MPESA_MODE}`)
		}
	}
	// The public address serves the bucket's objects: without a bucket there is nothing there.
	if (env.PHOTOS_PUBLIC_URL && !env.STORAGE_URL) {
		throw new Error('Invalid setting PHOTOS_PUBLIC_URL: requires STORAGE_URL (it is the public address of that bucket)')
	}
	if (env.SMS_MODE === 'africastalking') {
		const missing = (['AT_USERNAME', 'AT_API_KEY'] as const).filter((name) => !env[name])
		if (missing.length > 0) throw new Error(`Invalid setting ${missing.join(', ')}: required when SMS_MODE=africastalking`)
	}
	return env
}
