import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { endFeaturedPeriods, expirePublishedListings } from './jobs.server.ts'

const DAY = 86_400_000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString()

let context: AppContext
let sellerId: number
beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db)).id
})

async function listingWith(values: { status?: 'PUBLISHED' | 'APPROVED' | 'SOLD'; expires_at?: string | null }) {
	const { id } = await createListing(context.db, { sellerId, status: values.status ?? 'PUBLISHED' })
	if (values.expires_at !== undefined) await context.db.updateTable('listings').set({ expires_at: values.expires_at }).where('id', '=', id).execute()
	return id
}

function row(id: number) {
	return context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

describe('expirePublishedListings', () => {
	test('expires published listings past their date, as SYSTEM, logged; leaves the rest alone', async () => {
		const due = await listingWith({ expires_at: ago(60_000) })
		const fresh = await listingWith({ expires_at: ahead(DAY) })
		const noDate = await listingWith({ expires_at: null })
		const approvedPast = await listingWith({ status: 'APPROVED', expires_at: ago(DAY) })
		const soldPast = await listingWith({ status: 'SOLD', expires_at: ago(DAY) })

		expect(await expirePublishedListings(context.db, { env: context.env })).toEqual({ checked: 1, expired: 1 })

		expect((await row(due)).status).toBe('EXPIRED')
		for (const [id, status] of [[fresh, 'PUBLISHED'], [noDate, 'PUBLISHED'], [approvedPast, 'APPROVED'], [soldPast, 'SOLD']] as const) {
			expect((await row(id)).status).toBe(status)
		}
		const logs = await context.db.selectFrom('moderation_logs').selectAll().execute()
		expect(logs).toEqual([
			expect.objectContaining({ admin_id: null, target_id: due, action: 'EXPIRE', from_status: 'PUBLISHED', to_status: 'EXPIRED', reason: 'Listing expired after 30 days' }),
		])
		expect(await expirePublishedListings(context.db, { env: context.env })).toEqual({ checked: 0, expired: 0 })
	})

	test('takes at most 200 a run, the oldest first; the next run takes the rest', async () => {
		const seller = sellerId
		const values = Array.from({ length: 205 }, (_, i) => ({
			seller_id: seller,
			title: `Item ${i}`,
			description: 'x',
			category: 'other',
			price_cents: 10_000,
			location: 'Nairobi',
			condition: 'GOOD' as const,
			status: 'PUBLISHED' as const,
			expires_at: ago(DAY + i * 1000),
		}))
		await context.db.insertInto('listings').values(values).execute()
		expect(await expirePublishedListings(context.db, { env: context.env })).toEqual({ checked: 200, expired: 200 })
		const left = await context.db.selectFrom('listings').select('title').where('status', '=', 'PUBLISHED').orderBy('title').execute()
		expect(left.map((l) => l.title)).toEqual(['Item 0', 'Item 1', 'Item 2', 'Item 3', 'Item 4'])
		expect(await expirePublishedListings(context.db, { env: context.env })).toEqual({ checked: 5, expired: 5 })
	})
})

describe('endFeaturedPeriods', () => {
	test('unfeatures listings whose featured period is over, keeping featured_at', async () => {
		const over = await createListing(context.db, { sellerId, featured: true })
		const running = await createListing(context.db, { sellerId, featured: true })
		const featuredAt = ago(8 * DAY)
		await context.db.updateTable('listings').set({ featured_at: featuredAt, featured_expires_at: ago(60_000) }).where('id', '=', over.id).execute()

		expect(await endFeaturedPeriods(context.db)).toEqual({ ended: 1 })

		expect(await row(over.id)).toMatchObject({ is_featured: 0, featured_at: featuredAt })
		expect(await row(running.id)).toMatchObject({ is_featured: 1 })
		expect(await endFeaturedPeriods(context.db)).toEqual({ ended: 0 })
	})
})
