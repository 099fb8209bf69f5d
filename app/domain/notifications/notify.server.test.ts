import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import type { NotifyChannel } from '#db/enums.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { setUserLocale } from '../accounts/user-locale.server.ts'
import { changeListingStatus } from '../listings/transitions.server.ts'
import { expirePublishedListings, warnExpiringListings } from '../listings/jobs.server.ts'
import { makeOffer } from '../offers/make-offer.server.ts'
import { RATE_LIMITS } from '../limits/rate-limits.server.ts'
import { listNotifications, markNotificationsRead, openNotification, unreadNotifications } from './inbox.server.ts'
import { notifyNewMessage } from './new-message.server.ts'

const SITE = 'https://soko.test'
const DAY = 86_400_000

let context: AppContext
const admin = { id: 0, role: 'ADMIN' as const }
beforeEach(async () => {
	context = await createTestContext()
	admin.id = (await createUser(context.db, { role: 'ADMIN' })).id
})

async function seller({ notifyBy = null, verified = false }: { notifyBy?: NotifyChannel | null; verified?: boolean } = {}) {
	const user = await createUser(context.db, { notifyBy })
	if (verified) await context.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', user.id).execute()
	return user
}

/** What one person was sent: the texts to their phone, the mails to their address. */
async function sent(user: { phone: string; email: string }) {
	const sms = await context.db.selectFrom('sms_outbox').select(['to_phone', 'body']).orderBy('id').execute()
	const mail = await context.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body']).where('to_address', '=', user.email).orderBy('id').execute()
	return { sms: sms.filter((s) => s.to_phone.endsWith(user.phone.slice(1))).map((s) => s.body), mail }
}

const move = (listingId: number, action: 'approve' | 'reject' | 'confirm_payment', reason?: string) =>
	changeListingStatus(context.db, { listingId, action, actor: action === 'confirm_payment' ? 'SYSTEM' : admin, reason, ttlDays: 30, siteUrl: SITE })

describe('each listing event is one notification and one message on the chosen channel', () => {
	test('approved: by SMS (no email confirmed), with a short link to the pay page', async () => {
		const user = await seller()
		const { id } = await createListing(context.db, { sellerId: user.id, status: 'PENDING_APPROVAL', title: 'Sofa “Lamu” set' })
		await move(id, 'approve')
		const [notice] = await listNotifications(context.db, { userId: user.id })
		expect(notice).toMatchObject({ kind: 'LISTING_APPROVED', listingId: id, read: false })
		const { sms, mail } = await sent(user)
		expect(mail).toEqual([])
		expect(sms).toEqual([`Soko: Listing approved: Sofa "Lamu" set ${SITE}/n/${notice!.id.toString(36)}`])
		expect(await openNotification(context.db, { id: notice!.id, userId: user.id })).toBe(`/sell/${id}/pay`)
		expect(await unreadNotifications(context.db, { userId: user.id })).toBe(0)
	})

	test('rejected: by email when they chose it, with the reason', async () => {
		const user = await seller({ notifyBy: 'EMAIL' })
		const { id } = await createListing(context.db, { sellerId: user.id, status: 'PENDING_APPROVAL', title: 'Tecno Spark 10' })
		await move(id, 'reject', 'Photos are from the internet')
		const { sms, mail } = await sent(user)
		expect(sms).toEqual([])
		expect(mail).toHaveLength(1)
		expect(mail[0]!.subject).toBe('Listing rejected: Tecno Spark 10')
		expect(mail[0]!.body).toMatch(/^Edit it and submit it again\. Reason: Photos are from the internet\n\nListing: Tecno Spark 10\nSee it on Soko: https:\/\/soko\.test\/n\/\w+$/)
	})

	test('approved when already paid is published: one notice, not two; a payment that publishes tells too; a confirmed email is the default', async () => {
		const user = await seller({ verified: true })
		const paid = await createListing(context.db, { sellerId: user.id, status: 'PENDING_APPROVAL', title: 'Paid' })
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', paid.id).execute()
		await move(paid.id, 'approve')
		const waiting = await createListing(context.db, { sellerId: user.id, status: 'PAYMENT_PENDING', title: 'Waiting' })
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', waiting.id).execute()
		await move(waiting.id, 'confirm_payment')
		const kinds = (await listNotifications(context.db, { userId: user.id })).map((n) => [n.kind, n.listingId])
		expect(kinds).toEqual([
			['LISTING_PUBLISHED', waiting.id],
			['LISTING_PUBLISHED', paid.id],
		])
		expect((await sent(user)).mail.map((m) => m.subject)).toEqual(['Your listing is live: Paid', 'Your listing is live: Waiting'])
	})

	test("the seller's own moves tell them nothing", async () => {
		const user = await seller()
		const { id } = await createListing(context.db, { sellerId: user.id, status: 'DRAFT' })
		await changeListingStatus(context.db, { listingId: id, action: 'submit', actor: { id: user.id, role: 'SELLER' }, ttlDays: 30 })
		expect(await listNotifications(context.db, { userId: user.id })).toEqual([])
	})

	test('about to expire: warned once per expiry, in Swahili for a Swahili seller; expired: told again', async () => {
		const user = await seller()
		await setUserLocale(context.db, { userId: user.id, locale: 'sw' })
		const { id } = await createListing(context.db, { sellerId: user.id, title: 'Kitanda cha mbao' })
		const expires = new Date(Date.now() + 2 * DAY).toISOString()
		await context.db.updateTable('listings').set({ expires_at: expires }).where('id', '=', id).execute()
		const far = await createListing(context.db, { sellerId: user.id })
		await context.db.updateTable('listings').set({ expires_at: new Date(Date.now() + 10 * DAY).toISOString() }).where('id', '=', far.id).execute()
		expect(await warnExpiringListings(context.db, { env: context.env })).toEqual({ checked: 1, warned: 1 })
		expect(await warnExpiringListings(context.db, { env: context.env })).toEqual({ checked: 0, warned: 0 })
		const [warning] = await listNotifications(context.db, { userId: user.id })
		expect(warning).toMatchObject({ kind: 'LISTING_EXPIRING', params: { title: 'Kitanda cha mbao', expires } })
		expect((await sent(user)).sms).toEqual([expect.stringMatching(/^Soko: Tangazo linakaribia kuisha muda: Kitanda cha mbao \/n\/\w+$/)])

		await context.db.updateTable('listings').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', id).execute()
		await expirePublishedListings(context.db, { env: context.env })
		expect((await listNotifications(context.db, { userId: user.id })).map((n) => n.kind)).toEqual(['LISTING_EXPIRED', 'LISTING_EXPIRING'])
		expect((await sent(user)).sms[1]).toMatch(/^Soko: Muda wa tangazo umeisha: Kitanda cha mbao /)
	})
})

describe('offers', () => {
	test('an offer tells the seller on their list and by their channel, with the amount', async () => {
		const user = await seller()
		const buyer = await createUser(context.db, { role: 'BUYER' })
		const { id } = await createListing(context.db, { sellerId: user.id, title: 'Sony PS4' })
		await makeOffer(context.db, { listingId: id, buyer, amountCents: 1_500_000, message: '', ttlDays: 3, siteUrl: SITE })
		const [notice] = await listNotifications(context.db, { userId: user.id })
		expect(notice).toMatchObject({ kind: 'OFFER_MADE', listingId: id, params: { amount: 'KSh 15,000', who: 'The buyer', side: 'seller' } })
		expect((await sent(user)).sms).toEqual([`Soko: New offer on Sony PS4 ${SITE}/n/${notice!.id.toString(36)}`])
	})
})

describe('new messages and the SMS limits', () => {
	const message = (conversationId: number, toUserId: number) =>
		notifyNewMessage(context.db, { conversationId, toUserId, fromName: 'Wanjiru', listingTitle: 'Sofa', siteUrl: SITE })

	test('one SMS per conversation per 6 hours: the next falls back to email when confirmed, else the list alone', async () => {
		const reads = await seller({ notifyBy: 'SMS', verified: true })
		await message(7, reads.id)
		await message(7, reads.id)
		await message(8, reads.id)
		expect((await sent(reads)).sms).toHaveLength(2)
		expect((await sent(reads)).mail.map((m) => m.subject)).toEqual(['New message from Wanjiru about Sofa'])
		const channels = await context.db.selectFrom('notifications').select('channel').where('user_id', '=', reads.id).orderBy('id').execute()
		expect(channels.map((c) => c.channel)).toEqual(['SMS', 'EMAIL', 'SMS'])

		const unverified = await seller()
		await message(9, unverified.id)
		await message(9, unverified.id)
		expect(await sent(unverified)).toEqual({ sms: [expect.stringContaining('New message from Wanjiru about Sofa')], mail: [] })
		expect(await unreadNotifications(context.db, { userId: unverified.id })).toBe(2)
	})

	test(`a daily cap of ${RATE_LIMITS.notifySmsPerUser.limit} SMS per person; past it, email or the list`, async () => {
		const user = await seller({ notifyBy: 'SMS', verified: true })
		const cap = RATE_LIMITS.notifySmsPerUser.limit
		for (let conversation = 1; conversation <= cap + 2; conversation++) await message(conversation, user.id)
		const { sms, mail } = await sent(user)
		expect(sms).toHaveLength(cap)
		expect(mail).toHaveLength(2)
		// The cap refused those two conversations' SMS, so their 6 hours did not start: tomorrow they may text.
		const keys = await context.db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'like', 'notify-sms-key:%').execute()
		expect(keys.filter((k) => k.hits > 0)).toHaveLength(cap)
	})
})

describe('the list', () => {
	test('newest first; marking read stops at what the page showed; another person sees none of it', async () => {
		const user = await seller()
		const other = await seller()
		await notifyNewMessage(context.db, { conversationId: 1, toUserId: user.id, fromName: 'A', listingTitle: 'One' })
		const [first] = await listNotifications(context.db, { userId: user.id })
		await notifyNewMessage(context.db, { conversationId: 2, toUserId: user.id, fromName: 'B', listingTitle: 'Two' })
		expect((await listNotifications(context.db, { userId: user.id })).map((n) => n.params.title)).toEqual(['Two', 'One'])
		await markNotificationsRead(context.db, { userId: user.id, upToId: first!.id })
		expect(await unreadNotifications(context.db, { userId: user.id })).toBe(1)
		expect(await listNotifications(context.db, { userId: other.id })).toEqual([])
		expect(await openNotification(context.db, { id: first!.id, userId: other.id })).toBeNull()
		await markNotificationsRead(context.db, { userId: user.id })
		expect(await unreadNotifications(context.db, { userId: user.id })).toBe(0)
	})
})
