import { beforeEach, describe, expect, test } from 'vitest'
import * as apiConversations from '#app/routes/api.conversations.ts'
import * as apiConversation from '#app/routes/api.conversations.$id.ts'
import * as apiMessages from '#app/routes/api.conversations.$id.messages.ts'
import * as apiAction from '#app/routes/api.conversations.$id.$action.ts'
import * as apiAdminConversation from '#app/routes/api.admin.conversations.$id.ts'
import * as apiOffers from '#app/routes/api.offers.ts'
import * as apiOfferMove from '#app/routes/api.offers.$id.$move.ts'
import * as apiAdminCases from '#app/routes/api.admin.cases.ts'
import type { AppContext } from '#app/context.ts'
import type { ChatEvent } from '#app/domain/chat/bus.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { unreadTotal } from '#app/domain/conversations/inbox.server.ts'
import { openConversationReports } from '#app/domain/conversations/report.server.ts'
import { setTalkInSokoOnly, talksInSokoOnly } from '#app/domain/conversations/soko-only.server.ts'
import { fraudAnalysis } from '#app/domain/trust/fraud/alerts.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { offerParties } from './offer-fixtures.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

const SCAM = 'Send a deposit of 2000 first then I courier it'
const WARNING = 'Soko never asks you to pay before you see the item. Meet in a safe public place, check the item, then pay.'

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

function start(body: unknown, token?: string) {
	return call(apiConversations.action, context, jsonRequest('/api/conversations', body, { token }))
}

function inbox(token?: string) {
	return call(apiConversations.loader, context, getRequest('/api/conversations', { token }))
}

function show(id: number | string, token?: string) {
	return call(apiConversation.loader, context, getRequest(`/api/conversations/${id}`, { token }), { id: String(id) })
}

function post(id: number | string, body: unknown, token?: string) {
	return call(apiMessages.action, context, jsonRequest(`/api/conversations/${id}/messages`, body, { token }), { id: String(id) })
}

function act(id: number | string, action: string, body: unknown, token?: string) {
	return call(apiAction.action, context, jsonRequest(`/api/conversations/${id}/${action}`, body, { token }), { id: String(id), action })
}

async function started(message = 'Is it still available? Can I see it in Thika?') {
	const res = await start({ listingId: parties.listing.id, message }, parties.buyer.token)
	expect(res.status).toBe(201)
	return (await res.json()) as { id: number; listingId: number; buyerId: number; sellerId: number }
}

const count = (table: 'conversations' | 'conversation_messages' | 'conversation_reports') =>
	context.db.selectFrom(table).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n))

describe('POST /api/conversations', () => {
	test('a buyer starts the one conversation about a listing (201); asking again reopens it (200) with the new message', async () => {
		const first = await started()
		expect(first).toEqual({ id: expect.any(Number), listingId: parties.listing.id, buyerId: parties.buyer.id, sellerId: parties.seller.id })
		const again = await start({ listingId: String(parties.listing.id), message: 'Hello again' }, parties.buyer.token)
		expect(again.status).toBe(200)
		expect(await again.json()).toEqual(first)
		expect(await count('conversations')).toBe(1)
		expect(await count('conversation_messages')).toBe(2)
		expect(await unreadTotal(context.db, { userId: parties.seller.id })).toBe(2)
		expect(await unreadTotal(context.db, { userId: parties.buyer.id })).toBe(0)
	})

	test('401 signed out, 404 an unknown or unpublished listing, 400 the own listing, then 400 a bad body; nothing written', async () => {
		const draft = await createListing(context.db, { sellerId: parties.seller.id, status: 'PENDING_APPROVAL' })
		const cases: [unknown, string | undefined, number, string][] = [
			[{ listingId: parties.listing.id, message: 'Hi' }, undefined, 401, 'Invalid token'],
			[{ listingId: 999_999, message: '' }, parties.buyer.token, 404, 'Listing not found'],
			[{ listingId: draft.id, message: '' }, parties.buyer.token, 404, 'Listing not found'],
			[{ listingId: parties.listing.id, message: '' }, parties.seller.token, 400, 'You cannot message yourself about your own listing'],
			[{ listingId: parties.listing.id, message: '   ' }, parties.buyer.token, 400, 'Validation failed: Message is required'],
			[{ listingId: parties.listing.id, message: 'x'.repeat(2001) }, parties.buyer.token, 400, 'Validation failed: Message must be at most 2000 characters'],
			[{ listingId: 'abc', message: 'Hi' }, parties.buyer.token, 400, 'Validation failed: listingId must be a whole number'],
		]
		for (const [body, token, status, message] of cases) {
			const res = await start(body, token)
			expect(res.status, JSON.stringify(body)).toBe(status)
			expect((await res.json()).message).toBe(message)
		}
		expect(await count('conversations')).toBe(0)
		expect(await count('conversation_messages')).toBe(0)
	})

	test('a listing sold since: no new conversation (404: no longer listed), but the existing one stays open and readable, saying so', async () => {
		const { id } = await started()
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', parties.listing.id).execute()
		const other = await createUser(context.db, { role: 'BUYER' })
		const otherToken = (await createSession(context.db, { userId: other.id })).token
		const refused = await start({ listingId: parties.listing.id, message: 'Still there?' }, otherToken)
		expect(refused.status).toBe(404)
		expect((await refused.json()).message).toBe('Listing not found')
		expect((await start({ listingId: parties.listing.id, message: 'Can I still collect?' }, parties.buyer.token)).status).toBe(200)
		const thread = await (await show(id, parties.seller.token)).json()
		expect(thread.listing).toMatchObject({ id: parties.listing.id, status: 'SOLD', notice: 'This item has been sold' })
		expect(thread.messages.map((m: { message: string }) => m.message)).toEqual(['Is it still available? Can I see it in Thika?', 'Can I still collect?'])
	})
})

describe('inbox and thread', () => {
	test('both sides see the conversation with the listing, the other person, the last message and their unread count', async () => {
		const { id } = await started()
		const reply = await post(id, { message: 'Yes, come on Saturday' }, parties.seller.token)
		expect(reply.status).toBe(201)
		expect(await reply.json()).toMatchObject({ id: expect.any(Number), senderId: parties.seller.id, message: 'Yes, come on Saturday', createdAt: expect.any(String) })
		const buyerInbox = await (await inbox(parties.buyer.token)).json()
		expect(buyerInbox).toEqual([
			{
				id,
				listing: { id: parties.listing.id, title: 'Sony PS4 Slim & 2 pads', price: '20000.00', status: 'PUBLISHED' },
				otherUser: { id: parties.seller.id, name: expect.any(String) },
				lastMessage: { message: 'Yes, come on Saturday', createdAt: expect.any(String), senderId: parties.seller.id },
				unread: 1,
			},
		])
		const sellerInbox = await (await inbox(parties.seller.token)).json()
		expect(sellerInbox[0]).toMatchObject({ id, otherUser: { id: parties.buyer.id }, unread: 0 })
		// Read: the count goes to 0.
		expect((await act(id, 'read', {}, parties.buyer.token)).status).toBe(200)
		expect((await (await inbox(parties.buyer.token)).json())[0].unread).toBe(0)
		expect(await unreadTotal(context.db, { userId: parties.buyer.id })).toBe(0)
	})

	test('newest activity first across buying and selling', async () => {
		const { id: older } = await started()
		const ownListing = await createListing(context.db, { sellerId: parties.buyer.id, title: 'Bicycle' })
		const res = await start({ listingId: ownListing.id, message: 'Is the bicycle available?' }, parties.seller.token)
		const newer = (await res.json()).id
		const ids = (await (await inbox(parties.buyer.token)).json()).map((c: { id: number }) => c.id)
		expect(ids).toEqual([newer, older])
		await post(older, { message: 'Any news?' }, parties.buyer.token)
		expect((await (await inbox(parties.buyer.token)).json()).map((c: { id: number }) => c.id)).toEqual([older, newer])
	})

	test('someone who is not one of the two gets 404 on every call, and learns nothing', async () => {
		const { id } = await started()
		for (const res of [
			await show(id, parties.stranger.token),
			await post(id, { message: 'hi' }, parties.stranger.token),
			await post(id, {}, parties.stranger.token),
			await act(id, 'read', {}, parties.stranger.token),
			await act(id, 'block', {}, parties.stranger.token),
			await act(id, 'report', {}, parties.stranger.token),
			await show(999_999, parties.buyer.token),
		]) {
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: 'Conversation not found' })
		}
		for (const res of [await show(id), await post(id, { message: 'hi' }), await act(id, 'read', {}), await inbox()]) expect(res.status).toBe(401)
		expect(await count('conversation_messages')).toBe(1)
		expect(await count('conversation_reports')).toBe(0)
	})
})

describe('scam warnings', () => {
	test('a scam message is refused until confirmed (409 with the warning, nothing written), then sent carrying it for both', async () => {
		const { id } = await started()
		const first = await post(id, { message: SCAM }, parties.seller.token)
		expect(first.status).toBe(409)
		expect(await first.json()).toEqual({ message: WARNING, warning: 'ADVANCE_PAYMENT' })
		expect(await count('conversation_messages')).toBe(1)
		const confirmed = await post(id, { message: SCAM, confirm: true }, parties.seller.token)
		expect(confirmed.status).toBe(201)
		expect(await confirmed.json()).toMatchObject({ message: SCAM, warning: WARNING, warningCode: 'ADVANCE_PAYMENT' })
		for (const token of [parties.buyer.token, parties.seller.token]) {
			const { messages } = await (await show(id, token)).json()
			expect(messages.at(-1)).toMatchObject({ message: SCAM, warning: WARNING })
			expect(messages[0].warning).toBeUndefined()
		}
	})

	test("a seller's scam message raises the seller's risk and is evidence in the listing's fraud alert", async () => {
		const { id } = await started()
		const before = await fraudAnalysis(context.db, { type: 'user', id: parties.seller.id })
		expect(before.indicators.map((i) => i.code)).not.toContain('SCAM_MESSAGES')
		await post(id, { message: SCAM, confirm: true }, parties.seller.token)
		const after = await fraudAnalysis(context.db, { type: 'user', id: parties.seller.id })
		expect(after.riskScore).toBeGreaterThan(before.riskScore)
		expect(after.indicators.find((i) => i.code === 'SCAM_MESSAGES')).toMatchObject({ evidence: { messages: 1, warnings: ['ADVANCE_PAYMENT'] } })
		const alert = await context.db.selectFrom('fraud_alerts').select(['indicators', 'risk_level']).where('listing_id', '=', parties.listing.id).executeTakeFirstOrThrow()
		expect(alert.risk_level).not.toBe('LOW')
		expect(JSON.parse(alert.indicators).map((i: { code: string }) => i.code)).toContain('SCAM_MESSAGES')
	})

	test('a buyer who asks for the code raises their own risk', async () => {
		const res = await start({ listingId: parties.listing.id, message: 'Please send me the code you received', confirm: true }, parties.buyer.token)
		expect(res.status).toBe(201)
		const analysis = await fraudAnalysis(context.db, { type: 'user', id: parties.buyer.id })
		expect(analysis.indicators.find((i) => i.code === 'SCAM_MESSAGES')).toMatchObject({ evidence: { warnings: ['CODE_REQUEST'] } })
	})

	test('a first message that needs confirming starts nothing', async () => {
		const res = await start({ listingId: parties.listing.id, message: SCAM }, parties.buyer.token)
		expect(res.status).toBe(409)
		expect((await res.json()).warning).toBe('ADVANCE_PAYMENT')
		expect(await count('conversations')).toBe(0)
	})
})

describe('block and report', () => {
	test('after a block neither side writes (403), before the body is read; the thread stays readable', async () => {
		const { id } = await started()
		const blocked = await act(id, 'block', {}, parties.seller.token)
		expect(blocked.status).toBe(200)
		expect(await blocked.json()).toEqual({ id, blocked: true })
		for (const [token, message] of [
			[parties.buyer.token, 'You can no longer send messages in this conversation'],
			[parties.seller.token, 'You blocked this conversation'],
		] as const) {
			for (const body of [{ message: 'hello?' }, {}]) {
				const res = await post(id, body, token)
				expect(res.status).toBe(403)
				expect((await res.json()).message).toBe(message)
			}
		}
		const again = await start({ listingId: parties.listing.id, message: 'hello?' }, parties.buyer.token)
		expect(again.status).toBe(403)
		expect(await count('conversation_messages')).toBe(1)
		expect((await show(id, parties.buyer.token)).status).toBe(200)
	})

	test('a report reaches the moderation queue with the conversation; admins read it only then, and each reading is logged', async () => {
		const { id } = await started()
		const admin = await createUser(context.db, { role: 'ADMIN' })
		const adminToken = (await createSession(context.db, { userId: admin.id })).token
		const adminRead = () => call(apiAdminConversation.loader, context, getRequest(`/api/admin/conversations/${id}`, { token: adminToken }), { id: String(id) })
		const refused = await adminRead()
		expect(refused.status).toBe(403)
		expect((await refused.json()).message).toBe('Admins read a conversation only when it is reported or attached to a case')
		expect((await call(apiAdminConversation.loader, context, getRequest(`/api/admin/conversations/${id}`, { token: parties.buyer.token }), { id: String(id) })).status).toBe(403)

		const bad = await act(id, 'report', { reason: ' ' }, parties.seller.token)
		expect(bad.status).toBe(400)
		const report = await act(id, 'report', { reason: 'Asked me for my M-PESA code' }, parties.seller.token)
		expect(report.status).toBe(201)
		expect(await report.json()).toMatchObject({ message: 'Report submitted', report: { conversationId: id, status: 'PENDING' } })
		expect((await act(id, 'report', { reason: 'Asked twice now' }, parties.seller.token)).status).toBe(200)
		expect(await openConversationReports(context.db)).toEqual([
			expect.objectContaining({ conversationId: id, reporterId: parties.seller.id, reportedUserId: parties.buyer.id, reason: 'Asked twice now', listing: { id: parties.listing.id, title: 'Sony PS4 Slim & 2 pads' } }),
		])

		const read = await adminRead()
		expect(read.status).toBe(200)
		expect((await read.json()).messages.map((m: { message: string }) => m.message)).toEqual(['Is it still available? Can I see it in Thika?'])
		const logs = await context.db.selectFrom('moderation_logs').select(['admin_id', 'target_type', 'target_id', 'action', 'reason']).where('target_type', '=', 'conversation').execute()
		expect(logs).toEqual([{ admin_id: admin.id, target_type: 'conversation', target_id: id, action: 'READ', reason: expect.stringMatching(/^Report #\d+$/) }])
	})

	test('a conversation attached to a case (POST /api/admin/cases relatedConversationId) may be read by an admin', async () => {
		const { id } = await started()
		const admin = await createUser(context.db, { role: 'ADMIN' })
		const adminToken = (await createSession(context.db, { userId: admin.id })).token
		const openCase = (relatedConversationId: number) =>
			call(apiAdminCases.action, context, jsonRequest('/api/admin/cases', { title: 'Deposit scam', relatedConversationId }, { token: adminToken }))
		expect((await openCase(999_999)).status).toBe(404)
		const created = await openCase(id)
		expect(created.status).toBe(201)
		const { id: caseId, relatedConversationId } = await created.json()
		expect(relatedConversationId).toBe(id)
		const res = await call(apiAdminConversation.loader, context, getRequest(`/api/admin/conversations/${id}`, { token: adminToken }), { id: String(id) })
		expect(res.status).toBe(200)
		expect((await res.json()).ground).toBe(`Case #${caseId}`)
	})
})

describe('offers in the thread', () => {
	test('an offer and its counter are lines of the conversation of that buyer and listing, made if need be', async () => {
		const made = await call(apiOffers.action, context, jsonRequest('/api/offers', { listing_id: parties.listing.id, amount: 15000, message: 'Cash today' }, { token: parties.buyer.token }))
		expect(made.status).toBe(201)
		const offerId = (await made.json()).offer.id
		const countered = await call(
			apiOfferMove.action,
			context,
			jsonRequest(`/api/offers/${offerId}/counter`, { amount: 18000, message: 'Meet halfway' }, { token: parties.seller.token }),
			{ id: String(offerId), move: 'counter' },
		)
		expect(countered.status).toBe(200)
		const list = await (await inbox(parties.buyer.token)).json()
		expect(list).toHaveLength(1)
		const { messages } = await (await show(list[0].id, parties.buyer.token)).json()
		expect(messages).toEqual([
			expect.objectContaining({ kind: 'OFFER', senderId: parties.buyer.id, message: 'Cash today', offer: { id: offerId, event: 'made', amount: '15000.00' } }),
			expect.objectContaining({ kind: 'OFFER', senderId: parties.seller.id, message: 'Meet halfway', offer: { id: offerId, event: 'countered', amount: '18000.00' } }),
		])
		// A later message goes to the same conversation.
		expect((await start({ listingId: parties.listing.id, message: 'OK, 18,000 it is' }, parties.buyer.token)).status).toBe(200)
		expect(await count('conversations')).toBe(1)
	})
})

describe('Talk in Soko only', () => {
	test("a seller's setting, off until they turn it on", async () => {
		expect(await talksInSokoOnly(context.db, { sellerId: parties.seller.id })).toBe(false)
		await setTalkInSokoOnly(context.db, { userId: parties.seller.id, on: true })
		expect(await talksInSokoOnly(context.db, { sellerId: parties.seller.id })).toBe(true)
		await setTalkInSokoOnly(context.db, { userId: parties.seller.id, on: false })
		expect(await talksInSokoOnly(context.db, { sellerId: parties.seller.id })).toBe(false)
	})
})

describe('live and limits', () => {
	test('an account under a day old starts at most 8 conversations a day (429); the refused one starts nothing', async () => {
		const listings = await Promise.all(Array.from({ length: 9 }, () => createListing(context.db, { sellerId: parties.seller.id })))
		const answers = []
		for (const listing of listings) {
			answers.push((await start({ listingId: listing.id, message: 'Available?' }, parties.buyer.token)).status)
			// As if a minute went by: only the day's count of conversations is tried here, not the messages a minute.
			await context.db.deleteFrom('rate_limits').where('key', 'like', 'conversation-messages-minute:%').execute()
		}
		expect(answers).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 429])
		expect(await count('conversations')).toBe(8)
	})

	test('a stored message is published on the chat bus for both people', async () => {
		const events: ChatEvent[] = []
		context.chatBus.subscribe((event) => events.push(event))
		const { id } = await started()
		expect(events).toEqual([{ conversationId: id, userIds: [parties.buyer.id, parties.seller.id], message: expect.objectContaining({ message: 'Is it still available? Can I see it in Thika?' }) }])
	})

	test('an account under a day old writes at most 5 messages a minute (429), and a refused message is not stored', async () => {
		const { id } = await started()
		for (let i = 0; i < 4; i++) expect((await post(id, { message: `m${i}` }, parties.buyer.token)).status).toBe(201)
		const res = await post(id, { message: 'one too many' }, parties.buyer.token)
		expect(res.status).toBe(429)
		expect(await count('conversation_messages')).toBe(5)
	})

	test('an established account writes 12 messages a minute', async () => {
		const old = new Date(Date.now() - 3 * 86_400_000).toISOString()
		await context.db.updateTable('users').set({ registered_at: old }).where('id', '=', parties.buyer.id).execute()
		const { id } = await started()
		for (let i = 0; i < 11; i++) expect((await post(id, { message: `m${i}` }, parties.buyer.token)).status).toBe(201)
		expect((await post(id, { message: 'thirteenth' }, parties.buyer.token)).status).toBe(429)
	})
})

describe('the other person is told once, not per message', () => {
	const told = (userId: number) =>
		context.db.selectFrom('notifications').select(['kind', 'conversation_id', 'channel']).where('user_id', '=', userId).where('kind', '=', 'NEW_MESSAGE').execute()

	test('the first unread message tells the seller once (by SMS, as they chose); more while unread tell nothing; read, the next one tells again', async () => {
		await context.db.updateTable('users').set({ notify_channel: 'SMS' }).where('id', '=', parties.seller.id).execute()
		const texts = () => context.db.selectFrom('sms_outbox').select('body').execute()
		const { id } = await started()
		await post(id, { message: 'Also, does it come with a charger?' }, parties.buyer.token)
		expect(await told(parties.seller.id)).toEqual([{ kind: 'NEW_MESSAGE', conversation_id: id, channel: 'SMS' }])
		expect(await told(parties.buyer.id)).toEqual([])
		expect(await texts()).toHaveLength(1)

		expect((await act(id, 'read', {}, parties.seller.token)).status).toBe(200)
		await post(id, { message: 'Yes, charger included.' }, parties.seller.token)
		expect(await told(parties.buyer.id)).toHaveLength(1)
		await post(id, { message: 'Thanks! Can I come on Saturday?' }, parties.buyer.token)
		// Told again (the list), while SMS about this conversation waits its 6 hours.
		expect(await told(parties.seller.id)).toHaveLength(2)
		expect(await texts()).toHaveLength(1)
	})
})
