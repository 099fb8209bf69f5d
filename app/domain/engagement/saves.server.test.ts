import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { DomainError } from '../domain-error.ts'
import { savedMarker, setSaved } from './saves.server.ts'
import { savedListings } from './saved-items.server.ts'

let context: AppContext
let sellerId: number
let buyer: { id: number; role: string }

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db)).id
	buyer = await createUser(context.db, { role: 'BUYER' })
})

function saves() {
	return context.db.selectFrom('user_saves').select(['user_id', 'listing_id']).execute()
}

async function refusal(work: Promise<unknown>) {
	const error = await work.then(
		() => null,
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(DomainError)
	return { status: (error as DomainError).status, message: (error as DomainError).message }
}

describe('setSaved', () => {
	test('a toggle saves, then unsaves', async () => {
		const { id } = await createListing(context.db, { sellerId })
		expect(await setSaved(context.db, { viewer: buyer, listingId: id })).toBe(true)
		expect(await saves()).toEqual([{ user_id: buyer.id, listing_id: id }])
		expect(await setSaved(context.db, { viewer: buyer, listingId: id })).toBe(false)
		expect(await saves()).toEqual([])
	})

	test('an explicit state is idempotent: saving twice keeps one save, unsaving twice answers the same', async () => {
		const { id } = await createListing(context.db, { sellerId })
		expect(await setSaved(context.db, { viewer: buyer, listingId: id, saved: true })).toBe(true)
		expect(await setSaved(context.db, { viewer: buyer, listingId: id, saved: true })).toBe(true)
		expect(await saves()).toHaveLength(1)
		expect(await setSaved(context.db, { viewer: buyer, listingId: id, saved: false })).toBe(false)
		expect(await setSaved(context.db, { viewer: buyer, listingId: id, saved: false })).toBe(false)
		expect(await saves()).toEqual([])
	})

	test('only a published listing can be newly saved: 404 when the user cannot see it, 409 for their own', async () => {
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		expect(await refusal(setSaved(context.db, { viewer: buyer, listingId: pending.id, saved: true }))).toEqual({ status: 404, message: 'Listing not found' })
		expect(await refusal(setSaved(context.db, { viewer: buyer, listingId: 999_999 }))).toMatchObject({ status: 404 })
		const seller = { id: sellerId, role: 'SELLER' }
		expect(await refusal(setSaved(context.db, { viewer: seller, listingId: pending.id }))).toEqual({
			status: 409,
			message: 'Only published listings can be saved',
		})
		expect(await saves()).toEqual([])
	})

	test('a saved listing that is sold stays saved on a replay, and can still be unsaved', async () => {
		const { id } = await createListing(context.db, { sellerId })
		await setSaved(context.db, { viewer: buyer, listingId: id, saved: true })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', id).execute()
		expect(await setSaved(context.db, { viewer: buyer, listingId: id, saved: true })).toBe(true)
		expect(await setSaved(context.db, { viewer: buyer, listingId: id })).toBe(false)
		expect(await refusal(setSaved(context.db, { viewer: buyer, listingId: id }))).toMatchObject({ status: 404 })
	})

	test('saves in parallel never collide: one row, every answer saved', async () => {
		const { id } = await createListing(context.db, { sellerId })
		const answers = await Promise.all(Array.from({ length: 5 }, () => setSaved(context.db, { viewer: buyer, listingId: id, saved: true })))
		expect(answers).toEqual([true, true, true, true, true])
		expect(await saves()).toHaveLength(1)
	})
})

describe('savedMarker', () => {
	test('marks a signed-in viewer’s cards, and leaves a visitor’s cards as they are', async () => {
		const a = await createListing(context.db, { sellerId })
		const b = await createListing(context.db, { sellerId })
		await setSaved(context.db, { viewer: buyer, listingId: b.id, saved: true })
		const cards = [{ id: a.id }, { id: b.id }]
		const mark = await savedMarker(context.db, { viewer: buyer, listingIds: [a.id, b.id] })
		expect(mark(cards)).toEqual([
			{ id: a.id, saved: false },
			{ id: b.id, saved: true },
		])
		const visitor = await savedMarker(context.db, { viewer: null, listingIds: [a.id, b.id] })
		expect(visitor(cards)).toEqual([{ id: a.id }, { id: b.id }])
	})
})

describe('savedListings', () => {
	test('the last saved first; sold and expired stay (with their status); one under review or rejected is out of sight', async () => {
		const titles = ['First', 'Sold one', 'Expired one', 'Back in review', 'Last']
		const ids: number[] = []
		for (const [i, title] of titles.entries()) {
			const { id } = await createListing(context.db, { sellerId, title })
			await context.db
				.insertInto('user_saves')
				.values({ user_id: buyer.id, listing_id: id, created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() })
				.execute()
			ids.push(id)
		}
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', ids[1]!).execute()
		await context.db.updateTable('listings').set({ status: 'EXPIRED' }).where('id', '=', ids[2]!).execute()
		await context.db.updateTable('listings').set({ status: 'PENDING_APPROVAL' }).where('id', '=', ids[3]!).execute()
		const other = await createUser(context.db, { role: 'BUYER' })
		await setSaved(context.db, { viewer: other, listingId: ids[0]!, saved: true })
		const list = await savedListings(context.db, { userId: buyer.id })
		expect(list.map((l) => [l.title, l.status])).toEqual([
			['Last', 'PUBLISHED'],
			['Expired one', 'EXPIRED'],
			['Sold one', 'SOLD'],
			['First', 'PUBLISHED'],
		])
		expect(list[0]!.photos).toEqual([{ id: expect.any(Number), cloudinary_id: 'a'.repeat(24), is_primary: true }])
	})
})
