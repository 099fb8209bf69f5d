// SSIM (Wang et al. 2004: 11x11 Gaussian window, sigma 1.5, K1 0.01, K2 0.03), the mean over R, G and B so colour
// errors count too (WebP always halves the colour resolution). Used to compare photo encodings at equal quality.
import sharp from 'sharp'

const RADIUS = 5
const SIGMA = 1.5
const C1 = (0.01 * 255) ** 2
const C2 = (0.03 * 255) ** 2

const KERNEL = (() => {
	const k = Array.from({ length: 2 * RADIUS + 1 }, (_, i) => Math.exp(-((i - RADIUS) ** 2) / (2 * SIGMA * SIGMA)))
	const sum = k.reduce((a, b) => a + b, 0)
	return k.map((v) => v / sum)
})()

/** A separable Gaussian blur, edges clamped. */
function blur(plane: Float64Array, width: number, height: number) {
	const across = new Float64Array(plane.length)
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			let sum = 0
			for (let i = -RADIUS; i <= RADIUS; i++) sum += KERNEL[i + RADIUS]! * plane[y * width + Math.min(width - 1, Math.max(0, x + i))]!
			across[y * width + x] = sum
		}
	}
	const out = new Float64Array(plane.length)
	for (let y = 0; y < height; y++) {
		for (let x = 0; x < width; x++) {
			let sum = 0
			for (let i = -RADIUS; i <= RADIUS; i++) sum += KERNEL[i + RADIUS]! * across[Math.min(height - 1, Math.max(0, y + i)) * width + x]!
			out[y * width + x] = sum
		}
	}
	return out
}

function channelSsim(a: Float64Array, b: Float64Array, width: number, height: number) {
	const product = (p: Float64Array, q: Float64Array) => p.map((v, i) => v * q[i]!)
	const [muA, muB, aa, bb, ab] = [a, b, product(a, a), product(b, b), product(a, b)].map((plane) => blur(plane, width, height)) as [
		Float64Array,
		Float64Array,
		Float64Array,
		Float64Array,
		Float64Array,
	]
	let total = 0
	for (let i = 0; i < a.length; i++) {
		const ma = muA[i]!
		const mb = muB[i]!
		const varA = aa[i]! - ma * ma
		const varB = bb[i]! - mb * mb
		const cov = ab[i]! - ma * mb
		total += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (varA + varB + C2))
	}
	return total / a.length
}

async function rgb(image: Buffer) {
	const { data, info } = await sharp(image).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true })
	return { data, width: info.width, height: info.height }
}

/** SSIM of an encoded image against a reference of the same size (1 is identical). */
export async function ssim(reference: Buffer, encoded: Buffer) {
	const [a, b] = await Promise.all([rgb(reference), rgb(encoded)])
	if (a.width !== b.width || a.height !== b.height) throw new Error(`sizes differ: ${a.width}x${a.height} vs ${b.width}x${b.height}`)
	let sum = 0
	for (let c = 0; c < 3; c++) {
		const plane = (d: Buffer) => Float64Array.from({ length: a.width * a.height }, (_, i) => d[i * 3 + c]!)
		sum += channelSsim(plane(a.data), plane(b.data), a.width, a.height)
	}
	return sum / 3
}
