import {
	DeleteObjectCommand,
	DeleteObjectsCommand,
	GetObjectCommand,
	HeadObjectCommand,
	ListObjectsV2Command,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from '@aws-sdk/client-s3'
import { StoreUnavailable, type ObjectStore } from './object-store.server.ts'
import type { StorageLocation } from './storage-url.ts'

/** A photo's bytes never change under its key: browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

function statusOf(error: unknown) {
	return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined
}

/** Runs one call; a store that is down, unreachable or refusing becomes StoreUnavailable (a 503), whatever the SDK said. */
async function call<T>(work: () => Promise<T>, expected: (status: number | undefined) => T | undefined = () => undefined): Promise<T> {
	try {
		return await work()
	} catch (error) {
		const answer = expected(statusOf(error))
		if (answer !== undefined) return answer
		// What the operator needs to see: down, a wrong endpoint or bucket (NoSuchBucket), refused credentials.
		console.error(`Photo store: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`)
		throw new StoreUnavailable()
	}
}

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, Garage, Ceph), shared by every instance. Credentials come from the
 * SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role). A store that does not
 * answer fails fast: one retry, 3 s to connect.
 */
export function createS3Store({ bucket, endpoint, region }: StorageLocation): ObjectStore {
	const client = new S3Client({
		region,
		endpoint,
		// Self-hosted stores (MinIO, Garage, Ceph) answer at one address for every bucket.
		forcePathStyle: endpoint !== undefined,
		maxAttempts: 2,
		requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
	})
	return {
		remote: true,
		async read(key) {
			return call(
				async () => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray()),
				(status) => (status === 404 ? null : undefined),
			)
		},
		async write(key, data, contentType) {
			await call(() => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType, CacheControl: IMMUTABLE })))
		},
		async createOnly(key, data) {
			// If-None-Match: * is S3's compare-and-swap: of instances racing for a key, exactly one gets it.
			return call(
				async () => {
					await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, IfNoneMatch: '*' }))
					return true
				},
				(status) => (status === 412 || status === 409 ? false : undefined),
			)
		},
		async describe(key) {
			return call(
				async () => {
					const { ContentLength = 0, ETag = '' } = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
					// A single PUT's ETag is the MD5 of its bytes (S3, MinIO, Garage, Ceph), in quotes.
					return { bytes: ContentLength, md5: ETag.replaceAll('"', '') }
				},
				(status) => (status === 404 ? null : undefined),
			)
		},
		async age(key) {
			return call(
				async () => {
					const { LastModified } = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
					return LastModified ? Date.now() - LastModified.getTime() : 0
				},
				(status) => (status === 404 ? null : undefined),
			)
		},
		async remove(key) {
			await call(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })))
		},
		async removeAll(prefix) {
			for (;;) {
				const { Contents = [] } = await call(() => client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 })))
				const keys = Contents.flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
				if (keys.length === 0) return
				await call(() => client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } })))
			}
		},
	}
}
