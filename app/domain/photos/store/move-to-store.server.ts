import fs from 'node:fs/promises'
import path from 'node:path'
import { createDiskStore } from './disk-store.server.ts'
import type { ObjectStore } from './object-store.server.ts'

const PHOTO_DIR = /^[a-f0-9]{24}$/
/** The original and the sizes made of it; never a half-written `.tmp` or a `.lock`. */
const PHOTO_FILE = /^[a-z0-9]+\.(jpg|webp|avif)$/
const CONTENT_TYPES = { jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif' } as const

export type MoveSummary = { copied: number; already: number; failed: string[] }

/**
 * Copies a site's photos from its UPLOADS_DIR into a shared store, checking each copy's MD5 against the file: a key
 * already there with the same bytes is left alone, so a move that stopped half way is run again to finish. Files stay
 * on disk (the instance's copies) until the operator removes them.
 */
export async function movePhotosToStore({ uploadsDir, store, log }: { uploadsDir: string; store: ObjectStore; log: (line: string) => void }) {
	const disk = createDiskStore(uploadsDir)
	const summary: MoveSummary = { copied: 0, already: 0, failed: [] }
	const ids = (await fs.readdir(uploadsDir).catch(() => [])).filter((name) => PHOTO_DIR.test(name)).sort()
	for (const [index, id] of ids.entries()) {
		const files = (await fs.readdir(path.join(uploadsDir, id))).filter((name) => PHOTO_FILE.test(name))
		for (const file of files) {
			const key = `${id}/${file}`
			const local = await disk.describe(key)
			if (!local) continue
			const there = await store.describe(key)
			if (there?.md5 === local.md5) {
				summary.already++
				continue
			}
			const data = (await disk.read(key))!
			await store.write(key, data, CONTENT_TYPES[file.split('.').pop() as keyof typeof CONTENT_TYPES])
			const copy = await store.describe(key)
			if (copy?.md5 === local.md5 && copy.bytes === local.bytes) summary.copied++
			else summary.failed.push(key)
		}
		if ((index + 1) % 100 === 0 || index === ids.length - 1) log(`${index + 1} of ${ids.length} photos checked`)
	}
	return summary
}
