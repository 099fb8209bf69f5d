import { z } from 'zod'

export const SHARE_PLATFORMS = ['facebook', 'twitter', 'whatsapp', 'telegram', 'copy_link'] as const
/** Where a view was seen: a card (clients) or the listing page (recorded by its loader). */
export const VIEW_SOURCES = ['listing_card', 'listing_page'] as const
export type SharePlatform = (typeof SHARE_PLATFORMS)[number]
export type ViewSource = (typeof VIEW_SOURCES)[number]

const listingId = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: 'listingId must be a listing id' }).pipe(
	z.number().int('listingId must be a listing id').positive('listingId must be a listing id').max(Number.MAX_SAFE_INTEGER),
)

/** The listing a track call is about, read before the rest of its body: an unknown listing is a 404 before any 400. */
export const TrackListingSchema = z.looseObject({ listingId })

/** `metadata` is JSON text (spec 1 §7), e.g. `{"platform":"whatsapp"}`; an object is taken as well. */
function jsonText<S extends z.ZodType>(schema: S) {
	return z.preprocess((value) => {
		if (value === undefined || value === null || value === '') return {}
		if (typeof value !== 'string') return value
		if (value.length > 500) return value
		try {
			return JSON.parse(value) as unknown
		} catch {
			return value
		}
	}, schema)
}

/** POST /api/recommendations/track: a VIEW (source listing_card) or a SHARE (platform facebook, twitter, ...). */
export const TrackSchema = z.discriminatedUnion(
	'actionType',
	[
		z.object({
			listingId,
			actionType: z.literal('VIEW'),
			metadata: jsonText(z.object({ source: z.enum(VIEW_SOURCES, { error: `source must be one of ${VIEW_SOURCES.join(', ')}` }).default('listing_card') }, { error: 'metadata must be JSON text of an object' })),
		}),
		z.object({
			listingId,
			actionType: z.literal('SHARE'),
			metadata: jsonText(z.object({ platform: z.enum(SHARE_PLATFORMS, { error: `platform must be one of ${SHARE_PLATFORMS.join(', ')}` }) }, { error: 'metadata must be JSON text of an object' })),
		}),
	],
	{ error: 'actionType must be VIEW or SHARE' },
)

export type TrackRequest = z.output<typeof TrackSchema>
