import sharp from 'sharp'

/**
 * A 64-bit perceptual hash (pHash) of an image: grayscale, squeezed to 32x32, a 2-D cosine transform, and one bit per
 * lowest 8x8 frequency saying whether it is above their median. It keeps the picture's coarse structure, which
 * resizing, JPEG recompression and a brightness change leave alone (brightness moves only the average, left out).
 * 16 hex digits; compare with hammingDistance (photo-match.ts). Computed on the stored original of each upload.
 */

const SIZE = 32
const BITS_SIDE = 8

/** cos((2x + 1) u pi / 2N) for the 8 lowest frequencies u and the 32 positions x, computed once. */
const COSINES = Array.from({ length: BITS_SIDE }, (_, u) => Array.from({ length: SIZE }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * SIZE))))

export async function perceptualHash(image: Buffer) {
	const pixels = await sharp(image).rotate().flatten({ background: '#ffffff' }).greyscale().resize(SIZE, SIZE, { fit: 'fill' }).raw().toBuffer()
	// Separable DCT: rows first (32 rows x 8 frequencies), then columns, keeping only the 8x8 lowest frequencies.
	const rows = Array.from({ length: SIZE }, (_, y) => COSINES.map((cos) => cos.reduce((sum, c, x) => sum + c * pixels[y * SIZE + x]!, 0)))
	const coefficients: number[] = []
	for (let v = 0; v < BITS_SIDE; v++) {
		for (let u = 0; u < BITS_SIDE; u++) coefficients.push(COSINES[v]!.reduce((sum, c, y) => sum + c * rows[y]![u]!, 0))
	}
	// The first coefficient is the average brightness: left out of the median so a brighter copy keeps its bits.
	const sorted = coefficients.slice(1).sort((a, b) => a - b)
	const median = (sorted[31]! + sorted[32]!) / 2
	let hash = 0n
	for (const value of coefficients) hash = (hash << 1n) | (value > median ? 1n : 0n)
	return hash.toString(16).padStart(16, '0')
}
