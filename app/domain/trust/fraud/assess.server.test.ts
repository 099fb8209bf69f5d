import fs from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Database } from '#db/database.ts'
import { renderPicture } from '#server/seed/pictures.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing as insertListing, createUser } from '#tests/integration/factories.ts'
import { tempUploadsDir } from '#tests/integration/photos-fixture.ts'
import { acceptUpload } from '../../photos/uploads.server.ts'
import { createListing } from '../../listings/create.server.ts'
import { updateListing } from '../../listings/edit.server.ts'
import type { CreateListingInput } from '../../listings/schema.ts'
import { reportListing } from '../flags.server.ts'
import { assessListingNow } from './assess.server.ts'
import { sweepFraud } from './sweep.server.ts'

let db: Database
let uploadsDir = ''
const DAY_MS = 86_400_000

beforeAll(async () => {
	db = await openTestDatabase()
	uploadsDir = tempUploadsDir()
})
afterAll(() => {
	fs.rmSync(uploadsDir, { recursive: true, force: true })
})

const fields: Omit<CreateListingInput, 'photos'> = {
	title: 'Samsung Galaxy A14 64GB',
	description: 'Clean phone, no cracks, with charger. Meet in town.',
	category: 'electronics',
	price: 1_250_000,
	location: 'Nairobi',
	condition: 'GOOD',
	reason: 'Upgraded',
}

/** An established account (registered two days ago, its phone verified), as most sellers and reporters are. */
async function established(role: 'SELLER' | 'BUYER' = 'SELLER') {
	const user = await createUser(db, { role })
	await db.updateTable('users').set({ registered_at: new Date(Date.now() - 2 * DAY_MS).toISOString(), phone_verified: 1 }).where('id', '=', user.id).execute()
	return user
}

async function upload(userId: number, image: Buffer) {
	return (await acceptUpload(db, { uploadsDir, userId, input: image })).public_id
}

const picture = (i: number) => renderPicture({ shape: 'phone', hue: (i * 53) % 360, seed: i, index: i })

async function listingFor(sellerId: number, overrides: Partial<typeof fields> = {}, images?: Buffer[]) {
	const photos = await Promise.all((images ?? [await picture(sellerId * 2), await picture(sellerId * 2 + 1)]).map((image) => upload(sellerId, image)))
	return createListing(db, { sellerId, uploadsDir, input: { ...fields, ...overrides, photos } })
}

const alertOf = (listingId: number) => db.selectFrom('fraud_alerts').selectAll().where('listing_id', '=', listingId).executeTakeFirst()
const codesOf = async (listingId: number) => (JSON.parse((await alertOf(listingId))?.indicators ?? '[]') as { code: string }[]).map((i) => i.code)

describe('photo hashes', () => {
	test('every upload is hashed, and the hash follows the photo onto the listing', async () => {
		const seller = await established()
		const photo = await acceptUpload(db, { uploadsDir, userId: seller.id, input: await picture(1) })
		expect(photo).not.toHaveProperty('phash')
		const stored = await db.selectFrom('uploads').select('phash').where('public_id', '=', photo.public_id).executeTakeFirstOrThrow()
		expect(stored.phash).toMatch(/^[0-9a-f]{16}$/)
		const second = await upload(seller.id, await picture(2))
		const listing = await createListing(db, { sellerId: seller.id, uploadsDir, input: { ...fields, photos: [photo.public_id, second] } })
		const onListing = await db.selectFrom('listing_photos').select(['cloudinary_id', 'phash']).where('listing_id', '=', listing.id).orderBy('position').execute()
		expect(onListing[0]).toEqual({ cloudinary_id: photo.public_id, phash: stored.phash })
		expect(onListing[1]!.phash).toMatch(/^[0-9a-f]{16}$/)
	})

	test("a flat picture (one colour) gets no hash ('': nothing to compare): it would match every other flat picture", async () => {
		const seller = await established()
		const flat = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } }).jpeg().toBuffer()
		const id = await upload(seller.id, flat)
		expect(await db.selectFrom('uploads').select('phash').where('public_id', '=', id).executeTakeFirstOrThrow()).toEqual({ phash: '' })
	})
})

describe('assessment on create', () => {
	test('an ordinary listing gets a LOW assessment row', async () => {
		const seller = await established()
		const listing = await listingFor(seller.id)
		expect(await alertOf(listing.id)).toMatchObject({ risk_level: 'LOW', risk_score: 0, user_id: seller.id, is_reviewed: 0 })
	})

	test('a scam-worded listing is assessed with the matched words', async () => {
		const seller = await established()
		const listing = await listingFor(seller.id, { description: 'Send deposit first via M-PESA, I deliver by G4S courier. No viewing.' })
		const alert = await alertOf(listing.id)
		expect(alert?.risk_level).not.toBe('LOW')
		expect(await codesOf(listing.id)).toEqual(expect.arrayContaining(['ADVANCE_PAYMENT', 'NO_VIEWING']))
	})

	test('a drafted listing waits: nobody sees it yet', async () => {
		const seller = await established()
		const listing = await listingFor(seller.id, { description: 'Tuma pesa kwanza' })
		await db.updateTable('listings').set({ status: 'DRAFT' }).where('id', '=', listing.id).execute()
		await db.deleteFrom('fraud_alerts').where('listing_id', '=', listing.id).execute()
		expect(await assessListingNow(db, { listingId: listing.id })).toBeNull()
		expect(await alertOf(listing.id)).toBeUndefined()
	})

	test('a price far below five comparable listings is flagged', async () => {
		const others = await established()
		for (const priceCents of [1_200_000, 1_250_000, 1_300_000, 1_350_000, 1_400_000]) await insertListing(db, { sellerId: others.id, priceCents, photos: [] })
		const seller = await established()
		const listing = await listingFor(seller.id, { price: 300_000 })
		expect(await codesOf(listing.id)).toContain('PRICE_FAR_BELOW_MARKET')
		const ordinary = await listingFor(seller.id, { price: 1_200_000 })
		expect(await codesOf(ordinary.id)).not.toContain('PRICE_FAR_BELOW_MARKET')
	})
})

describe('assessment after an edit', () => {
	test('new scam wording is found when the listing is edited', async () => {
		const seller = await established()
		const listing = await listingFor(seller.id)
		expect(await codesOf(listing.id)).toEqual([])
		await updateListing(db, { listingId: listing.id, actor: { id: seller.id, role: 'SELLER' }, fields: { description: 'Tuma pesa kwanza, then I send by G4S.' } })
		expect(await codesOf(listing.id)).toContain('ADVANCE_PAYMENT')
	})

	test("a detection failure is logged and never fails the user's request", async () => {
		const broken = await openTestDatabase()
		const seller = await createUser(broken)
		const photos = [await picture(70), await picture(71)]
		const ids = []
		for (const image of photos) ids.push((await acceptUpload(broken, { uploadsDir, userId: seller.id, input: image })).public_id)
		await broken.schema.dropTable('fraud_alerts').execute()
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		try {
			const listing = await createListing(broken, { sellerId: seller.id, uploadsDir, input: { ...fields, photos: ids } })
			expect(listing).toMatchObject({ status: 'PENDING_APPROVAL' })
			expect(logged).toHaveBeenCalledWith(`fraud assessment of listing ${listing.id} failed:`, expect.anything())
		} finally {
			logged.mockRestore()
			await broken.destroy()
		}
	})
})

describe('photos seen before', () => {
	test("another seller's resized, recompressed copy is flagged with both photos as evidence; the seller's own is not", async () => {
		const owner = await established()
		const original = await renderPicture({ shape: 'sofa', hue: 200, seed: 91, index: 3 })
		const first = await listingFor(owner.id, {}, [original, await picture(90)])
		const copy = await sharp(original).resize(500).jpeg({ quality: 45 }).toBuffer()

		const again = await listingFor(owner.id, {}, [copy, await picture(92)])
		expect(await codesOf(again.id)).not.toContain('PHOTO_SEEN_BEFORE')

		const thief = await established()
		const stolen = await listingFor(thief.id, {}, [copy, await picture(93)])
		expect(await codesOf(stolen.id)).toContain('PHOTO_SEEN_BEFORE')
		const metadata = JSON.parse((await alertOf(stolen.id))!.metadata) as { photoMatches: { listingId: number; sellerId: number; copyOf: string }[] }
		const originalId = await db.selectFrom('listing_photos').select('cloudinary_id').where('listing_id', '=', first.id).where('position', '=', 0).executeTakeFirstOrThrow()
		expect(metadata.photoMatches).toEqual(expect.arrayContaining([expect.objectContaining({ listingId: first.id, sellerId: owner.id, copyOf: originalId.cloudinary_id })]))
	})

	test('a copy a bit off in every one of the four bands of its hash is found; one 7 bits off is not the same photo', async () => {
		const withHash = async (sellerId: number, phash: string) => {
			const listing = await insertListing(db, { sellerId, status: 'PENDING_APPROVAL', photos: [] })
			await db.insertInto('listing_photos').values({ listing_id: listing.id, cloudinary_id: 'b'.repeat(24), phash }).execute()
			return listing.id
		}
		const owner = await established()
		const first = await withHash(owner.id, '0123456789abcdef')
		const thief = await established()
		// One bit changed in each 4-hex-digit band (4 bits in all), then 7 bits (two bands with two).
		const copy = await withHash(thief.id, '1123556789bbcdee')
		const farther = await withHash(thief.id, '3123756789bbcdec')
		expect(await assessListingNow(db, { listingId: copy })).toMatchObject({ indicators: expect.arrayContaining([expect.objectContaining({ code: 'PHOTO_SEEN_BEFORE' })]) })
		const metadata = JSON.parse((await alertOf(copy))!.metadata) as { photoMatches: { listingId: number }[] }
		expect(metadata.photoMatches).toEqual([expect.objectContaining({ listingId: first })])
		await assessListingNow(db, { listingId: farther })
		expect(await codesOf(farther)).not.toContain('PHOTO_SEEN_BEFORE')
	})
})

describe('admin alerts', () => {
	test('a HIGH listing raises one admin alert, not one per assessment', async () => {
		const seller = await established()
		const listing = await listingFor(seller.id, { description: 'Tuma pesa kwanza, deposit first. No viewing, G4S courier only. Paybill 247247 account 0712345678' })
		expect(['HIGH', 'CRITICAL']).toContain((await alertOf(listing.id))?.risk_level)
		await assessListingNow(db, { listingId: listing.id })
		const alerts = await db.selectFrom('admin_alerts').select(['title', 'severity']).where('title', 'like', `%listing #${listing.id}`).execute()
		expect(alerts).toHaveLength(1)
		expect(await db.selectFrom('fraud_alerts').select('id').where('listing_id', '=', listing.id).execute()).toHaveLength(1)
	})
})

describe('reports', () => {
	const report = (listingId: number, reporterId: number) =>
		reportListing(db, { listingId, viewer: { id: reporterId, role: 'BUYER' }, reason: 'misleading_description', description: 'Asked for a deposit' })
	/** The buyer pressed Contact on the listing: they dealt with its seller. */
	const contact = (listingId: number, userId: number) => db.insertInto('user_actions').values({ user_id: userId, listing_id: listingId, action_type: 'CONTACT_SELLER' }).execute()
	const statusOf = async (listingId: number) => (await db.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow()).status

	async function reportedBy(reporters: { id: number }[], { contacted = true } = {}) {
		const seller = await established()
		const listing = await insertListing(db, { sellerId: seller.id, status: 'PUBLISHED' })
		for (const reporter of reporters) {
			if (contacted) await contact(listing.id, reporter.id)
			await report(listing.id, reporter.id)
		}
		return db.selectFrom('listings').select('status').where('id', '=', listing.id).executeTakeFirstOrThrow()
	}

	test('a scam listing reported by three established buyers who contacted the seller is hidden until an admin looks', async () => {
		const reporters = [await established('BUYER'), await established('BUYER'), await established('BUYER')]
		expect(await reportedBy(reporters)).toEqual({ status: 'PENDING_APPROVAL' })
		const log = await db.selectFrom('moderation_logs').select(['action', 'to_status']).where('action', '=', 'HIDE_FOR_REPORTS').execute()
		expect(log).toContainEqual({ action: 'HIDE_FOR_REPORTS', to_status: 'PENDING_APPROVAL' })
	})

	test('three new accounts do not', async () => {
		const reporters = [await createUser(db, { role: 'BUYER' }), await createUser(db, { role: 'BUYER' }), await createUser(db, { role: 'BUYER' })]
		expect(await reportedBy(reporters)).toEqual({ status: 'PUBLISHED' })
	})

	test('three established accounts that never dealt with the seller hide none of their 15 listings (the attack of issue 21)', async () => {
		const seller = await established()
		const listings = await Promise.all(Array.from({ length: 15 }, () => insertListing(db, { sellerId: seller.id, status: 'PUBLISHED' })))
		const reporters = [await established('BUYER'), await established('BUYER'), await established('BUYER')]
		for (const listing of listings) for (const reporter of reporters) await report(listing.id, reporter.id)
		expect(await Promise.all(listings.map((l) => statusOf(l.id)))).toEqual(listings.map(() => 'PUBLISHED'))
		const open = await db.selectFrom('flags').select('id').where('status', '=', 'PENDING').where('listing_id', 'in', listings.map((l) => l.id)).execute()
		expect(open).toHaveLength(45)
	})

	test('even after contacting the seller, a group reporting at once hides at most 3 of one seller’s listings a day; the rest stay up for admins', async () => {
		const seller = await established()
		const listings = await Promise.all(Array.from({ length: 15 }, () => insertListing(db, { sellerId: seller.id, status: 'PUBLISHED' })))
		const reporters = [await established('BUYER'), await established('BUYER'), await established('BUYER')]
		for (const reporter of reporters) await contact(listings[0]!.id, reporter.id)
		await Promise.all(listings.flatMap((l) => reporters.map((r) => report(l.id, r.id))))
		await Promise.all(listings.map((l) => assessListingNow(db, { listingId: l.id })))
		const statuses = await Promise.all(listings.map((l) => statusOf(l.id)))
		expect(statuses.filter((s) => s === 'PENDING_APPROVAL')).toHaveLength(3)
		expect(statuses.filter((s) => s === 'PUBLISHED')).toHaveLength(12)
		const alerts = await db.selectFrom('fraud_alerts').select('listing_id').where('listing_id', 'in', listings.map((l) => l.id)).execute()
		expect(alerts).toHaveLength(15)
	})

	test('a seller with a clean record (90 days, 3 sales, nothing upheld) needs five buyers’ reports, not three', async () => {
		const seller = await established()
		await db.updateTable('users').set({ registered_at: new Date(Date.now() - 100 * DAY_MS).toISOString() }).where('id', '=', seller.id).execute()
		for (let i = 0; i < 3; i++) await insertListing(db, { sellerId: seller.id, status: 'SOLD' })
		const listing = await insertListing(db, { sellerId: seller.id, status: 'PUBLISHED' })
		const reporters = await Promise.all(Array.from({ length: 5 }, () => established('BUYER')))
		for (const [i, reporter] of reporters.entries()) {
			await contact(listing.id, reporter.id)
			await report(listing.id, reporter.id)
			expect(await statusOf(listing.id)).toBe(i < 4 ? 'PUBLISHED' : 'PENDING_APPROVAL')
		}
	})

	test('once approved again, the same reports do not hide it a second time', async () => {
		const reporters = [await established('BUYER'), await established('BUYER'), await established('BUYER')]
		const seller = await established()
		const listing = await insertListing(db, { sellerId: seller.id, status: 'PUBLISHED' })
		for (const r of reporters) {
			await contact(listing.id, r.id)
			await report(listing.id, r.id)
		}
		expect(await statusOf(listing.id)).toBe('PENDING_APPROVAL')
		await db.updateTable('listings').set({ status: 'PUBLISHED' }).where('id', '=', listing.id).execute()
		await assessListingNow(db, { listingId: listing.id })
		expect(await statusOf(listing.id)).toBe('PUBLISHED')
	})
})

describe('fraud sweep', () => {
	test('assesses listings never assessed or changed since, and leaves the rest', async () => {
		const seller = await established()
		const fresh = await insertListing(db, { sellerId: seller.id, status: 'PENDING_APPROVAL', description: 'Deposit first please', photos: [] })
		await sweepFraud(db)
		expect(await alertOf(fresh.id)).toMatchObject({ listing_id: fresh.id })
		const assessedAt = (await alertOf(fresh.id))!.assessed_at
		await db.updateTable('listings').set({ updated_at: new Date(Date.now() + 1000).toISOString() }).where('id', '=', fresh.id).execute()
		await sweepFraud(db)
		expect((await alertOf(fresh.id))!.assessed_at! > assessedAt!).toBe(true)
	})
})
