// Part of `npm run bench` (issue 26): what AVIF and the grid-sized thumbnail save against today's WebP, at equal
// visual quality. Over the demo seed's pictures (one per category) and real camera photos (tests/fixtures/photos, see
// its README), each size made as the server makes it, then scored by SSIM (scripts/ssim.ts) against the stored original
// resized to the same size. Fails when a card thumbnail is over 12 KB as AVIF, or the listing's first photo (whole) is
// not at least 25% lighter than its WebP with an SSIM within 0.005 of the WebP's.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { PHOTO_VARIANTS, photoVariantFile, storePhoto, type PhotoFormat, type PhotoVariant } from '../app/domain/photos/photos.server.ts'
import { CATALOGUE } from '../server/seed/catalogue.ts'
import { renderPicture } from '../server/seed/pictures.ts'
import { ssim } from './ssim.ts'

const CARD_MAX_BYTES = 12 * 1024
const FIRST_PHOTO_SAVING = 0.25
const SSIM_TOLERANCE = 0.005
const FIXTURES = path.resolve('tests/fixtures/photos')

/** What is compared: today's card photo at DPR 2 (gallery.webp) and thumb, the new grid size, the listing's first photo. */
const ROWS: { label: string; variant: PhotoVariant; format: PhotoFormat }[] = [
	{ label: 'card today at DPR 2: gallery 600x400 WebP', variant: 'gallery', format: 'webp' },
	{ label: 'card thumb 400x300 WebP', variant: 'thumb', format: 'webp' },
	{ label: 'card thumb 400x300 AVIF', variant: 'thumb', format: 'avif' },
	{ label: 'card grid 320x240 WebP', variant: 'grid', format: 'webp' },
	{ label: 'card grid 320x240 AVIF (new)', variant: 'grid', format: 'avif' },
	{ label: 'listing first photo whole WebP (today)', variant: 'whole', format: 'webp' },
	{ label: 'listing first photo whole AVIF (new)', variant: 'whole', format: 'avif' },
]

type Score = { bytes: number; ssim: number; ms: number }

async function corpus() {
	const demo = await Promise.all(CATALOGUE.map((c, i) => renderPicture({ shape: c.items[0]?.shape ?? c.shape, hue: c.hue, seed: i + 1, index: 0 })))
	const camera = fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.jpg'))
	return [
		...demo.map((input, i) => ({ set: 'demo', name: CATALOGUE[i]!.slug, input })),
		...camera.map((f) => ({ set: 'camera', name: f, input: fs.readFileSync(path.join(FIXTURES, f)) })),
	]
}

async function score(uploadsDir: string, id: string, variant: PhotoVariant, format: PhotoFormat): Promise<Score> {
	const start = performance.now()
	const file = (await photoVariantFile({ uploadsDir, id, variant, format }))!
	const ms = performance.now() - start
	const encoded = fs.readFileSync(file)
	const { width, height } = await sharp(encoded).metadata()
	// Cropped sizes are compared with the same crop; whole-photo sizes keep the original's shape, so fill is the same.
	const fit = PHOTO_VARIANTS[variant].fit === 'cover' ? 'cover' : 'fill'
	const reference = await sharp(path.join(uploadsDir, id, 'original.jpg')).resize(width, height, { fit }).png().toBuffer()
	return { bytes: encoded.length, ssim: await ssim(reference, encoded), ms }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-bench-photo-quality-'))
const failures: string[] = []
try {
	const photos = await corpus()
	const scores = new Map<string, Score[]>()
	for (const photo of photos) {
		const { public_id: id } = await storePhoto({ uploadsDir: dir, input: photo.input })
		for (const row of ROWS) {
			const s = await score(dir, id, row.variant, row.format)
			for (const key of [`${photo.set} ${row.label}`, `all ${row.label}`]) scores.set(key, [...(scores.get(key) ?? []), s])
		}
	}
	for (const set of ['demo', 'camera', 'all']) {
		const count = set === 'all' ? photos.length : photos.filter((p) => p.set === set).length
		console.log(`\n## Photo bytes at equal SSIM: ${set === 'all' ? 'all' : set} photos (${count})`)
		console.log('| size and format | mean bytes | largest | mean SSIM | lowest SSIM | mean encode |\n|---|---|---|---|---|---|')
		for (const row of ROWS) {
			const s = scores.get(`${set} ${row.label}`)!
			const cells = [mean(s.map((x) => x.bytes)).toFixed(0), Math.max(...s.map((x) => x.bytes)), mean(s.map((x) => x.ssim)).toFixed(4), Math.min(...s.map((x) => x.ssim)).toFixed(4), `${mean(s.map((x) => x.ms)).toFixed(0)} ms`]
			console.log(`| ${row.label} | ${cells.join(' | ')} |`)
		}
	}
	const all = (label: string) => scores.get(`all ${label}`)!
	const largestCard = Math.max(...['card grid 320x240 AVIF (new)', 'card thumb 400x300 AVIF'].flatMap((l) => all(l).map((x) => x.bytes)))
	if (largestCard > CARD_MAX_BYTES) failures.push(`a card thumbnail is ${largestCard} B as AVIF (budget ${CARD_MAX_BYTES})`)
	const webp = all('listing first photo whole WebP (today)')
	const avif = all('listing first photo whole AVIF (new)')
	const saving = 1 - mean(avif.map((x) => x.bytes)) / mean(webp.map((x) => x.bytes))
	const ssimGap = mean(webp.map((x) => x.ssim)) - mean(avif.map((x) => x.ssim))
	console.log(`\nLargest card thumbnail as AVIF: ${largestCard} B (budget ${CARD_MAX_BYTES}).`)
	console.log(`Listing's first photo: AVIF ${(saving * 100).toFixed(1)}% lighter than WebP; mean SSIM ${ssimGap > 0 ? `${ssimGap.toFixed(4)} lower` : `${(-ssimGap).toFixed(4)} higher`}.`)
	console.log('(SSIM: 11x11 Gaussian window, mean of R, G and B, against the stored original resized to the same size)')
	if (saving < FIRST_PHOTO_SAVING) failures.push(`the first photo's AVIF saves ${(saving * 100).toFixed(1)}% (at least ${FIRST_PHOTO_SAVING * 100}%)`)
	if (ssimGap > SSIM_TOLERANCE) failures.push(`the first photo's AVIF SSIM is ${ssimGap.toFixed(4)} below WebP's`)
} finally {
	fs.rmSync(dir, { recursive: true, force: true })
}
if (failures.length) {
	console.error(`\nPhoto quality goals missed: ${failures.join('; ')}`)
	process.exit(1)
}
