import sharp from 'sharp'
import { beforeAll, describe, expect, test } from 'vitest'
import { renderPicture } from '#server/seed/pictures.ts'
import { SHAPES, type PictureShape } from '#server/seed/shapes.ts'
import { perceptualHash } from './perceptual-hash.server.ts'
import { hammingDistance, SIMILAR_PHOTO_MAX_DISTANCE } from './photo-match.ts'

/** 24 made-up product photos (the seed's renderer): different objects, colours and placements, one style. */
const PICTURES = 24
const shapes = Object.keys(SHAPES) as PictureShape[]
let pictures: Buffer[] = []
let hashes: string[] = []

beforeAll(async () => {
	pictures = await Promise.all(
		Array.from({ length: PICTURES }, (_, i) => renderPicture({ shape: shapes[(i * 7) % shapes.length]!, hue: (i * 47) % 360, seed: i + 1, index: i })),
	)
	hashes = await Promise.all(pictures.map(perceptualHash))
})

describe('perceptualHash', () => {
	test('16 hex digits, the same for the same image', async () => {
		expect(hashes[0]).toMatch(/^[0-9a-f]{16}$/)
		expect(await perceptualHash(pictures[0]!)).toBe(hashes[0])
	})

	const copies: [string, (image: Buffer) => Promise<Buffer>][] = [
		['resized 1200 -> 400 px', (image) => sharp(image).resize(400).jpeg().toBuffer()],
		['recompressed at JPEG quality 40', (image) => sharp(image).jpeg({ quality: 40 }).toBuffer()],
		['brightened 15%', (image) => sharp(image).modulate({ brightness: 1.15 }).jpeg().toBuffer()],
		['lightened by 25 levels', (image) => sharp(image).linear(1, 25).jpeg().toBuffer()],
		['made a small WebP', (image) => sharp(image).resize(300).webp({ quality: 50 }).toBuffer()],
		['brightened, resized and recompressed', (image) => sharp(image).modulate({ brightness: 1.1 }).resize(600).jpeg({ quality: 50 }).toBuffer()],
		['darkened 15% and recompressed', (image) => sharp(image).modulate({ brightness: 0.85 }).jpeg({ quality: 60 }).toBuffer()],
	]
	test.each(copies)('a copy %s is still found', async (_, copy) => {
		for (const [i, picture] of pictures.entries()) {
			expect(hammingDistance(hashes[i]!, await perceptualHash(await copy(picture)))).toBeLessThanOrEqual(SIMILAR_PHOTO_MAX_DISTANCE)
		}
	})

	test('different pictures are all further apart than the threshold', () => {
		const distances = hashes.flatMap((a, i) => hashes.slice(i + 1).map((b) => hammingDistance(a, b)))
		expect(distances).toHaveLength((PICTURES * (PICTURES - 1)) / 2)
		expect(Math.min(...distances)).toBeGreaterThan(SIMILAR_PHOTO_MAX_DISTANCE)
	})

	test('a PNG with transparency hashes like the same picture on white', async () => {
		const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="70" cy="90" r="50" fill="#335"/></svg>')
		const png = await sharp(svg).png().toBuffer()
		const onWhite = await sharp(svg).flatten({ background: '#ffffff' }).jpeg().toBuffer()
		expect(hammingDistance(await perceptualHash(png), await perceptualHash(onWhite))).toBeLessThanOrEqual(SIMILAR_PHOTO_MAX_DISTANCE)
	})
})
