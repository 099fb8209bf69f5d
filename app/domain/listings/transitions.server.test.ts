import { beforeAll, describe, expect, test } from 'vitest'
import { LISTING_STATUSES, type ListingStatus } from '#db/enums.ts'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import type { ListingAction } from './lifecycle.ts'
import { ListingError, changeListingStatus, type Actor } from './transitions.server.ts'
import { setListingStatus } from '../admin/listings.server.ts'

/**
 * The lifecycle of DESIGN.md §4, every action from every status by every kind of caller. A legal move succeeds and is
 * logged; a caller who may never take that action gets 403; one who may, from a status it doesn't start from, 409.
 */

type Caller = 'OWNER' | 'ADMIN' | 'SYSTEM' | 'OTHER_SELLER' | 'BUYER'
const CALLERS: Caller[] = ['OWNER', 'ADMIN', 'SYSTEM', 'OTHER_SELLER', 'BUYER']
const TTL_DAYS = 30

/** What each action is written to moderation_logs as; its keys are every action there is (the type insists). */
const LOGGED_AS = {
	submit: 'SUBMIT',
	approve: 'APPROVE',
	reject: 'REJECT',
	start_payment: 'PAYMENT_STARTED',
	confirm_payment: 'PAYMENT_CONFIRMED',
	mark_sold: 'MARK_SOLD',
	undo_sold: 'UNDO_SOLD',
	expire: 'EXPIRE',
	renew: 'RENEW',
} satisfies Record<ListingAction, string>
const ACTIONS = Object.keys(LOGGED_AS) as ListingAction[]

/**
 * The legal moves, written out by hand (not read from TRANSITIONS): from where, by whom, to where. Only these succeed.
 * The listings are paid for where their status says so (the factory: PUBLISHED, SOLD, EXPIRED) and, for a payment's
 * confirmation, once it is recorded; so approving leads to APPROVED, and renewing or undoing a sale to PUBLISHED.
 */
const LEGAL: { action: ListingAction; from: ListingStatus; by: Caller[]; to: ListingStatus }[] = [
	{ action: 'submit', from: 'DRAFT', by: ['OWNER', 'ADMIN'], to: 'PENDING_APPROVAL' },
	{ action: 'submit', from: 'REJECTED', by: ['OWNER', 'ADMIN'], to: 'PENDING_APPROVAL' },
	{ action: 'approve', from: 'PENDING_APPROVAL', by: ['ADMIN'], to: 'APPROVED' },
	{ action: 'reject', from: 'PENDING_APPROVAL', by: ['ADMIN'], to: 'REJECTED' },
	{ action: 'start_payment', from: 'APPROVED', by: ['OWNER', 'ADMIN', 'SYSTEM'], to: 'PAYMENT_PENDING' },
	{ action: 'confirm_payment', from: 'PAYMENT_PENDING', by: ['SYSTEM', 'ADMIN'], to: 'PUBLISHED' },
	{ action: 'confirm_payment', from: 'APPROVED', by: ['SYSTEM', 'ADMIN'], to: 'PUBLISHED' },
	{ action: 'mark_sold', from: 'PUBLISHED', by: ['OWNER', 'ADMIN'], to: 'SOLD' },
	{ action: 'mark_sold', from: 'APPROVED', by: ['OWNER', 'ADMIN'], to: 'SOLD' },
	{ action: 'undo_sold', from: 'SOLD', by: ['OWNER', 'ADMIN'], to: 'PUBLISHED' },
	{ action: 'expire', from: 'PUBLISHED', by: ['ADMIN', 'SYSTEM'], to: 'EXPIRED' },
	{ action: 'expire', from: 'APPROVED', by: ['ADMIN', 'SYSTEM'], to: 'EXPIRED' },
	{ action: 'renew', from: 'EXPIRED', by: ['OWNER', 'ADMIN'], to: 'PUBLISHED' },
]

const ALL = ACTIONS.flatMap((action) => LISTING_STATUSES.flatMap((status) => CALLERS.map((caller) => ({ action, status, caller }))))
const legalMove = ({ action, status, caller }: (typeof ALL)[number]) => LEGAL.find((l) => l.action === action && l.from === status && l.by.includes(caller))
const mayEverTake = (action: ListingAction, caller: Caller) => LEGAL.some((l) => l.action === action && l.by.includes(caller))

const ALLOWED = ALL.flatMap((c) => {
	const move = legalMove(c)
	return move ? [{ ...c, to: move.to }] : []
})
const REFUSED = ALL.filter((c) => !legalMove(c)).map((c) => ({ ...c, refusal: mayEverTake(c.action, c.caller) ? 409 : 403 }))

let context: AppContext
let people: { owner: { id: number }; admin: { id: number }; otherSeller: { id: number }; buyer: { id: number } }

beforeAll(async () => {
	context = await createTestContext()
	people = {
		owner: await createUser(context.db, { role: 'SELLER' }),
		admin: await createUser(context.db, { role: 'ADMIN' }),
		otherSeller: await createUser(context.db, { role: 'SELLER' }),
		buyer: await createUser(context.db, { role: 'BUYER' }),
	}
})

function actorFor(caller: Caller): Actor {
	switch (caller) {
		case 'OWNER':
			return { id: people.owner.id, role: 'SELLER' }
		case 'ADMIN':
			return { id: people.admin.id, role: 'ADMIN' }
		case 'OTHER_SELLER':
			return { id: people.otherSeller.id, role: 'SELLER' }
		case 'BUYER':
			return { id: people.buyer.id, role: 'BUYER' }
		case 'SYSTEM':
			return 'SYSTEM'
	}
}

async function statusOf(id: number) {
	return (await context.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
}

async function logsOf(id: number) {
	return context.db.selectFrom('moderation_logs').selectAll().where('target_id', '=', id).execute()
}

/** Makes a listing of the owner's at `status` and tries `action` on it as `caller`. */
async function attempt({ action, status, caller }: (typeof ALL)[number]) {
	const { id } = await createListing(context.db, { sellerId: people.owner.id, status })
	// A payment is confirmed once its fee is recorded as paid (settle.server.ts does both in one transaction).
	if (action === 'confirm_payment') await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', id).execute()
	const result = await changeListingStatus(context.db, { listingId: id, action, actor: actorFor(caller), reason: 'table test', ttlDays: TTL_DAYS }).catch(
		(error: unknown) => error,
	)
	return { id, result }
}

describe('the lifecycle', () => {
	test.each(ALLOWED)('$action from $status by $caller -> $to, logged', async ({ action, status, caller, to }) => {
		const { id, result } = await attempt({ action, status, caller })
		expect(result).toEqual({ id, from: status, status: to })
		expect(await statusOf(id)).toBe(to)
		const actor = actorFor(caller)
		expect(await logsOf(id)).toEqual([
			expect.objectContaining({
				admin_id: actor === 'SYSTEM' ? null : actor.id,
				target_type: 'listing',
				action: LOGGED_AS[action],
				from_status: status,
				to_status: to,
				reason: 'table test',
			}),
		])
	})

	test.each(REFUSED)('$action from $status by $caller is refused with $refusal and changes nothing', async ({ action, status, caller, refusal }) => {
		const { id, result } = await attempt({ action, status, caller })
		expect(result).toBeInstanceOf(ListingError)
		expect((result as ListingError).status).toBe(refusal)
		expect(await statusOf(id)).toBe(status)
		expect(await logsOf(id)).toEqual([])
	})

	test('a seller cannot sell a listing still waiting for approval, nor renew a rejected one past review and payment', async () => {
		for (const refused of [
			{ action: 'mark_sold', status: 'PENDING_APPROVAL', caller: 'OWNER' },
			{ action: 'renew', status: 'REJECTED', caller: 'OWNER' },
			{ action: 'renew', status: 'REJECTED', caller: 'ADMIN' },
		] as const) {
			const { id, result } = await attempt(refused)
			expect(result, JSON.stringify(refused)).toMatchObject({ status: 409 })
			expect(await statusOf(id)).toBe(refused.status)
		}
	})
})

describe('side effects of the moves', () => {
	test('a sale is undone within a day: published again with its old dates; after a day it is refused', async () => {
		const { id } = await createListing(context.db, { sellerId: people.owner.id, status: 'PUBLISHED' })
		const expires = new Date(Date.now() + 10 * 86_400_000).toISOString()
		await context.db.updateTable('listings').set({ published_date: '2026-11-01T08:00:00.000Z', expires_at: expires }).where('id', '=', id).execute()
		await changeListingStatus(context.db, { listingId: id, action: 'mark_sold', actor: actorFor('OWNER'), ttlDays: TTL_DAYS })
		await changeListingStatus(context.db, { listingId: id, action: 'undo_sold', actor: actorFor('OWNER'), ttlDays: TTL_DAYS })
		const row = await context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'PUBLISHED', sold_at: null, published_date: '2026-11-01T08:00:00.000Z', expires_at: expires })

		await changeListingStatus(context.db, { listingId: id, action: 'mark_sold', actor: actorFor('OWNER'), ttlDays: TTL_DAYS })
		await context.db.updateTable('listings').set({ sold_at: new Date(Date.now() - 86_400_001).toISOString() }).where('id', '=', id).execute()
		const late = changeListingStatus(context.db, { listingId: id, action: 'undo_sold', actor: actorFor('OWNER'), ttlDays: TTL_DAYS })
		await expect(late).rejects.toThrow(new ListingError('A sale can only be undone within a day of marking it sold', 409))
		expect(await statusOf(id)).toBe('SOLD')
	})

	test('through the status API, PUBLISHED undoes a sale of the day (and still renews an expired listing)', async () => {
		const { id } = await createListing(context.db, { sellerId: people.owner.id, status: 'SOLD' })
		const owner = { id: people.owner.id, role: 'SELLER' as const }
		await expect(setListingStatus(context.db, { listingId: id, status: 'PUBLISHED', actor: owner, ttlDays: TTL_DAYS })).resolves.toMatchObject({ status: 'PUBLISHED' })
		expect((await logsOf(id)).map((l) => l.action)).toEqual(['UNDO_SOLD'])
		const expired = await createListing(context.db, { sellerId: people.owner.id, status: 'EXPIRED' })
		await setListingStatus(context.db, { listingId: expired.id, status: 'PUBLISHED', actor: owner, ttlDays: TTL_DAYS })
		expect((await logsOf(expired.id)).map((l) => l.action)).toEqual(['RENEW'])
	})

	test('only a paid fee publishes: an approved, unpaid listing sold then undone, or expired then renewed, waits for payment again', async () => {
		const owner = actorFor('OWNER')
		const sold = await createListing(context.db, { sellerId: people.owner.id, status: 'APPROVED' })
		await changeListingStatus(context.db, { listingId: sold.id, action: 'mark_sold', actor: owner, ttlDays: TTL_DAYS })
		await expect(changeListingStatus(context.db, { listingId: sold.id, action: 'undo_sold', actor: owner, ttlDays: TTL_DAYS })).resolves.toMatchObject({ status: 'APPROVED' })
		const afterUndo = await context.db.selectFrom('listings').selectAll().where('id', '=', sold.id).executeTakeFirstOrThrow()
		expect(afterUndo).toMatchObject({ status: 'APPROVED', payment_status: 'PENDING', published_date: null, expires_at: null, sold_at: null })
		expect((await logsOf(sold.id)).at(-1)).toMatchObject({ action: 'UNDO_SOLD', from_status: 'SOLD', to_status: 'APPROVED' })

		const expired = await createListing(context.db, { sellerId: people.owner.id, status: 'APPROVED' })
		await changeListingStatus(context.db, { listingId: expired.id, action: 'expire', actor: actorFor('ADMIN'), ttlDays: TTL_DAYS })
		await expect(changeListingStatus(context.db, { listingId: expired.id, action: 'renew', actor: owner, ttlDays: TTL_DAYS })).resolves.toMatchObject({ status: 'APPROVED' })
		const afterRenew = await context.db.selectFrom('listings').selectAll().where('id', '=', expired.id).executeTakeFirstOrThrow()
		expect(afterRenew).toMatchObject({ status: 'APPROVED', payment_status: 'PENDING', published_date: null, expires_at: null })
		// Through the admin's status call too: "PUBLISHED" for an unpaid listing is as far as APPROVED.
		const viaApi = await createListing(context.db, { sellerId: people.owner.id, status: 'EXPIRED' })
		await context.db.updateTable('listings').set({ payment_status: 'PENDING' }).where('id', '=', viaApi.id).execute()
		await expect(setListingStatus(context.db, { listingId: viaApi.id, status: 'PUBLISHED', actor: { id: people.owner.id, role: 'SELLER' }, ttlDays: TTL_DAYS })).resolves.toMatchObject({
			status: 'APPROVED',
		})
		await expect(changeListingStatus(context.db, { listingId: viaApi.id, action: 'confirm_payment', actor: 'SYSTEM', ttlDays: TTL_DAYS })).rejects.toMatchObject({ status: 409 })
	})

	test('approving an already-paid listing publishes it, with 30 days to live', async () => {
		const { id } = await createListing(context.db, { sellerId: people.owner.id, status: 'PENDING_APPROVAL' })
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', id).execute()
		const moved = await changeListingStatus(context.db, { listingId: id, action: 'approve', actor: actorFor('ADMIN'), ttlDays: TTL_DAYS })
		expect(moved.status).toBe('PUBLISHED')
		const row = await context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row.published_date).toBeTruthy()
		expect(Math.round((Date.parse(row.expires_at!) - Date.now()) / 86_400_000)).toBe(TTL_DAYS)
		expect(await logsOf(id)).toEqual([expect.objectContaining({ action: 'APPROVE', from_status: 'PENDING_APPROVAL', to_status: 'PUBLISHED' })])
	})

	test('reject without a reason stores the default one; mark sold stamps sold_at', async () => {
		const pending = await createListing(context.db, { sellerId: people.owner.id, status: 'PENDING_APPROVAL' })
		await changeListingStatus(context.db, { listingId: pending.id, action: 'reject', actor: actorFor('ADMIN'), ttlDays: TTL_DAYS })
		const rejected = await context.db.selectFrom('listings').selectAll().where('id', '=', pending.id).executeTakeFirstOrThrow()
		expect(rejected.rejection_reason).toBe('Rejected by admin')
		const live = await createListing(context.db, { sellerId: people.owner.id, status: 'PUBLISHED' })
		await changeListingStatus(context.db, { listingId: live.id, action: 'mark_sold', actor: actorFor('OWNER'), ttlDays: TTL_DAYS })
		const sold = await context.db.selectFrom('listings').selectAll().where('id', '=', live.id).executeTakeFirstOrThrow()
		expect(sold.sold_at).toBeTruthy()
	})

	test('a missing listing is a 404', async () => {
		await expect(changeListingStatus(context.db, { listingId: 987_654, action: 'approve', actor: actorFor('ADMIN'), ttlDays: TTL_DAYS })).rejects.toMatchObject({
			status: 404,
		})
	})
})

describe('a seller who must still verify their phone (PHONE_VERIFICATION=required)', () => {
	// Every legal move towards PUBLISHED, with each caller that may make it.
	const TOWARDS_LIVE = LEGAL.filter((l) => l.to === 'PUBLISHED').flatMap((l) => l.by.map((caller) => ({ ...l, caller })))

	async function unverifiedListing(status: ListingStatus) {
		const seller = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
		const { id } = await createListing(context.db, { sellerId: seller.id, status })
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', id).execute()
		return { id, seller: { id: seller.id, role: 'SELLER' as const } }
	}

	test.each(TOWARDS_LIVE)('$action from $from by $caller waits on APPROVED, paid, logged', async ({ action, from, caller }) => {
		const { id, seller } = await unverifiedListing(from)
		const actor = caller === 'OWNER' ? seller : actorFor(caller)
		const moved = await changeListingStatus(context.db, { listingId: id, action, actor, reason: 'gate test', ttlDays: TTL_DAYS, phoneVerification: 'required' })
		expect(moved).toEqual({ id, from, status: 'APPROVED' })
		const row = await context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'APPROVED', payment_status: 'COMPLETED', expires_at: null })
		expect(await logsOf(id)).toEqual([expect.objectContaining({ action: LOGGED_AS[action], from_status: from, to_status: 'APPROVED' })])
	})

	test('approving their paid listing approves it without publishing it', async () => {
		const { id } = await unverifiedListing('PENDING_APPROVAL')
		const moved = await changeListingStatus(context.db, { listingId: id, action: 'approve', actor: actorFor('ADMIN'), ttlDays: TTL_DAYS, phoneVerification: 'required' })
		expect(moved.status).toBe('APPROVED')
		expect(await context.db.selectFrom('listings').select('published_date').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ published_date: null })
	})

	test('with PHONE_VERIFICATION=off nothing waits: the same moves publish', async () => {
		for (const { action, from, caller } of TOWARDS_LIVE) {
			const { id, seller } = await unverifiedListing(from)
			const actor = caller === 'OWNER' ? seller : actorFor(caller)
			const moved = await changeListingStatus(context.db, { listingId: id, action, actor, ttlDays: TTL_DAYS, phoneVerification: 'off' })
			expect(moved.status, `${action} from ${from} by ${caller}`).toBe('PUBLISHED')
		}
		const { id } = await unverifiedListing('PENDING_APPROVAL')
		await expect(changeListingStatus(context.db, { listingId: id, action: 'approve', actor: actorFor('ADMIN'), ttlDays: TTL_DAYS, phoneVerification: 'off' })).resolves.toMatchObject({
			status: 'PUBLISHED',
		})
	})
})
