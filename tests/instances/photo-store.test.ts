import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3'
import type pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startThrowawayServer, type ThrowawayServer } from '../../scripts/throwaway-server.ts'
import type { startThrowawayPostgres } from '../postgres/throwaway-postgres.ts'
import { startThrowawayS3, type ThrowawayS3 } from '../s3/throwaway-s3.ts'
import { freePort } from '../../scripts/free-port.ts'
import { api, photoForm, request, sellerWithListing, startSharedPostgres, startTwoInstances } from './instance-fixtures.ts'
import { STORE_DOWN_MESSAGE } from '#app/domain/photos/store/object-store.server.ts'
import { PHOTO_FORMATS, type PhotoFormat } from '#app/domain/photos/photos.server.ts'

/*
 * Issue 27: two app processes with different disks (no shared UPLOADS_DIR) and one S3-protocol store (Ceph radosgw on
 * 127.0.0.1) serve each other's photos; a store that is down refuses uploads with a clear 503 and the photos an
 * instance already holds are still served.
 */
let postgres: ReturnType<typeof startThrowawayPostgres>
let database: pg.Client
let s3: ThrowawayS3
let a: ThrowawayServer
let b: ThrowawayServer
let env: Record<string, string>
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-store-'))

beforeAll(async () => {
	;[{ postgres, database }, s3] = await Promise.all([startSharedPostgres(), freePort().then((port) => startThrowawayS3({ port }))])
	env = {
		NODE_ENV: 'production',
		SESSION_SECRET: 'photo-store-test-secret',
		MPESA_MODE: 'simulator',
		DATABASE_URL: `${postgres.url}/soko`,
		DATABASE_POOL_SIZE: '5',
		SEED_DEMO: 'false',
		STORAGE_URL: s3.storageUrl,
		AWS_ACCESS_KEY_ID: s3.accessKeyId,
		AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
	}
	// Each instance's UPLOADS_DIR is its own folder (the throwaway server puts it under the instance's).
	;[a, b] = await startTwoInstances({ workDir, env })
})

afterAll(async () => {
	await Promise.all([a?.stop(), b?.stop()])
	await database?.end()
	postgres?.stop()
	await s3?.stop()
	fs.rmSync(workDir, { recursive: true, force: true })
})

async function inStore<T>(work: (client: S3Client) => Promise<T>) {
	const client = new S3Client({
		endpoint: s3.endpoint,
		region: s3.region,
		forcePathStyle: true,
		credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
	})
	try {
		return await work(client)
	} finally {
		client.destroy()
	}
}

async function keysInStore(prefix: string) {
	const { Contents = [] } = await inStore((client) => client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix })))
	return Contents.map((object) => object.Key).sort()
}

async function photo(server: ThrowawayServer, file: string) {
	const res = await fetch(`${server.url}/photos/${file}`)
	return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), bytes: Buffer.from(await res.arrayBuffer()) }
}

let photos: string[] = []

test('a photo uploaded through one instance is cropped, resized and shown by the other, which has none of it on disk', async () => {
	;({ photos } = await sellerWithListing(a, {
		seller: { email: 'store@example.com', phone: '0712000222', name: 'Object Store Shop' },
		title: 'Samsung A15 on object storage',
		description: 'Listed through one instance, seen through another.',
		database,
	}))
	const [first] = photos as [string]
	expect(await keysInStore(`${first}/`)).toEqual([`${first}/original.jpg`])
	expect(fs.existsSync(path.join(workDir, 'b', 'uploads', first))).toBe(false)

	// The 800x600 upload, cropped to the card's 400x300 and the gallery's 600x400 by the instance that never saw it.
	const thumb = await photo(b, `${first}/thumb.webp`)
	expect([thumb.status, thumb.type, thumb.cache]).toEqual([200, 'image/webp', 'public, max-age=31536000, immutable'])
	expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 })
	const gallery = await photo(b, `${first}/gallery.avif`)
	expect(await sharp(gallery.bytes).metadata()).toMatchObject({ format: 'heif', width: 600, height: 400 })

	// Made once, kept in the store: the first instance serves the same bytes without making them again.
	expect(await keysInStore(`${first}/`)).toEqual([`${first}/gallery.avif`, `${first}/original.jpg`, `${first}/thumb.webp`])
	const fromA = await photo(a, `${first}/thumb.webp`)
	expect(fromA.bytes.equals(thumb.bytes)).toBe(true)
})

test('both instances asking for a new size at the same moment: it is made once and both serve it', async () => {
	const [, second] = photos as [string, string]
	const [fromA, fromB] = await Promise.all([photo(a, `${second}/card.jpg`), photo(b, `${second}/card.jpg`)])
	expect([fromA.status, fromB.status]).toEqual([200, 200])
	expect(fromA.bytes.equals(fromB.bytes)).toBe(true)
	expect(await keysInStore(`${second}/card`)).toEqual([`${second}/card.jpg`])
})

test('with the store down an upload is a clear 503 and what an instance holds is still served; back up, uploads work', async () => {
	const registered = await api<{ token: string }>(a, '/api/auth/register', {
		body: { email: 'down@example.com', phone: '0712000333', password: 'secret123', role: 'BUYER', name: 'Down Day' },
	})
	expect(registered.status).toBe(201)
	const [first] = photos as [string]
	await s3.halt()
	try {
		const refused = await api<{ message: string }>(a, '/api/upload-image', { token: registered.body.token, body: await photoForm('#456') })
		expect([refused.status, refused.body]).toEqual([503, { message: STORE_DOWN_MESSAGE }])
		// b made both sizes, a fetched the card's from the store: each keeps its copies.
		expect((await photo(b, `${first}/gallery.avif`)).status).toBe(200)
		expect((await photo(a, `${first}/thumb.webp`)).status).toBe(200)
		// A size neither instance holds can't be made without the original: try again later, never cached.
		const missing = await photo(b, `${first}/full.webp`)
		expect([missing.status, missing.cache]).toEqual([503, 'no-store'])
	} finally {
		await s3.resume()
	}
	const accepted = await api<{ public_id: string }>(a, '/api/upload-image', { token: registered.body.token, body: await photoForm('#456') })
	expect(accepted.status).toBe(201)
	expect((await photo(b, `${accepted.body.public_id}/thumb.jpg`)).status).toBe(200)
})

test('with PHOTOS_PUBLIC_URL, pages link the sizes they show to the bucket, which holds each from the upload on', async () => {
	// The bucket readable by anyone, as a public bucket or a CDN's origin is.
	const policy = { Version: '2012-10-17', Statement: [{ Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `arn:aws:s3:::${s3.bucket}/*` }] }
	await inStore((client) => client.send(new PutBucketPolicyCommand({ Bucket: s3.bucket, Policy: JSON.stringify(policy) })))
	const publicBase = `${s3.endpoint}/${s3.bucket}`
	const c = await startThrowawayServer({ dir: path.join(workDir, 'c'), port: await freePort(), env: { ...env, PHOTOS_PUBLIC_URL: publicBase } })
	try {
		const { token, photos: [cover] } = await sellerWithListing(c, {
			seller: { email: 'public@example.com', phone: '0712000444', name: 'Public Photos Shop' },
			title: 'Samsung A25 with photos on a CDN',
			description: 'Its photos come straight from the bucket.',
			database,
		})
		const shown = ['card', 'grid', 'thumb', 'whole', 'whole2x'].flatMap((size) => ['avif', 'jpg', 'webp'].map((format) => `${cover}/${size}.${format}`))
		expect(await keysInStore(`${cover}/`)).toEqual([...shown, `${cover}/original.jpg`].sort())

		const page = await request(c, '/seller-dashboard', { token })
		expect(page.status).toBe(200)
		expect(page.headers.get('content-security-policy')).toContain(`img-src 'self' data: blob: ${new URL(publicBase).origin};`)
		const addresses = [...page.text.matchAll(/ (?:src|srcSet|srcset)="([^"]+)"/g)]
			.flatMap(([, value]) => value!.split(', ').map((candidate) => candidate.split(' ')[0]!))
			.filter((address) => address.includes(cover!))
		expect(addresses.length).toBeGreaterThanOrEqual(3)
		for (const address of addresses) {
			expect(address.startsWith(`${publicBase}/${cover}/`)).toBe(true)
			// Straight from the bucket, without credentials: no byte of it passes through Soko.
			const res = await fetch(address)
			const format = address.split('.').pop() as PhotoFormat
			expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([200, PHOTO_FORMATS[format], 'public, max-age=31536000, immutable'])
		}
	} finally {
		await c.stop()
	}
})
