import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { deletePhoto, photoVariantFile, storePhoto } from '#app/domain/photos/photos.server.ts'
import { StoreUnavailable } from '#app/domain/photos/store/object-store.server.ts'
import { freePort } from '../../scripts/free-port.ts'
import { startThrowawayS3, type ThrowawayS3 } from './throwaway-s3.ts'

/*
 * Issue 27, in one process: photos in a bucket (STORAGE_URL), each "instance" a different UPLOADS_DIR. An instance's
 * copies of a photo deleted elsewhere stop being served within the hour; deleting a photo deletes its objects.
 */
let s3: ThrowawayS3
let client: S3Client
const dirs = { a: '', b: '' }

beforeAll(async () => {
	s3 = await startThrowawayS3({ port: await freePort() })
	// Read once, on the first photo call: this file's module copy uses the bucket.
	Object.assign(process.env, { STORAGE_URL: s3.storageUrl, AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey })
	client = new S3Client({
		endpoint: s3.endpoint,
		region: s3.region,
		forcePathStyle: true,
		credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
	})
	dirs.a = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-copies-a-'))
	dirs.b = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-copies-b-'))
})

afterAll(async () => {
	vi.useRealTimers()
	for (const name of ['STORAGE_URL', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) delete process.env[name]
	client?.destroy()
	await s3?.stop()
	for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true })
})

async function newPhoto(background: string) {
	const input = await sharp({ create: { width: 640, height: 480, channels: 3, background } }).jpeg().toBuffer()
	return (await storePhoto({ uploadsDir: dirs.a, input })).public_id
}

async function keys(id: string) {
	const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${id}/` }))
	return Contents.map((object) => object.Key).sort()
}

test('a copy of a photo deleted from the bucket is served for at most an hour, then deleted here too', async () => {
	const id = await newPhoto('#2a7')
	const copy = await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'thumb', format: 'webp' })
	expect(copy).toBe(path.resolve(dirs.b, id, 'thumb.webp'))
	// Another instance's sweep deletes the photo.
	for (const key of await keys(id)) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))

	vi.useFakeTimers({ toFake: ['performance'] })
	try {
		expect(await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'thumb', format: 'webp' })).toBe(copy)
		vi.advanceTimersByTime(61 * 60 * 1000)
		expect(await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'thumb', format: 'webp' })).toBeNull()
		expect(fs.existsSync(path.join(dirs.b, id))).toBe(false)
	} finally {
		vi.useRealTimers()
	}
})

test('with the bucket down, copies are served as they are and a size nobody made is a StoreUnavailable (503)', async () => {
	const id = await newPhoto('#c33')
	const copy = await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'grid', format: 'avif' })
	await s3.halt()
	vi.useFakeTimers({ toFake: ['performance'] })
	try {
		vi.advanceTimersByTime(61 * 60 * 1000)
		expect(await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'grid', format: 'avif' })).toBe(copy)
		await expect(photoVariantFile({ uploadsDir: dirs.b, id, variant: 'card', format: 'webp' })).rejects.toBeInstanceOf(StoreUnavailable)
		await expect(newPhoto('#345')).rejects.toBeInstanceOf(StoreUnavailable)
	} finally {
		vi.useRealTimers()
		await s3.resume()
	}
})

test('deleting a photo deletes its original and every size in the bucket, and the copies of the instance that does it', async () => {
	const id = await newPhoto('#17a')
	await photoVariantFile({ uploadsDir: dirs.a, id, variant: 'thumb', format: 'jpg' })
	expect(await keys(id)).toEqual([`${id}/original.jpg`, `${id}/thumb.jpg`])
	await deletePhoto({ uploadsDir: dirs.a, id })
	expect(await keys(id)).toEqual([])
	expect(fs.existsSync(path.join(dirs.a, id))).toBe(false)
})

test('a photo the database does not know is not looked for in the bucket; a known one is fetched from it', async () => {
	const id = await newPhoto('#5b2')
	const asked: string[] = []
	const known = (answer: boolean) => async () => (asked.push(id), answer)
	// In the bucket, yet unknown (a made-up id as the server sees one): refused before the bucket is read.
	expect(await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'card', format: 'jpg', known: known(false) })).toBeNull()
	expect(await keys(id)).toEqual([`${id}/original.jpg`])
	expect(await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'card', format: 'jpg', known: known(true) })).toBe(path.resolve(dirs.b, id, 'card.jpg'))
	// This instance's copy now answers without the question.
	expect(await photoVariantFile({ uploadsDir: dirs.b, id, variant: 'card', format: 'jpg', known: known(false) })).toBe(path.resolve(dirs.b, id, 'card.jpg'))
	expect(asked).toHaveLength(2)
})
