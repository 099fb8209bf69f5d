// Part of `npm run bench`: how long a 12-megapixel phone photo takes to become a stored original and every size.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { PHOTO_FORMATS, PHOTO_VARIANTS, photoVariantFile, storePhoto, type PhotoFormat, type PhotoVariant } from '../app/domain/photos/photos.server.ts'

const RUNS = 5

/** A 4000x3000 JPEG with detail everywhere (noise over gradients), so it compresses like a real camera photo (~4-6 MB). */
async function phonePhoto() {
	const width = 4000
	const height = 3000
	const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer()
	const gradient = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a4"/><stop offset="1" stop-color="#258"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
	)
	return sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 92 }).withExif({ IFD0: { Make: 'Tecno', Model: 'Spark 10' } }).toBuffer()
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-bench-photos-'))
try {
	const input = await phonePhoto()
	const times: number[] = []
	for (let run = 0; run < RUNS; run++) {
		const start = performance.now()
		const stored = await storePhoto({ uploadsDir: dir, input })
		await Promise.all(
			(Object.keys(PHOTO_VARIANTS) as PhotoVariant[]).flatMap((variant) =>
				(Object.keys(PHOTO_FORMATS) as PhotoFormat[]).map((format) => photoVariantFile({ uploadsDir: dir, id: stored.public_id, variant, format })),
			),
		)
		times.push(performance.now() - start)
	}
	times.sort((a, b) => a - b)
	console.log(`\n## 12-megapixel photo pipeline (${(input.length / 1024 / 1024).toFixed(1)} MB JPEG, 4000x3000)`)
	console.log('| runs | median | fastest | slowest |\n|---|---|---|---|')
	console.log(`| ${RUNS} | ${times[Math.floor(RUNS / 2)]!.toFixed(0)} ms | ${times[0]!.toFixed(0)} ms | ${times[RUNS - 1]!.toFixed(0)} ms |`)
	console.log(`(decode, auto-orient, strip metadata, store the original capped at 2048 px, then all ${Object.keys(PHOTO_VARIANTS).length} sizes in AVIF, WebP and JPEG)`)
} finally {
	fs.rmSync(dir, { recursive: true, force: true })
}
