import sharp from 'sharp'
import { perceptualHash } from './perceptual-hash.server.ts'

/**
 * The hash kept for a stored photo, or none for a flat picture (one colour: a placeholder, a blank shot). Such a
 * picture has no structure for the hash to describe, so its bits are rounding noise that "match" every other flat
 * picture of any colour: two sellers' blank photos are not one stolen photo.
 */

/** Grey levels (0-255) of spread below which a picture is flat; any real photo, even of a plain wall, is well above. */
export const MIN_DETAIL_STDEV = 4

export async function photoFingerprint(image: Buffer) {
	const [grey] = (await sharp(image).greyscale().stats()).channels
	if (!grey || grey.stdev < MIN_DETAIL_STDEV) return null
	return perceptualHash(image)
}
