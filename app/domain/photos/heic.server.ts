import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const TIMEOUT_MS = 30_000

/**
 * iPhone photos are HEIC (HEVC inside HEIF), which sharp's own libvips can read the header of but not decode
 * (HEVC is left out of its build). Debian's `heif-convert` (package libheif-examples) decodes it, applying the
 * photo's rotation; we turn it into a JPEG and run that through the usual pipeline. Null when the tool is missing
 * or the file is not a HEIC it can read.
 */
export async function heicToJpeg(input: Buffer): Promise<Buffer | null> {
	const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'soko-heic-'))
	try {
		const source = path.join(dir, 'in.heic')
		const target = path.join(dir, 'out.jpg')
		await fs.writeFile(source, input)
		await run('heif-convert', ['-q', '92', source, target], { timeout: TIMEOUT_MS })
		return await fs.readFile(target)
	} catch {
		return null
	} finally {
		await fs.rm(dir, { recursive: true, force: true })
	}
}
