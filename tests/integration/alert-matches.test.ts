import { beforeEach, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { sendAlertMatches } from '#app/domain/alerts/hourly-matches.server.ts'
import { createAlert } from '#app/domain/alerts/alerts.server.ts'
import { subscribeWithReceipt } from '#app/domain/alerts/subscriptions.server.ts'
import { createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'

let context: AppContext
let receipts = 0
const HOUR = 3_600_000

beforeEach(async () => {
	context = await createTestContext()
})

async function subscriber() {
	const user = await createUser(context.db, { role: 'BUYER' })
	receipts++
	await subscribeWithReceipt(context.db, { userId: user.id, receipt: `QMT${String(receipts).padStart(7, '0')}`, env: context.env })
	return user
}

async function published(sellerId: number, title: string, hoursAgo = 1) {
	const { id } = await createListing(context.db, { sellerId, title, description: 'Kept with care, collection in town.' })
	await context.db.updateTable('listings').set({ published_date: new Date(Date.now() - hoursAgo * HOUR).toISOString() }).where('id', '=', id).execute()
	return id
}

function outbox() {
	return context.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body']).orderBy('id').execute()
}

test('a subscriber gets one email with the new listings their alerts find, never their own, and never the same twice', async () => {
	const buyer = await subscriber()
	const seller = await createUser(context.db, { role: 'SELLER' })
	// An alert made two hours ago: listings published since then are news to it.
	const made = new Date(Date.now() - 2 * HOUR)
	await createAlert(context.db, { userId: buyer.id, searchQuery: 'tecno' })
	await createAlert(context.db, { userId: buyer.id, searchQuery: 'simu' })
	await context.db.updateTable('alerts').set({ created_at: made.toISOString() }).execute()
	const tecno = await published(seller.id, 'Tecno Spark 10 Pro')
	await published(seller.id, 'Mvule wood sofa')
	await published(buyer.id, 'Tecno Camon 20 of my own')
	await published(seller.id, 'Tecno Pop 7 from before the alert', 3)

	expect(await sendAlertMatches(context.db, { env: context.env })).toEqual({ alerts: 2, mails: 1 })
	const [mail, ...more] = await outbox()
	expect(more).toEqual([])
	expect(mail).toMatchObject({ to_address: buyer.email, subject: 'New on Soko: Tecno Spark 10 Pro' })
	expect(mail!.body).toContain('- Tecno Spark 10 Pro: KSh 12,500, Nairobi')
	expect(mail!.body).not.toContain('of my own')
	expect(mail!.body).not.toContain('sofa')
	// Both alerts find it ("simu" means a phone): it is sent once, and recorded once.
	const matches = await context.db.selectFrom('alert_matches').select(['listing_id', 'sent_at']).execute()
	expect(matches).toEqual([{ listing_id: tecno, sent_at: expect.any(String) }])

	expect(await sendAlertMatches(context.db, { env: context.env })).toEqual({ alerts: 2, mails: 0 })
	expect(await outbox()).toHaveLength(1)
	const alert = await context.db.selectFrom('alerts').select(['matches_count', 'last_matched']).where('search_query', '=', 'tecno').executeTakeFirstOrThrow()
	expect(alert).toEqual({ matches_count: 1, last_matched: expect.any(String) })
})

test('no subscription (or an expired one), a paused alert, or a listing not published: no email', async () => {
	const seller = await createUser(context.db, { role: 'SELLER' })
	const unsubscribed = await createUser(context.db, { role: 'BUYER' })
	await context.db.insertInto('alerts').values({ buyer_id: unsubscribed.id, search_query: 'tecno', created_at: new Date(Date.now() - 2 * HOUR).toISOString() }).execute()
	const paused = await subscriber()
	await context.db.insertInto('alerts').values({ buyer_id: paused.id, search_query: 'tecno', is_active: 0, created_at: new Date(Date.now() - 2 * HOUR).toISOString() }).execute()
	const lapsed = await subscriber()
	await context.db.insertInto('alerts').values({ buyer_id: lapsed.id, search_query: 'tecno', created_at: new Date(Date.now() - 2 * HOUR).toISOString() }).execute()
	await context.db.updateTable('alert_subscriptions').set({ expires_at: new Date(Date.now() - HOUR).toISOString() }).where('buyer_id', '=', lapsed.id).execute()
	await published(seller.id, 'Tecno Spark 10 Pro')
	const pending = await createListing(context.db, { sellerId: seller.id, title: 'Tecno waiting for review', status: 'PENDING_APPROVAL' })
	expect(pending.id).toBeGreaterThan(0)
	expect(await sendAlertMatches(context.db, { env: context.env })).toEqual({ alerts: 0, mails: 0 })
	expect(await outbox()).toEqual([])
})
