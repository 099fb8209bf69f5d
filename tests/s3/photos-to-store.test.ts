import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { photoVariantFile, storePhoto } from '#app/domain/photos/photos.server.ts'
import { openMigratedDatabase } from '#db/database.ts'
import { freePort } from '../../scripts/free-port.ts'
import { startThrowawayS3, type ThrowawayS3 } from './throwaway-s3.ts'

/*
 * Issue 27: `npm run photos:to-store` moves a site's photos from its UPLOADS_DIR to the bucket, checks every copy, and
 * finishes a move that stopped half way when run again.
 */
let s3: ThrowawayS3
let client: S3Client
let uploadsDir: string
let files: string[]
let ids: string[]

beforeAll(async () => {
	s3 = await startThrowawayS3({ port: await freePort() })
	client = new S3Client({
		endpoint: s3.endpoint,
		region: s3.region,
		forcePathStyle: true,
		credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
	})
	// A site on disk: two photos, one with a size already made.
	uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-move-'))
	ids = []
	for (const background of ['#2a7', '#c33']) {
		const input = await sharp({ create: { width: 640, height: 480, channels: 3, background } }).jpeg().toBuffer()
		ids.push((await storePhoto({ uploadsDir, input })).public_id)
	}
	await photoVariantFile({ uploadsDir, id: ids[0]!, variant: 'thumb', format: 'webp' })
	files = [`${ids[0]}/original.jpg`, `${ids[0]}/thumb.webp`, `${ids[1]}/original.jpg`].sort()
})

afterAll(async () => {
	client?.destroy()
	await s3?.stop()
	fs.rmSync(uploadsDir, { recursive: true, force: true })
})

function move(env: Record<string, string> = {}) {
	const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/photos-to-store.ts'], {
		encoding: 'utf8',
		timeout: 60_000,
		env: {
			...process.env,
			UPLOADS_DIR: uploadsDir,
			STORAGE_URL: s3.storageUrl,
			AWS_ACCESS_KEY_ID: s3.accessKeyId,
			AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
			...env,
		},
	})
	return { status: run.status, out: run.stdout + run.stderr }
}

async function inBucket() {
	const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
	return Contents.map((object) => object.Key).sort()
}

async function bytesOf(key: string) {
	return Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))).Body!.transformToByteArray())
}

test('copies every photo file to the bucket, byte for byte, and says so', async () => {
	const first = move()
	expect(first.status, first.out).toBe(0)
	expect(first.out).toContain('Copied 3 files, 0 were already there.')
	expect(await inBucket()).toEqual(files)
	for (const key of files) expect((await bytesOf(key)).equals(fs.readFileSync(path.join(uploadsDir, key)))).toBe(true)
})

test('run again, it copies only what is missing or differs: a move that stopped half way is finished', async () => {
	const again = move()
	expect(again.out).toContain('Copied 0 files, 3 were already there.')
	// A copy that went wrong (a truncated upload) is found by its checksum and copied again.
	await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: files[0], Body: Buffer.from('truncated') }))
	const mended = move()
	expect([mended.status, mended.out]).toEqual([0, expect.stringContaining('Copied 1 file, 2 were already there.')])
	expect((await bytesOf(files[0]!)).equals(fs.readFileSync(path.join(uploadsDir, files[0]!)))).toBe(true)
})

test('with PHOTOS_PUBLIC_URL it also makes the sizes pages show, for every photo the database knows, once', async () => {
	const databasePath = path.join(uploadsDir, '..', `${path.basename(uploadsDir)}.db`)
	const db = await openMigratedDatabase(databasePath)
	const lost = 'f'.repeat(24)
	try {
		await db.insertInto('uploads').values([...ids, lost].map((id) => ({ public_id: id, user_id: null, bytes: 1, width: 640, height: 480, phash: null }))).execute()
	} finally {
		await db.destroy()
	}
	try {
		const publicSite = { DATABASE_PATH: databasePath, PHOTOS_PUBLIC_URL: `${s3.endpoint}/${s3.bucket}` }
		const made = move(publicSite)
		expect(made.status, made.out).toBe(0)
		// 5 sizes in 3 formats for each photo; the first already had its thumb.webp.
		expect(made.out).toContain(`Made 29 sizes for ${s3.endpoint}/${s3.bucket}.`)
		expect(made.out).toContain(`1 photo has no original anywhere and stays as it is: ${lost}`)
		const shown = (id: string) => ['card', 'grid', 'thumb', 'whole', 'whole2x'].flatMap((size) => ['avif', 'jpg', 'webp'].map((format) => `${id}/${size}.${format}`))
		expect(await inBucket()).toEqual([...ids.flatMap((id) => [...shown(id), `${id}/original.jpg`])].sort())
		expect(move(publicSite).out).toContain('Made 0 sizes')
	} finally {
		fs.rmSync(databasePath, { force: true })
	}
})

test('without STORAGE_URL, or with the store down, it stops with a reason and a non-zero exit', async () => {
	const nowhere = move({ STORAGE_URL: '' })
	expect([nowhere.status, nowhere.out]).toEqual([1, expect.stringContaining('Where to? Set STORAGE_URL=s3://')])
	await s3.halt()
	try {
		const down = move()
		expect([down.status, down.out]).toEqual([1, expect.stringContaining('The move stopped: Photos cannot be saved right now.')])
	} finally {
		await s3.resume()
	}
})
