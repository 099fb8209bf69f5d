import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { renderPicture } from '#server/seed/pictures.ts'
import { deletePhoto, photoVariantFile, storePhoto } from './photos.server.ts'

let uploadsDir = ''
beforeAll(() => {
	uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-photos-'))
})
afterAll(() => {
	fs.rmSync(uploadsDir, { recursive: true, force: true })
})

const INVALID = 'Invalid file type. Please use JPEG, PNG, or WebP images.'
const TOO_LARGE = 'File too large. Maximum size is 10MB.'

function canvas({ width = 320, height = 240 }: { width?: number; height?: number } = {}) {
	return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
}

function noise({ width, height }: { width: number; height: number }) {
	return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
}

describe('storePhoto', () => {
	test('keeps an oriented JPEG original without any metadata and answers like an upload service', async () => {
		// Orientation 6 means "rotate 90° to display": a 320x240 sensor image is shown 240x320.
		const input = await canvas()
			.withExif({ IFD0: { Copyright: 'x', Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
			.withMetadata({ orientation: 6 })
			.jpeg()
			.toBuffer()
		expect((await sharp(input).metadata()).exif).toBeDefined()

		const photo = await storePhoto({ uploadsDir, input })

		expect(photo.public_id).toMatch(/^[a-f0-9]{24}$/)
		expect(photo).toMatchObject({
			url: `/photos/${photo.public_id}/full.jpg`,
			secure_url: `/photos/${photo.public_id}/full.jpg`,
			format: 'jpg',
			width: 240,
			height: 320,
		})
		const original = path.join(uploadsDir, photo.public_id, 'original.jpg')
		expect(fs.statSync(original).size).toBe(photo.bytes)
		const stored = await sharp(original).metadata()
		expect(stored.format).toBe('jpeg')
		expect(stored.exif).toBeUndefined()
		expect(stored.xmp).toBeUndefined()
		expect(stored.iptc).toBeUndefined()
		expect(stored.orientation).toBeUndefined()
		expect([stored.width, stored.height]).toEqual([240, 320])
		expect(fs.readFileSync(original).includes('Someone')).toBe(false)
	})

	test('refuses a text file named like a photo, by its bytes', async () => {
		const input = Buffer.from('this is a shopping list, not a photo.jpg')
		await expect(storePhoto({ uploadsDir, input })).rejects.toThrow(INVALID)
		await expect(storePhoto({ uploadsDir, input })).rejects.toMatchObject({ name: 'PhotoError', message: INVALID })
	})

	test('refuses image formats outside JPEG, PNG, WebP and HEIC', async () => {
		const input = await canvas().gif().toBuffer()
		await expect(storePhoto({ uploadsDir, input })).rejects.toThrow(INVALID)
	})

	test('refuses a truncated JPEG', async () => {
		const whole = await noise({ width: 800, height: 600 }).jpeg().toBuffer()
		await expect(storePhoto({ uploadsDir, input: whole.subarray(0, whole.length / 2) })).rejects.toThrow(INVALID)
	})

	test('refuses anything over 10 MB', async () => {
		const input = Buffer.alloc(11 * 1024 * 1024)
		await expect(storePhoto({ uploadsDir, input })).rejects.toMatchObject({ name: 'PhotoError', message: TOO_LARGE })
	})

	test('accepts PNG and WebP and stores them as JPEG', async () => {
		for (const input of [await canvas().png().toBuffer(), await canvas().webp().toBuffer()]) {
			const photo = await storePhoto({ uploadsDir, input })
			const stored = await sharp(path.join(uploadsDir, photo.public_id, 'original.jpg')).metadata()
			expect(stored.format).toBe('jpeg')
			expect([photo.width, photo.height]).toEqual([320, 240])
		}
	})

	test('accepts an iPhone HEIC photo (HEVC) through heif-convert and stores it as JPEG', async () => {
		const input = fs.readFileSync(new URL('../../../tests/fixtures/photo-1200x900.heic', import.meta.url))
		expect((await sharp(input).metadata()).compression).toBe('hevc')
		const photo = await storePhoto({ uploadsDir, input })
		expect([photo.format, photo.width, photo.height]).toEqual(['jpg', 1200, 900])
		const stored = await sharp(path.join(uploadsDir, photo.public_id, 'original.jpg')).metadata()
		expect(stored.format).toBe('jpeg')
		expect(stored.exif).toBeUndefined()
	})

	test('caps the original at 2048 px on its longest side and never enlarges', async () => {
		const big = await storePhoto({ uploadsDir, input: await canvas({ width: 3000, height: 1000 }).png().toBuffer() })
		expect([big.width, big.height]).toEqual([2048, 683])
		const small = await storePhoto({ uploadsDir, input: await canvas({ width: 100, height: 80 }).png().toBuffer() })
		expect([small.width, small.height]).toEqual([100, 80])
	})
})

describe('photoVariantFile', () => {
	test('makes each variant at its size, once, next to the original', async () => {
		const { public_id: id } = await storePhoto({ uploadsDir, input: await canvas({ width: 1000, height: 1000 }).jpeg().toBuffer() })
		const expected = { grid: [320, 240], thumb: [400, 300], gallery: [600, 400], card: [300, 200], full: [1200, 900] } as const
		// AVIF reads as heif (its container) with AV1 inside.
		const read = { avif: ['heif', 'av1'], webp: ['webp', undefined], jpg: ['jpeg', undefined] } as const
		for (const [variant, [width, height]] of Object.entries(expected)) {
			for (const format of ['avif', 'webp', 'jpg'] as const) {
				const file = await photoVariantFile({ uploadsDir, id, variant: variant as keyof typeof expected, format })
				expect(file).toBe(path.resolve(uploadsDir, id, `${variant}.${format}`))
				const meta = await sharp(file!).metadata()
				expect([meta.width, meta.height, meta.format, format === 'avif' ? meta.compression : undefined]).toEqual([width, height, ...read[format]])
			}
		}
		const before = fs.statSync(path.join(uploadsDir, id, 'thumb.webp')).mtimeMs
		await photoVariantFile({ uploadsDir, id, variant: 'thumb', format: 'webp' })
		expect(fs.statSync(path.join(uploadsDir, id, 'thumb.webp')).mtimeMs).toBe(before)
	})

	test('the gallery sizes keep the whole photo: a portrait stays portrait, a small one is not enlarged', async () => {
		const { public_id: portrait } = await storePhoto({ uploadsDir, input: await canvas({ width: 900, height: 1600 }).jpeg().toBuffer() })
		const sizes = async (id: string, variant: 'whole' | 'whole2x' | 'gallery') => {
			const meta = await sharp((await photoVariantFile({ uploadsDir, id, variant, format: 'webp' }))!).metadata()
			return [meta.width, meta.height]
		}
		expect(await sizes(portrait, 'whole')).toEqual([450, 800])
		expect(await sizes(portrait, 'whole2x')).toEqual([900, 1600])
		expect(await sizes(portrait, 'gallery')).toEqual([600, 400])
		const { public_id: small } = await storePhoto({ uploadsDir, input: await canvas({ width: 320, height: 240 }).jpeg().toBuffer() })
		expect(await sizes(small, 'whole')).toEqual([320, 240])
	})

	test('answers concurrent first requests with one whole file and no leftovers', async () => {
		const { public_id: id } = await storePhoto({ uploadsDir, input: await canvas().jpeg().toBuffer() })
		const files = await Promise.all(Array.from({ length: 8 }, () => photoVariantFile({ uploadsDir, id, variant: 'gallery', format: 'webp' })))
		expect(new Set(files).size).toBe(1)
		expect(fs.readdirSync(path.join(uploadsDir, id)).sort()).toEqual(['gallery.webp', 'original.jpg'])
	})

	test('keeps a 400x300 WebP thumbnail within 20 KB, for a demo picture and for a busy photo', async () => {
		for (const input of [await renderPicture({ shape: 'phone', hue: 210, seed: 7, index: 0 }), await noise({ width: 1200, height: 900 }).jpeg({ quality: 95 }).toBuffer()]) {
			const { public_id: id } = await storePhoto({ uploadsDir, input })
			const file = await photoVariantFile({ uploadsDir, id, variant: 'thumb', format: 'webp' })
			expect(fs.statSync(file!).size).toBeLessThanOrEqual(20 * 1024)
		}
	})

	test('the grid card thumbnail in AVIF is within 12 KB and lighter than its WebP, for a demo picture, a camera photo and a busy photo', async () => {
		const camera = fs.readFileSync(new URL('../../../tests/fixtures/photos/coffee.jpg', import.meta.url))
		for (const input of [await renderPicture({ shape: 'sofa', hue: 30, seed: 3, index: 0 }), camera, await noise({ width: 1200, height: 900 }).jpeg({ quality: 95 }).toBuffer()]) {
			const { public_id: id } = await storePhoto({ uploadsDir, input })
			const [avif, webp] = await Promise.all((['avif', 'webp'] as const).map(async (format) => fs.statSync((await photoVariantFile({ uploadsDir, id, variant: 'grid', format }))!).size))
			expect(avif).toBeLessThanOrEqual(12 * 1024)
			expect(avif).toBeLessThan(webp!)
		}
	})

	test('another instance making the same size (its lock file there): waits for its file instead of making one', async () => {
		const { public_id: id } = await storePhoto({ uploadsDir, input: await canvas().jpeg().toBuffer() })
		const target = path.join(uploadsDir, id, 'thumb.jpg')
		fs.writeFileSync(`${target}.lock`, '')
		// Its pauses between looks are the only timers: one pending means it found the lock and is waiting.
		vi.useFakeTimers({ toFake: ['setTimeout'] })
		try {
			let answered = false
			const asked = photoVariantFile({ uploadsDir, id, variant: 'thumb', format: 'jpg' }).finally(() => (answered = true))
			const waiting = () => expect.poll(() => vi.getTimerCount(), { timeout: 5_000, interval: 5 }).toBe(1)
			await waiting()
			// Its next look finds the lock still there: it waits again.
			await vi.runOnlyPendingTimersAsync()
			await waiting()
			expect({ answered, made: fs.existsSync(target) }).toEqual({ answered: false, made: false })
			fs.writeFileSync(target, 'made by the other instance')
			fs.rmSync(`${target}.lock`)
			await vi.runOnlyPendingTimersAsync()
			expect(await asked).toBe(path.resolve(target))
		} finally {
			vi.useRealTimers()
		}
		expect(fs.readFileSync(target, 'utf8')).toBe('made by the other instance')
	})

	test('a lock left by an instance that died is taken over after 30 s', async () => {
		const { public_id: id } = await storePhoto({ uploadsDir, input: await canvas().jpeg().toBuffer() })
		const lock = path.join(uploadsDir, id, 'card.webp.lock')
		fs.writeFileSync(lock, '')
		const longAgo = new Date(Date.now() - 60_000)
		fs.utimesSync(lock, longAgo, longAgo)
		const file = await photoVariantFile({ uploadsDir, id, variant: 'card', format: 'webp' })
		expect((await sharp(file!).metadata()).width).toBe(300)
		expect(fs.existsSync(lock)).toBe(false)
	})

	test('answers null for a malformed id, a missing photo or an unknown variant', async () => {
		const { public_id: id } = await storePhoto({ uploadsDir, input: await canvas().jpeg().toBuffer() })
		for (const bad of ['', 'abc', '../../etc/passwd', `${id}/..`, id.toUpperCase(), `${id}0`]) {
			expect(await photoVariantFile({ uploadsDir, id: bad, variant: 'thumb', format: 'webp' })).toBeNull()
		}
		expect(await photoVariantFile({ uploadsDir, id: 'a'.repeat(24), variant: 'thumb', format: 'webp' })).toBeNull()
		const variant = 'huge' as 'thumb'
		expect(await photoVariantFile({ uploadsDir, id, variant, format: 'webp' })).toBeNull()
		const format = 'gif' as 'webp'
		expect(await photoVariantFile({ uploadsDir, id, variant: 'thumb', format })).toBeNull()
	})
})

test('deletePhoto removes the photo and its variants', async () => {
	const { public_id: id } = await storePhoto({ uploadsDir, input: await canvas().jpeg().toBuffer() })
	await photoVariantFile({ uploadsDir, id, variant: 'card', format: 'jpg' })
	await deletePhoto({ uploadsDir, id })
	expect(fs.existsSync(path.join(uploadsDir, id))).toBe(false)
	expect(await photoVariantFile({ uploadsDir, id, variant: 'card', format: 'jpg' })).toBeNull()
})
