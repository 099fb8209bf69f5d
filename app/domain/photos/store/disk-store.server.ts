import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { ObjectStore } from './object-store.server.ts'

function isMissing(error: unknown) {
	return (error as { code?: unknown }).code === 'ENOENT'
}

/** Photos in a folder (UPLOADS_DIR): the embedded default. Every write lands whole (written aside, then renamed). */
export function createDiskStore(root: string): ObjectStore {
	const file = (key: string) => path.join(root, key)
	const read = async (key: string) => {
		try {
			return await fs.readFile(file(key))
		} catch (error) {
			if (isMissing(error)) return null
			throw error
		}
	}
	return {
		remote: false,
		read,
		async write(key, data) {
			const target = file(key)
			await fs.mkdir(path.dirname(target), { recursive: true })
			const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
			try {
				await fs.writeFile(temp, data)
				await fs.rename(temp, target)
			} catch (error) {
				await fs.rm(temp, { force: true })
				throw error
			}
		},
		async createOnly(key, data) {
			await fs.mkdir(path.dirname(file(key)), { recursive: true })
			try {
				await fs.writeFile(file(key), data, { flag: 'wx' })
				return true
			} catch (error) {
				if ((error as { code?: unknown }).code === 'EEXIST') return false
				throw error
			}
		},
		async describe(key) {
			const data = await read(key)
			return data ? { bytes: data.length, md5: createHash('md5').update(data).digest('hex') } : null
		},
		async age(key) {
			try {
				return Date.now() - (await fs.stat(file(key))).mtimeMs
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},
		async remove(key) {
			await fs.rm(file(key), { force: true })
		},
		async removeAll(prefix) {
			// Keys are `<id>/<file>`: a photo's prefix is its folder.
			await fs.rm(file(prefix), { recursive: true, force: true })
		},
	}
}
