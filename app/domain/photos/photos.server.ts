import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { heicToJpeg } from './heic.server.ts'
import { DomainError } from '../domain-error.ts'
import { photoWork } from './work.server.ts'
import { photoFingerprint } from '../trust/fraud/photo-fingerprint.server.ts'
import { createDiskStore } from './store/disk-store.server.ts'
import type { ObjectStore } from './store/object-store.server.ts'
import { photosArePublic, photoStoreFor } from './store/photo-store.server.ts'
import { copiesStillValid, seenInStore } from './store/kept-copies.server.ts'
import { SHOWN_SIZES } from '#app/utils/photo-url.ts'

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024
export const INVALID_IMAGE_MESSAGE = 'Invalid file type. Please use JPEG, PNG, or WebP images.'
export const TOO_LARGE_MESSAGE = 'File too large. Maximum size is 10MB.'

/** HEIC and AVIF both report as heif. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif'])
const ORIGINAL_MAX_SIDE = 2048
const ORIGINAL_FILE = 'original.jpg'
const PHOTO_ID = /^[a-f0-9]{24}$/
/** A 10 MB PNG can still unpack to gigabytes; 120 MP is above any phone camera that fits in 10 MB. */
const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: 120_000_000 } as const

/**
 * The spec's sizes crop (1200x900 fill, thumbs 400x300, ...) so every tile in a grid has the same shape; the listing
 * page's gallery shows the whole photo instead (a portrait phone shot keeps its top and bottom), within a square box.
 * `grid` is the two-column phone grid's card at DPR 2 (cards 150-200 CSS px wide).
 */
export const PHOTO_VARIANTS = {
	grid: { width: 320, height: 240, fit: 'cover', withoutEnlargement: false, webpQuality: 60, avifEffort: 2 },
	thumb: { width: 400, height: 300, fit: 'cover', withoutEnlargement: false, webpQuality: 60, avifEffort: 2 },
	gallery: { width: 600, height: 400, fit: 'cover', withoutEnlargement: false, webpQuality: 70, avifEffort: 2 },
	card: { width: 300, height: 200, fit: 'cover', withoutEnlargement: false, webpQuality: 60, avifEffort: 2 },
	full: { width: 1200, height: 900, fit: 'cover', withoutEnlargement: false, webpQuality: 70, avifEffort: 3 },
	whole: { width: 800, height: 800, fit: 'inside', withoutEnlargement: true, webpQuality: 70, avifEffort: 3 },
	whole2x: { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true, webpQuality: 65, avifEffort: 3 },
} as const

export type PhotoVariant = keyof typeof PHOTO_VARIANTS
/** Each format a variant is served in, with its Content-Type; the browser picks through `<picture>`. */
export const PHOTO_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const
export type PhotoFormat = keyof typeof PHOTO_FORMATS

/** Card thumbnails must fit the 2G budget: WebP <= 20 KB (DESIGN.md §7), AVIF (what most phones get) <= 12 KB (issue 26). */
const SMALL_MAX_BYTES = { avif: 12 * 1024, webp: 20 * 1024 } as const
const SMALL_VARIANTS = new Set<PhotoVariant>(['grid', 'thumb', 'card'])
const JPEG_VARIANT_QUALITY = 75
/**
 * AVIF at quality 50 has the SSIM of each size's WebP (or better) over the demo photos and real camera photos, at about
 * a third fewer bytes (scripts/bench-photo-quality.ts). Each size's `avifEffort` is below sharp's default (4), which
 * took 0.5 s for a card and 2-4 s for the listing's photo on one core: effort 2 makes a card in a tenth of that for
 * about 10% more bytes (still far under its 12 KB), effort 3 the big sizes in about a third of the time for about 7%.
 */
const AVIF = { quality: 50, chromaSubsampling: '4:2:0' } as const

/** A photo that can't be used: 400, or 413 when it is over the size limit. */
export class PhotoError extends DomainError {
	override name = 'PhotoError'
	constructor(message: string, status: 400 | 413 = 400) {
		super(message, status)
	}
}

export type StoredPhoto = {
	public_id: string
	url: string
	secure_url: string
	bytes: number
	format: 'jpg'
	width: number
	height: number
	/** The original's perceptual hash: photos seen before are found by it (issue 12); none for a flat picture. */
	phash: string | null
}

export function isPhotoId(id: string) {
	return PHOTO_ID.test(id)
}

async function readFormat(input: Buffer) {
	try {
		const { format } = await sharp(input, DECODE_OPTIONS).metadata()
		return format
	} catch {
		return undefined
	}
}

/** Decodes, orients, strips every metadata block (EXIF GPS included) into a JPEG capped at 2048 px: the original we keep. */
async function decodeOriginal(input: Buffer) {
	const format = await readFormat(input)
	if (!format || !ACCEPTED_FORMATS.has(format)) throw new PhotoError(INVALID_IMAGE_MESSAGE)

	const decodable = format === 'heif' && (await sharp(input).metadata()).compression === 'hevc' ? await heicToJpeg(input) : input
	if (!decodable) throw new PhotoError(INVALID_IMAGE_MESSAGE)

	try {
		return await sharp(decodable, DECODE_OPTIONS)
			.rotate()
			.resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
			.flatten({ background: '#ffffff' })
			.jpeg({ quality: 85 })
			.toBuffer({ resolveWithObject: true })
	} catch {
		// Headers can parse while the pixel data is truncated or corrupt.
		throw new PhotoError(INVALID_IMAGE_MESSAGE)
	}
}

/**
 * Stores a photo's original, decoded and hashed in turn with other photo work (photoWork: a 503 when too many wait).
 * The hash is taken of the stored original, so a photo given by address is hashed the same way as an upload.
 * Made-up pictures (the demo and scale seeds) skip it: `fingerprint: false` gives a null hash and saves half the work.
 */
export async function storePhoto({ uploadsDir, input, fingerprint = true }: { uploadsDir: string; input: Buffer; fingerprint?: boolean }): Promise<StoredPhoto> {
	if (input.length > MAX_PHOTO_BYTES) throw new PhotoError(TOO_LARGE_MESSAGE, 413)
	const { output, phash, shown } = await photoWork.run(async () => {
		const output = await decodeOriginal(input)
		return {
			output,
			phash: fingerprint ? await photoFingerprint(output.data) : null,
			shown: photosArePublic() ? await encodeShownSizes(output.data) : [],
		}
	})

	const id = randomBytes(12).toString('hex')
	const store = photoStoreFor(uploadsDir)
	await Promise.all([
		store.write(originalKey(id), output.data, PHOTO_FORMATS.jpg),
		...shown.map(({ file, data, format }) => store.write(`${id}/${file}`, data, PHOTO_FORMATS[format])),
	])
	// The instance that took the upload makes its first sizes: it keeps the original at hand instead of fetching it.
	if (store.remote) await createDiskStore(uploadsDir).write(originalKey(id), output.data, PHOTO_FORMATS.jpg)
	const url = `/photos/${id}/full.jpg`
	return {
		public_id: id,
		url,
		secure_url: url,
		bytes: output.data.length,
		format: 'jpg',
		width: output.info.width,
		height: output.info.height,
		phash,
	}
}

const originalKey = (id: string) => `${id}/${ORIGINAL_FILE}`

/** Every size pages show, in every format (SHOWN_SIZES): what a public address of the bucket must hold from the start. */
const SHOWN_FILES = SHOWN_SIZES.flatMap((variant) => (Object.keys(PHOTO_FORMATS) as PhotoFormat[]).map((format) => ({ variant, format, file: `${variant}.${format}` })))

async function encodeShownSizes(original: Buffer) {
	const sizes: { file: string; data: Buffer; format: PhotoFormat }[] = []
	for (const { variant, format, file } of SHOWN_FILES) sizes.push({ file, data: await encodeVariant({ original, variant, format }), format })
	return sizes
}

/**
 * Makes the shown sizes a stored photo lacks in the store, for a site that turns PHOTOS_PUBLIC_URL on: the number made
 * (null when the photo has no original). Each waits its turn with the uploads.
 */
export async function completeShownSizes({ uploadsDir, id }: { uploadsDir: string; id: string }) {
	const store = photoStoreFor(uploadsDir)
	let original: Buffer | null | undefined
	let made = 0
	for (const { variant, format, file } of SHOWN_FILES) {
		if (await store.describe(`${id}/${file}`)) continue
		original ??= await readOriginal({ uploadsDir, id })
		const source = original
		if (!source) return null
		const data = await photoWork.run(() => encodeVariant({ original: source, variant, format }), { whenFull: 'wait' })
		await store.write(`${id}/${file}`, data, PHOTO_FORMATS[format])
		made++
	}
	return made
}

async function exists(file: string) {
	try {
		await fs.access(file)
		return true
	} catch {
		return false
	}
}

async function encodeVariant({ original, variant, format }: { original: string | Buffer; variant: PhotoVariant; format: PhotoFormat }) {
	const { width, height, fit, withoutEnlargement, webpQuality, avifEffort } = PHOTO_VARIANTS[variant]
	const resized = () => sharp(original).resize(width, height, { fit, withoutEnlargement })
	if (format === 'jpg') return resized().jpeg({ quality: JPEG_VARIANT_QUALITY, mozjpeg: true }).toBuffer()
	const encode = (quality: number) =>
		format === 'avif' ? resized().avif({ ...AVIF, quality, effort: avifEffort }).toBuffer() : resized().webp({ quality }).toBuffer()
	let quality: number = format === 'avif' ? AVIF.quality : webpQuality
	let data = await encode(quality)
	// A busy photo can overshoot the byte budget at the usual quality; step down until it fits.
	while (SMALL_VARIANTS.has(variant) && data.length > SMALL_MAX_BYTES[format] && quality > 20) {
		quality -= 15
		data = await encode(quality)
	}
	return data
}

/** A lock older than this belongs to an instance that died mid-way: it is taken over. */
const STALE_LOCK_MS = 30_000
const LOCK_POLL_MS = 50

/**
 * Makes one variant once, however many instances ask for it at the same moment: the one that creates the lock object
 * makes it and puts it in the store, the others wait for it to appear there. On a shared bucket each instance keeps a
 * copy of what it reads in its own UPLOADS_DIR (`cache`), which it serves from then on, even while the bucket is down.
 */
async function makeVariant({ store, uploadsDir, id, variant, format }: { store: ObjectStore; uploadsDir: string; id: string; variant: PhotoVariant; format: PhotoFormat }) {
	const key = `${id}/${variant}.${format}`
	const cache = createDiskStore(uploadsDir)
	// Whether the size is in the store; on a bucket one GET answers and brings the copy here.
	const alreadyMade = async () => {
		if (!store.remote) return (await store.age(key)) !== null
		const data = await store.read(key)
		if (data) await cache.write(key, data, PHOTO_FORMATS[format])
		return data !== null
	}
	if (await alreadyMade()) return
	const original = await originalFile({ store, uploadsDir, id })
	if (!original) return false
	const lock = `${key}.lock`
	for (;;) {
		if (await store.createOnly(lock, Buffer.alloc(0))) {
			try {
				if (await alreadyMade()) return
				// Someone is waiting for this size on a page: it takes its turn with the uploads, but is never refused.
				const data = await photoWork.run(() => encodeVariant({ original, variant, format }), { whenFull: 'wait' })
				await store.write(key, data, PHOTO_FORMATS[format])
				if (store.remote) await cache.write(key, data, PHOTO_FORMATS[format])
				return
			} finally {
				await store.remove(lock)
			}
		}
		if (await alreadyMade()) return
		const held = await store.age(lock)
		if (held !== null && held > STALE_LOCK_MS) await store.remove(lock)
		else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
	}
}

/** The original as a file on this machine (fetched from a shared bucket into the cache first); null when there is none. */
async function originalFile({ store, uploadsDir, id }: { store: ObjectStore; uploadsDir: string; id: string }) {
	const local = path.resolve(uploadsDir, originalKey(id))
	if (await exists(local)) return local
	if (!store.remote) return null
	const data = await store.read(originalKey(id))
	if (!data) return null
	await createDiskStore(uploadsDir).write(originalKey(id), data, PHOTO_FORMATS.jpg)
	return local
}

const inFlight = new Map<string, Promise<false | void>>()

/**
 * The absolute path of one variant on this machine, made from the original on first request (and, on a shared bucket,
 * fetched from it when another instance made it); null for a bad id or a missing photo. StoreUnavailable (503) when
 * the bucket is down and this instance has no copy. `known` says whether the photo exists at all: asked before a
 * shared bucket is (a made-up id would cost two requests to it, each).
 */
export async function photoVariantFile({ uploadsDir, id, variant, format, known }: { uploadsDir: string; id: string; variant: PhotoVariant; format: PhotoFormat; known?: () => Promise<boolean> }) {
	if (!isPhotoId(id) || !Object.hasOwn(PHOTO_VARIANTS, variant)) return null
	if (!Object.hasOwn(PHOTO_FORMATS, format)) return null
	const target = path.resolve(uploadsDir, id, `${variant}.${format}`)
	const store = photoStoreFor(uploadsDir)
	if (await exists(target)) return (await copiesStillValid({ store, uploadsDir, id, originalKey: originalKey(id) })) ? target : null
	if (store.remote && known && !(await known())) return null

	let pending = inFlight.get(target)
	if (!pending) {
		pending = makeVariant({ store, uploadsDir, id, variant, format }).finally(() => inFlight.delete(target))
		inFlight.set(target, pending)
	}
	if ((await pending) === false) return null
	if (store.remote) seenInStore(id)
	return target
}

/** The stored original of a photo (what its hash and variants are made from); null for a bad id or a missing photo. */
export async function readOriginal({ uploadsDir, id }: { uploadsDir: string; id: string }) {
	if (!isPhotoId(id)) return null
	const store = photoStoreFor(uploadsDir)
	// On a bucket, this instance's copy first; on a folder the store is that copy.
	return (store.remote ? await createDiskStore(uploadsDir).read(originalKey(id)) : null) ?? (await store.read(originalKey(id)))
}

/** Deletes the photo's original and every size made of it, in the store and in this instance's copies. */
export async function deletePhoto({ uploadsDir, id }: { uploadsDir: string; id: string }) {
	if (!isPhotoId(id)) return
	const store = photoStoreFor(uploadsDir)
	await store.removeAll(`${id}/`)
	if (store.remote) await createDiskStore(uploadsDir).removeAll(`${id}/`)
}
