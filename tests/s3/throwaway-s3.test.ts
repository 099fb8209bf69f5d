import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '../../scripts/free-port.ts'
import { startThrowawayS3, type ThrowawayS3 } from './throwaway-s3.ts'

const PHOTO = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 254, 255, 0xff, 0xd9])
const IMMUTABLE = 'public, max-age=31536000, immutable'

describe('a throwaway S3 server (Ceph radosgw)', () => {
	let s3: ThrowawayS3
	let client: S3Client
	let port: number

	beforeAll(async () => {
		port = await freePort()
		s3 = await startThrowawayS3({ port })
		// One attempt: a store that is down fails the request at once instead of after the SDK's retries.
		client = new S3Client({
			endpoint: s3.endpoint,
			region: s3.region,
			forcePathStyle: true,
			maxAttempts: 1,
			credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
		})
	})
	afterAll(async () => {
		client?.destroy()
		await s3?.stop()
	})

	test('says where it is as a STORAGE_URL', () => {
		expect(s3.storageUrl).toBe(`s3://soko-photos?endpoint=http://127.0.0.1:${port}&region=us-east-1`)
	})

	test('gives back the bytes, type and caching an object was stored with', async () => {
		await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'a/photo.jpg', Body: PHOTO, ContentType: 'image/jpeg', CacheControl: IMMUTABLE }))
		const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/photo.jpg' }))
		expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(PHOTO)
		expect(got.ContentType).toBe('image/jpeg')
		expect(got.CacheControl).toBe(IMMUTABLE)
	})

	test('answers 404 NotFound for a key it does not hold', async () => {
		const error = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'a/missing.jpg' })).catch((caught: unknown) => caught)
		expect(error).toMatchObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } })
	})

	test('refuses with 412 to create a key that exists, keeping the first body', async () => {
		const second = new PutObjectCommand({ Bucket: s3.bucket, Key: 'a/photo.jpg', Body: 'another', IfNoneMatch: '*' })
		const error = await client.send(second).catch((caught: unknown) => caught)
		expect(error).toMatchObject({ name: 'PreconditionFailed', $metadata: { httpStatusCode: 412 } })
		const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/photo.jpg' }))
		expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(PHOTO)
	})

	test('halted, refuses connections at once; resumed, still holds what it had', async () => {
		await s3.halt()
		const started = performance.now()
		const error = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'a/photo.jpg' })).catch((caught: unknown) => caught)
		expect(error).toMatchObject({ code: 'ECONNREFUSED' })
		expect(performance.now() - started).toBeLessThan(1_000)

		await s3.resume()
		const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'a/photo.jpg' }))
		expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(PHOTO)
	})

	test('stopped, leaves no daemon running', async () => {
		const pids = s3.pids()
		expect(pids).toHaveLength(3)
		await s3.stop()
		expect(pids.filter((pid) => isRunning(pid))).toEqual([])
	})
})

function isRunning(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}
