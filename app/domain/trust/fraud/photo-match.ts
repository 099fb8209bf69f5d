import type { RiskIndicator } from './risk.ts'

/**
 * Photos seen before (issue 12 §1): perceptual hashes (perceptual-hash.server.ts, 64 bits as 16 hex digits) compared by
 * Hamming distance, so a resized, recompressed or brightened copy of another seller's photo is still found.
 */

/**
 * At most this many of the 64 bits differ for "the same photo". Measured on 24 made-up product photos of one style:
 * copies resized to a third, recompressed at JPEG quality 40, made WebP, brightened or darkened 15% are 0-6 apart
 * (most 0-2); different pictures 8 or more (two round objects on the same backdrop), nearly all 12 or more.
 */
export const SIMILAR_PHOTO_MAX_DISTANCE = 6
/** Another seller's photo: stolen pictures are the usual face of a fake listing; alone a HIGH risk. */
export const COPIED_PHOTO_WEIGHT = 50

const HASH = /^[0-9a-f]{16}$/

function popcount32(n: number) {
	let x = n - ((n >>> 1) & 0x55555555)
	x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
	return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}

/**
 * Bits that differ between two 16-hex-digit hashes (64 when either is not one: never "similar"). Two 32-bit halves,
 * no BigInt: cheap enough to compare one upload against every stored hash.
 */
export function hammingDistance(a: string, b: string) {
	if (!HASH.test(a) || !HASH.test(b)) return 64
	const half = (hash: string, at: number) => parseInt(hash.slice(at, at + 8), 16)
	return popcount32((half(a, 0) ^ half(b, 0)) >>> 0) + popcount32((half(a, 8) ^ half(b, 8)) >>> 0)
}

/**
 * Another listing's photo, as the caller found it: every stored hash, or once there are too many, those with a 16-bit
 * band at most one bit from one of ours (listing-facts.server.ts: two hashes within 7 bits always have one).
 */
export type KnownPhoto = { hash: string; sellerId: number; listingId?: number }

/** One indicator when any of the listing's photos is near-identical to another seller's; the seller's own are fine. */
export function photoIndicators({ hashes, others, sellerId }: { hashes: readonly string[]; others: readonly KnownPhoto[]; sellerId: number }): RiskIndicator[] {
	const matches = others.flatMap((other) => {
		if (other.sellerId === sellerId) return []
		const distance = Math.min(...hashes.map((hash) => hammingDistance(hash, other.hash)))
		return distance <= SIMILAR_PHOTO_MAX_DISTANCE ? [{ ...other, distance }] : []
	})
	if (!matches.length) return []
	return [
		{
			code: 'PHOTO_SEEN_BEFORE',
			label: "Photo near-identical to another seller's",
			weight: COPIED_PHOTO_WEIGHT,
			evidence: {
				sellers: [...new Set(matches.map((m) => String(m.sellerId)))],
				listings: [...new Set(matches.flatMap((m) => (m.listingId === undefined ? [] : [String(m.listingId)])))],
				closestDistance: Math.min(...matches.map((m) => m.distance)),
			},
		},
	]
}
