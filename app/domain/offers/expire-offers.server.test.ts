import { beforeEach, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { createListing } from '#tests/integration/factories.ts'
import { insertOffer, offerParties, offerRow, outbox } from '#tests/integration/offer-fixtures.ts'
import { maintenanceJobs } from '../instances/jobs.server.ts'
import { expireOffers } from './expire-offers.server.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

test('open offers past their time expire, the side that moved last is mailed; the rest are left alone', async () => {
	const { listing, buyer, seller, stranger } = parties
	const unanswered = await insertOffer(context.db, { listingId: listing.id, buyerId: buyer.id, expiresInDays: -1 })
	const counterIgnored = await insertOffer(context.db, { listingId: listing.id, buyerId: stranger.id, lastMoveBy: 'SELLER', counterCents: 1_900_000, expiresInDays: -2 })
	const other = await createListing(context.db, { sellerId: seller.id })
	const stillOpen = await insertOffer(context.db, { listingId: other.id, buyerId: buyer.id, expiresInDays: 1 })
	const accepted = await insertOffer(context.db, { listingId: other.id, buyerId: stranger.id, status: 'ACCEPTED', expiresInDays: -3 })

	expect(await expireOffers(context.db, { env: context.env })).toEqual({ checked: 2, expired: 2 })

	expect((await offerRow(context.db, unanswered)).status).toBe('EXPIRED')
	expect((await offerRow(context.db, counterIgnored)).status).toBe('EXPIRED')
	expect((await offerRow(context.db, stillOpen)).status).toBe('PENDING')
	expect((await offerRow(context.db, accepted)).status).toBe('ACCEPTED')
	const mails = await outbox(context.db)
	expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
		[seller.email, 'Offer expired: Sony PS4 Slim & 2 pads'],
		[buyer.email, 'Offer expired: Sony PS4 Slim & 2 pads'],
	])
	expect(mails[1]!.body).toContain('KSh 15,000')
	expect(await expireOffers(context.db, { env: context.env })).toEqual({ checked: 0, expired: 0 })
})

test('the job runs with the server’s maintenance jobs', async () => {
	await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, expiresInDays: -1 })
	const job = maintenanceJobs(context).find((j) => j.name === 'expire-offers')!
	await job.run()
	expect((await context.db.selectFrom('offers').select('status').executeTakeFirstOrThrow()).status).toBe('EXPIRED')
})
