import { z } from 'zod'
import { numberSchema } from '#app/utils/number-schema.ts'
import { ALERT_FREQUENCIES, ITEM_CONDITIONS } from '#db/enums.ts'
import { toCategorySlug } from '../listings/categories.ts'
import { toTown } from '../listings/towns.ts'
import { MpesaPhoneSchema } from '../payments/phone-schema.ts'
import { ALERT_WORDS, BUYER_ALERT_LIMITS, BUYER_PLANS } from './plan.ts'

/**
 * A list field as forms and clients send it: repeated fields, one comma-separated field, or a JSON array. Blank items
 * ("tv, radio," or an empty field) are dropped here: conform's form parsing turns an empty string into undefined.
 */
const listOf = (value: unknown) =>
	(Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
		.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
		.filter((v) => !(typeof v === 'string' && v.trim() === ''))

const Keywords = z.preprocess(
	listOf,
	z
		.array(z.string().trim().max(BUYER_ALERT_LIMITS.keywordMax, ALERT_WORDS.keywordTooLong))
		.transform((words) => {
			const seen = new Set<string>()
			return words.filter((w) => w && !seen.has(w.toLowerCase()) && seen.add(w.toLowerCase()))
		})
		.pipe(z.array(z.string()).max(BUYER_ALERT_LIMITS.keywords, ALERT_WORDS.tooManyKeywords)),
)

const Categories = z.preprocess(
	listOf,
	z.array(z.string()).transform((values, ctx) => {
		const slugs = values.filter((v) => v.trim()).map(toCategorySlug)
		if (slugs.some((s) => s === null)) {
			ctx.addIssue({ code: 'custom', message: ALERT_WORDS.unknownCategory })
			return z.NEVER
		}
		return [...new Set(slugs as string[])]
	}),
)

const Conditions = z.preprocess(listOf, z.array(z.enum(ITEM_CONDITIONS)).transform((c) => [...new Set(c)]))

/** A price in shillings as typed ("15,000") or sent (15000); blank is no bound. */
const Price = z.preprocess(
	(v) => (typeof v === 'string' ? (v.replace(/[,\s]/g, '') === '' ? undefined : Number(v.replace(/[,\s]/g, ''))) : (v ?? undefined)),
	z.number({ error: ALERT_WORDS.priceNotNumber }).finite(ALERT_WORDS.priceNotNumber).min(0, ALERT_WORDS.priceNotNumber).max(100_000_000).optional(),
)

const Town = z.preprocess(
	(v) => (typeof v === 'string' && v.trim() === '' ? undefined : (v ?? undefined)),
	z
		.string()
		.transform((v, ctx) => {
			const town = toTown(v)
			if (!town) {
				ctx.addIssue({ code: 'custom', message: ALERT_WORDS.unknownTown })
				return z.NEVER
			}
			return town
		})
		.optional(),
)

const Radius = z.preprocess(
	(v) => (v === '' || v === null ? undefined : v),
	numberSchema(z.number({ error: ALERT_WORDS.radiusRange }).int(ALERT_WORDS.radiusRange).min(1, ALERT_WORDS.radiusRange).max(BUYER_ALERT_LIMITS.radiusMax, ALERT_WORDS.radiusRange)),
)

/** The API also takes the stored names (min_price, max_price, location_radius) for the spec's camelCase ones. */
const spelledAsStored = (value: unknown) => {
	if (!value || typeof value !== 'object' || Array.isArray(value)) return value
	const v = value as Record<string, unknown>
	return { ...v, minPrice: v.minPrice ?? v.min_price, maxPrice: v.maxPrice ?? v.max_price, locationRadius: v.locationRadius ?? v.location_radius }
}

const fields = {
	name: z
		.string({ error: ALERT_WORDS.alertNameRequired })
		.trim()
		.min(1, ALERT_WORDS.alertNameRequired)
		.max(BUYER_ALERT_LIMITS.nameMax, ALERT_WORDS.alertNameTooLong),
	keywords: Keywords,
	categories: Categories,
	minPrice: Price,
	maxPrice: Price,
	location: Town,
	locationRadius: Radius,
	conditions: Conditions,
	frequency: z.enum(ALERT_FREQUENCIES).optional(),
}

const priceOrder = <T extends { minPrice?: number; maxPrice?: number }>(v: T) =>
	v.minPrice === undefined || v.maxPrice === undefined || v.maxPrice >= v.minPrice

/** POST /api/buyer/alerts and the dashboard's alert form (spec 2 §5 "Buyer alert form"): only the name is required. */
export const BuyerAlertSchema = z.preprocess(
	spelledAsStored,
	z
		.object({ ...fields, locationRadius: Radius.default(BUYER_ALERT_LIMITS.radiusDefault) })
		.refine(priceOrder, { message: ALERT_WORDS.priceRange, path: ['maxPrice'] }),
)

/** PATCH /api/buyer/alerts/{id}: any field, and is_active to pause or resume. */
export const BuyerAlertChangeSchema = z.preprocess(
	spelledAsStored,
	z
		.object({
			...fields,
			name: fields.name.optional(),
			keywords: Keywords.optional(),
			categories: Categories.optional(),
			conditions: Conditions.optional(),
			locationRadius: Radius.optional(),
			location: z.union([z.null(), Town]),
			is_active: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
		})
		.refine(priceOrder, { message: ALERT_WORDS.priceRange, path: ['maxPrice'] }),
)

export type BuyerAlertInput = z.output<typeof BuyerAlertSchema>
export type BuyerAlertChange = z.output<typeof BuyerAlertChangeSchema>

/** POST /api/buyer/subscribe (spec 2 §7): a plan, and for PREMIUM an M-PESA receipt (or a phone to pay by prompt). */
export const BuyerSubscribeSchema = z.object({
	plan: z.enum(Object.keys(BUYER_PLANS) as ['BASIC', 'PREMIUM'], { error: 'Choose BASIC or PREMIUM' }),
	mpesaReceipt: z
		.string()
		.trim()
		.transform((v) => v.toUpperCase().replace(/\s+/g, ''))
		.pipe(z.union([z.literal(''), z.string().regex(/^[A-Z0-9]{10}$/, ALERT_WORDS.receiptMalformed)]))
		.optional(),
	phone: z.preprocess((v) => (v === '' ? undefined : v), MpesaPhoneSchema.optional()),
})

/** Where instant alerts go: by email (the default) or by SMS to the account's phone. */
export const CommunicationSchema = z.object({
	communication_preference: z.enum(['EMAIL', 'SMS'], { error: 'Choose EMAIL or SMS' }),
})
