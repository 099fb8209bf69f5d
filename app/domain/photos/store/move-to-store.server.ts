import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { createDiskStore } from './disk-store.server.ts'
import type { ObjectStore } from './object-store.server.ts'
import { isPhotoId, PHOTO_FORMATS, type PhotoFormat } from '../photos.server.ts'

/** The format of the original or a size made of it; null for a half-written `.tmp` or a `.lock`. */
function formatOf(file: string) {
	const format = /^[a-z0-9]+\.([a-z]+)$/.exec(file)?.[1]
	return format && Object.hasOwn(PHOTO_FORMATS, format) ? (format as PhotoFormat) : null
}

export type MoveSummary = { copied: number; already: number; failed: string[] }

/**
 * Copies a site's photos from its UPLOADS_DIR into a shared store, checking each copy's MD5 against the file: a key
 * already there with the same bytes is left alone, so a move that stopped half way is run again to finish. Files stay
 * on disk (the instance's copies) until the operator removes them.
 */
export async function movePhotosToStore({ uploadsDir, store, log }: { uploadsDir: string; store: ObjectStore; log: (line: string) => void }) {
	const disk = createDiskStore(uploadsDir)
	const summary: MoveSummary = { copied: 0, already: 0, failed: [] }
	const ids = (await fs.readdir(uploadsDir).catch(() => [])).filter(isPhotoId).sort()
	for (const [index, id] of ids.entries()) {
		for (const file of await fs.readdir(path.join(uploadsDir, id))) {
			const format = formatOf(file)
			if (!format) continue
			const key = `${id}/${file}`
			const data = await disk.read(key)
			if (!data) continue
			const md5 = createHash('md5').update(data).digest('hex')
			if ((await store.describe(key))?.md5 === md5) {
				summary.already++
				continue
			}
			await store.write(key, data, PHOTO_FORMATS[format])
			const copy = await store.describe(key)
			if (copy?.md5 === md5 && copy.bytes === data.length) summary.copied++
			else summary.failed.push(key)
		}
		if ((index + 1) % 100 === 0 || index === ids.length - 1) log(`${index + 1} of ${ids.length} photos checked`)
	}
	return summary
}
