import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as apiListings from '#app/routes/api.listings.ts'
import * as sellNew from '#app/routes/sell.new.tsx'
import * as apiOffers from '#app/routes/api.offers.ts'
import * as listingPage from '#app/routes/listing.tsx'
import * as alertsApi from '#app/routes/api.buyer.alerts.ts'
import type { AppContext } from '#app/context.ts'
import { ALERT_WORDS, BUYER_PLANS } from '#app/domain/alerts/plan.ts'
import { RATE_LIMITS } from '#app/domain/limits/rate-limits.server.ts'
import { call, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { outbox } from './offer-fixtures.ts'
import { createUploadsContext, removeUploads } from './photos-fixture.ts'
import { formPost, session } from './trust-helpers.ts'

/** Issue 21 §2c: abuse that costs someone money or time, each stopped by a limit that holds under parallel requests. */

const DAY_MS = 86_400_000
let context: AppContext

beforeEach(async () => {
	context = await createUploadsContext()
})
afterEach(() => removeUploads(context))

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort()
const count = (status: number, responses: Response[]) => responses.filter((r) => r.status === status).length
const rowCount = async (table: 'listings' | 'offers' | 'alerts', where: { column: 'seller_id' | 'buyer_id'; id: number }) =>
	(await context.db.selectFrom(table).select('id').where(where.column, '=', where.id).execute()).length

describe('listings per seller per day', () => {
	const LIMIT = RATE_LIMITS.listingsPerSeller.limit

	/** Two of the seller's uploads, as the photo upload would have stored them (ids from two hex digits of one's own). */
	async function uploadsOf(userId: number, digits: [string, string]) {
		const ids = digits.map((c) => c.repeat(24))
		await context.db.insertInto('uploads').values(ids.map((public_id) => ({ public_id, user_id: userId, bytes: 1000, width: 800, height: 600 }))).execute()
		return ids
	}

	const body = (photos: string[]) => ({
		title: 'Tecno Spark 10 64GB',
		description: 'New in box',
		category: 'electronics',
		price: 12500,
		location: 'Nairobi',
		condition: 'NEW',
		reason: 'Stock',
		photos,
	})

	test(`a script posting at once gets ${LIMIT} listings in, the rest a 429 with the wait; the form then says so too`, async () => {
		const seller = await session(context, 'SELLER')
		const photos = await uploadsOf(seller.id, ['a', 'b'])
		const post = () => call(apiListings.action, context, jsonRequest('/api/listings', body(photos), { token: seller.token }))
		const answers = await Promise.all(Array.from({ length: LIMIT + 5 }, post))
		expect(count(201, answers)).toBe(LIMIT)
		expect(count(429, answers)).toBe(5)
		expect(await answers.find((r) => r.status === 429)!.json()).toEqual({ message: 'Too many attempts. Please wait 24 hours and try again.' })
		expect(await rowCount('listings', { column: 'seller_id', id: seller.id })).toBe(LIMIT)

		const form = new FormData()
		for (const [name, value] of Object.entries({ ...body([]), price: '12500', intent: 'create' })) if (typeof value === 'string') form.append(name, value)
		for (const id of photos) form.append('photos', id)
		const page = await call(sellNew.action, context, new Request('http://localhost/sell/new', { method: 'POST', body: form, headers: { cookie: `__session=${seller.token}` } }))
		expect(page.status).toBe(429)
		expect((await page.json()).error).toEqual({ '': ['Too many attempts. Please wait 24 hours and try again.'] })

		// Another seller is not held back by this one.
		const other = await session(context, 'SELLER')
		const ids = await uploadsOf(other.id, ['c', 'd'])
		expect((await call(apiListings.action, context, jsonRequest('/api/listings', body(ids), { token: other.token }))).status).toBe(201)
	})
})

describe('offers and offer mails per buyer–seller pair', () => {
	async function parties(listings: number) {
		const seller = await createUser(context.db, { role: 'SELLER', notifyBy: 'EMAIL' })
		const buyer = await session(context, 'BUYER')
		const ids = await Promise.all(Array.from({ length: listings }, () => createListing(context.db, { sellerId: seller.id }).then((l) => l.id)))
		return { seller, buyer, ids }
	}
	const offer = (listingId: number, token: string, amount = 10_000) =>
		call(apiOffers.action, context, jsonRequest('/api/offers', { listing_id: listingId, amount, message: 'Lipa pole pole?' }, { token }))
	const mailsTo = async (email: string) => (await outbox(context.db)).filter((m) => m.to_address === email)

	test(`one buyer sending offers on many of a seller's listings at once: ${RATE_LIMITS.offersPerPair.limit} go through, the seller gets ${RATE_LIMITS.offerMailsPerPair.limit} mails`, async () => {
		const { seller, buyer, ids } = await parties(RATE_LIMITS.offersPerPair.limit + 5)
		const answers = await Promise.all(ids.map((id) => offer(id, buyer.token)))
		expect(count(201, answers)).toBe(RATE_LIMITS.offersPerPair.limit)
		expect(count(429, answers)).toBe(5)
		expect(await answers.find((r) => r.status === 429)!.json()).toEqual({ message: 'Too many attempts. Please wait 24 hours and try again.' })
		expect(await rowCount('offers', { column: 'buyer_id', id: buyer.id })).toBe(RATE_LIMITS.offersPerPair.limit)
		expect(await mailsTo(seller.email)).toHaveLength(RATE_LIMITS.offerMailsPerPair.limit)
		// Another buyer's offer still reaches the seller's inbox.
		const other = await session(context, 'BUYER')
		expect((await offer(ids[0]!, other.token)).status).toBe(201)
		expect(await mailsTo(seller.email)).toHaveLength(RATE_LIMITS.offerMailsPerPair.limit + 1)
	})

	test(`on one listing a buyer makes ${RATE_LIMITS.offersPerListing.limit} offers a day; the next is a 429 and its form says so`, async () => {
		const { buyer, ids } = await parties(2)
		for (let i = 0; i < RATE_LIMITS.offersPerListing.limit; i++) expect((await offer(ids[0]!, buyer.token, 10_000 + i)).status).toBe(201)
		expect((await offer(ids[0]!, buyer.token)).status).toBe(429)
		const form = await call(listingPage.action, context, formPost(`/listings/${ids[0]}`, { intent: 'offer', amount: '12000', message: '' }, buyer.token), { id: String(ids[0]) })
		expect(form.status).toBe(429)
		expect((await form.json()).error).toEqual({ '': ['Too many attempts. Please wait 24 hours and try again.'] })
		expect((await offer(ids[1]!, buyer.token)).status).toBe(201)
	})
})

describe('contact reveals per account per hour', () => {
	async function sellersListings(n: number) {
		return Promise.all(
			Array.from({ length: n }, async () => {
				const seller = await createUser(context.db, { role: 'SELLER' })
				return (await createListing(context.db, { sellerId: seller.id })).id
			}),
		)
	}
	const contact = (listingId: number, token: string) =>
		call(listingPage.action, context, formPost(`/listings/${listingId}`, { intent: 'contact' }, token), { id: String(listingId) })

	test(`a new account harvesting 60 sellers' numbers at once gets ${RATE_LIMITS.contactRevealsNewAccount.limit}; the rest a 429 with the wait and no number`, async () => {
		const listings = await sellersListings(60)
		const harvester = await session(context, 'BUYER')
		const answers = await Promise.all(listings.map((id) => contact(id, harvester.token)))
		expect(count(200, answers)).toBe(RATE_LIMITS.contactRevealsNewAccount.limit)
		expect(statuses(answers).filter((s) => s !== 200)).toEqual(Array(50).fill(429))
		const refused = await answers.find((r) => r.status === 429)!.json()
		expect(refused).toEqual({ contact: null, firstContact: false, error: 'Too many attempts. Please wait 1 hour and try again.' })
		const revealed = await context.db.selectFrom('user_actions').select('id').where('user_id', '=', harvester.id).where('action_type', '=', 'CONTACT_SELLER').execute()
		expect(revealed).toHaveLength(RATE_LIMITS.contactRevealsNewAccount.limit)
	})

	test(`an account older than a day reveals ${RATE_LIMITS.contactReveals.limit} sellers an hour; a seller already revealed costs nothing again`, async () => {
		const listings = await sellersListings(RATE_LIMITS.contactReveals.limit + 1)
		const buyer = await session(context, 'BUYER')
		await context.db.updateTable('users').set({ registered_at: new Date(Date.now() - 2 * DAY_MS).toISOString() }).where('id', '=', buyer.id).execute()
		const answers = await Promise.all(listings.slice(0, -1).map((id) => contact(id, buyer.token)))
		expect(count(200, answers)).toBe(RATE_LIMITS.contactReveals.limit)
		expect((await contact(listings[0]!, buyer.token)).status).toBe(200)
		expect((await contact(listings.at(-1)!, buyer.token)).status).toBe(429)
	})
})

describe("the free plan's alert limit under parallel creation", () => {
	test(`ten alerts created at once: exactly ${BUYER_PLANS.BASIC.maxAlerts}, the others refused with the plan's message`, async () => {
		const buyer = await session(context, 'BUYER')
		const create = (i: number) =>
			call(alertsApi.action, context, jsonRequest('/api/buyer/alerts', { name: `Phone ${i}`, keywords: ['phone'], categories: ['electronics'] }, { token: buyer.token }))
		const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => create(i)))
		expect(count(201, answers)).toBe(BUYER_PLANS.BASIC.maxAlerts)
		expect(count(403, answers)).toBe(10 - BUYER_PLANS.BASIC.maxAlerts)
		expect(await answers.find((r) => r.status === 403)!.json()).toEqual({ message: ALERT_WORDS.alertLimit(BUYER_PLANS.BASIC.maxAlerts) })
		expect(await rowCount('alerts', { column: 'buyer_id', id: buyer.id })).toBe(BUYER_PLANS.BASIC.maxAlerts)
	})
})
