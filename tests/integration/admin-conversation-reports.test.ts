import { beforeEach, describe, expect, test } from 'vitest'
import * as admin from '#app/routes/admin.tsx'
import * as adminConversation from '#app/routes/admin.conversations.$id.tsx'
import * as apiConversations from '#app/routes/api.conversations.ts'
import * as apiMessages from '#app/routes/api.conversations.$id.messages.ts'
import * as apiAction from '#app/routes/api.conversations.$id.$action.ts'
import * as apiReports from '#app/routes/api.admin.conversation-reports.ts'
import * as apiReport from '#app/routes/api.admin.conversation-reports.$id.ts'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createUser } from './factories.ts'
import { offerParties } from './offer-fixtures.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>
let adminUser: { id: number; email: string; token: string }

const SCAM = 'Send a deposit of 2000 first then I courier it'

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
	const user = await createUser(context.db, { role: 'ADMIN' })
	adminUser = { ...user, token: (await createSession(context.db, { userId: user.id })).token }
})

/** A buyer asks, the seller answers with a scam message (confirmed past its warning): the thread admins will read. */
async function conversation() {
	const started = await call(apiConversations.action, context, jsonRequest('/api/conversations', { listingId: parties.listing.id, message: 'Is it still available?' }, { token: parties.buyer.token }))
	const { id } = (await started.json()) as { id: number }
	const scam = await call(apiMessages.action, context, jsonRequest(`/api/conversations/${id}/messages`, { message: SCAM, confirm: true }, { token: parties.seller.token }), { id: String(id) })
	expect(scam.status).toBe(201)
	return id
}

async function report(id: number, by: { token: string }, reason: string) {
	const res = await call(apiAction.action, context, jsonRequest(`/api/conversations/${id}/report`, { reason }, { token: by.token }), { id: String(id), action: 'report' })
	expect(res.status).toBe(201)
	return ((await res.json()) as { report: { id: number } }).report.id
}

const cookie = (token?: string) => (token ? { cookie: `__session=${token}` } : undefined)

function openPage(id: number | string, token = adminUser.token) {
	return call(adminConversation.loader, context, new Request(`http://localhost/admin/conversations/${id}`, { headers: cookie(token) }), { id: String(id) })
}

function postPage(id: number, fields: Record<string, string>, token = adminUser.token) {
	return call(
		adminConversation.action,
		context,
		new Request(`http://localhost/admin/conversations/${id}`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookie(token) },
			body: new URLSearchParams(fields),
		}),
		{ id: String(id) },
	)
}

const logs = (targetType: string) =>
	context.db.selectFrom('moderation_logs').select(['admin_id', 'target_id', 'action', 'from_status', 'to_status', 'reason']).where('target_type', '=', targetType).orderBy('id').execute()

const reportStatus = async (id: number) => (await context.db.selectFrom('conversation_reports').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

describe('the moderation queue', () => {
	test('lists an open conversation report: who reported whom, the listing, the reason, when; settled ones leave it', async () => {
		const id = await conversation()
		const queue = async () => ((await (await call(admin.loader, context, new Request('http://localhost/admin?tab=moderation', { headers: cookie(adminUser.token) }))).json()) as { conversationReports: unknown[] }).conversationReports
		expect(await queue()).toEqual([])
		const reportId = await report(id, parties.buyer, 'Asked for a deposit before viewing')
		expect(await queue()).toEqual([
			{
				id: reportId,
				conversationId: id,
				listing: { id: parties.listing.id, title: 'Sony PS4 Slim & 2 pads' },
				reporterId: parties.buyer.id,
				reporterEmail: parties.buyer.email,
				reportedUserId: parties.seller.id,
				reportedEmail: parties.seller.email,
				reason: 'Asked for a deposit before viewing',
				status: 'PENDING',
				createdAt: expect.any(String),
			},
		])
		expect((await postPage(id, { intent: 'dismiss', reportId: String(reportId) })).status).toBe(302)
		expect(await queue()).toEqual([])
	})
})

describe('/admin/conversations/:id', () => {
	test('refused (403, saying why) until the conversation is reported; then shown with each message, and each reading logged', async () => {
		const id = await conversation()
		const refused = await openPage(id)
		expect(refused.status).toBe(403)
		expect(await refused.text()).toBe('Admins read a conversation only when it is reported or attached to a case')
		expect(await logs('conversation')).toEqual([])
		expect((await openPage(id, parties.buyer.token)).status).toBe(403)
		expect((await openPage(id, '')).status).toBe(302)
		expect((await openPage(999_999)).status).toBe(404)

		const reportId = await report(id, parties.buyer, 'Deposit first')
		const shown = await openPage(id)
		expect(shown.status).toBe(200)
		const { conversation: page } = (await shown.json()) as { conversation: Record<string, unknown> & { messages: Record<string, unknown>[] } }
		expect(page).toMatchObject({
			id,
			ground: `Report #${reportId}`,
			listing: { id: parties.listing.id, title: 'Sony PS4 Slim & 2 pads' },
			buyer: { id: parties.buyer.id, email: parties.buyer.email },
			seller: { id: parties.seller.id, email: parties.seller.email },
			reports: [{ id: reportId, reason: 'Deposit first', status: 'PENDING' }],
		})
		expect(page.messages).toEqual([
			expect.objectContaining({ senderId: parties.buyer.id, message: 'Is it still available?', createdAt: expect.any(String) }),
			expect.objectContaining({ senderId: parties.seller.id, message: SCAM, warning: expect.stringContaining('Soko never asks you to pay') }),
		])
		await openPage(id)
		expect(await logs('conversation')).toEqual([
			{ admin_id: adminUser.id, target_id: id, action: 'READ', from_status: null, to_status: null, reason: `Report #${reportId}` },
			{ admin_id: adminUser.id, target_id: id, action: 'READ', from_status: null, to_status: null, reason: `Report #${reportId}` },
		])
	})

	test('resolve and dismiss settle one report each, logged like listing reports; a settled one is refused; block stops both writing', async () => {
		const id = await conversation()
		const fromBuyer = await report(id, parties.buyer, 'Deposit first')
		const fromSeller = await report(id, parties.seller, 'Rude')

		const resolved = await postPage(id, { intent: 'resolve', reportId: String(fromBuyer), notes: 'Seller warned' })
		expect(resolved.status).toBe(302)
		expect(resolved.headers.get('location')).toBe(`/admin/conversations/${id}`)
		expect(await reportStatus(fromBuyer)).toBe('RESOLVED')
		expect(await reportStatus(fromSeller)).toBe('PENDING')
		expect((await postPage(id, { intent: 'dismiss', reportId: String(fromSeller) })).status).toBe(302)
		expect(await reportStatus(fromSeller)).toBe('DISMISSED')
		expect(await logs('conversation_report')).toEqual([
			{ admin_id: adminUser.id, target_id: fromBuyer, action: 'RESOLVE', from_status: 'PENDING', to_status: 'RESOLVED', reason: `Conversation ${id}: Seller warned` },
			{ admin_id: adminUser.id, target_id: fromSeller, action: 'DISMISS', from_status: 'PENDING', to_status: 'DISMISSED', reason: `Conversation ${id}` },
		])
		// Settled already, or a report of another conversation: nothing changes, nothing is logged
		expect((await postPage(id, { intent: 'dismiss', reportId: String(fromBuyer) })).status).toBe(302)
		expect((await postPage(id + 1, { intent: 'resolve', reportId: String(fromSeller) })).status).toBe(302)
		expect(await reportStatus(fromBuyer)).toBe('RESOLVED')
		expect(await logs('conversation_report')).toHaveLength(2)
		expect((await postPage(id, { intent: 'resolve', reportId: String(fromBuyer) }, parties.buyer.token)).status).toBe(403)

		expect((await postPage(id, { intent: 'block' })).status).toBe(302)
		const write = (token: string) => call(apiMessages.action, context, jsonRequest(`/api/conversations/${id}/messages`, { message: 'Hello?' }, { token }), { id: String(id) })
		expect((await write(parties.buyer.token)).status).toBe(403)
		expect((await write(parties.seller.token)).status).toBe(403)
		expect((await logs('conversation')).map((l) => l.action)).toEqual(['BLOCK'])
		expect((await postPage(id, { intent: 'block' })).status).toBe(302)
		expect((await logs('conversation')).map((l) => l.action)).toEqual(['BLOCK'])
	})
})

describe('the API', () => {
	const list = (token?: string) => call(apiReports.loader, context, getRequest('/api/admin/conversation-reports', { token }))
	const settle = (id: number | string, body: unknown, token?: string) =>
		call(apiReport.action, context, jsonRequest(`/api/admin/conversation-reports/${id}`, body, { token }), { id: String(id) })

	test('GET lists open reports for admins only', async () => {
		const id = await conversation()
		const reportId = await report(id, parties.seller, 'Spam')
		expect((await list()).status).toBe(401)
		expect((await list(parties.buyer.token)).status).toBe(403)
		const res = await list(adminUser.token)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual([expect.objectContaining({ id: reportId, conversationId: id, reporterId: parties.seller.id, reportedUserId: parties.buyer.id })])
	})

	test('POST settles one report: 401, 403, 404 before a bad body, 400, then 200, and 409 once settled; refusals write nothing', async () => {
		const id = await conversation()
		const reportId = await report(id, parties.buyer, 'Deposit first')
		const refused = async (res: Response, status: number, message?: string) => {
			expect(res.status).toBe(status)
			if (message) expect(((await res.json()) as { message: string }).message).toBe(message)
		}
		await refused(await settle(reportId, { action: 'nope' }), 401)
		await refused(await settle(reportId, { action: 'nope' }, parties.buyer.token), 403)
		await refused(await settle(999_999, { action: 'nope' }, adminUser.token), 404, 'Report not found')
		await refused(await settle(reportId, { action: 'nope' }, adminUser.token), 400)
		expect(await reportStatus(reportId)).toBe('PENDING')
		expect(await logs('conversation_report')).toEqual([])

		const done = await settle(reportId, { action: 'resolve', notes: 'Seller suspended' }, adminUser.token)
		expect(done.status).toBe(200)
		expect(await done.json()).toEqual({ id: reportId, conversationId: id, status: 'RESOLVED' })
		await refused(await settle(reportId, { action: 'dismiss' }, adminUser.token), 409, 'This report is already settled')
		expect(await logs('conversation_report')).toEqual([
			{ admin_id: adminUser.id, target_id: reportId, action: 'RESOLVE', from_status: 'PENDING', to_status: 'RESOLVED', reason: `Conversation ${id}: Seller suspended` },
		])
	})
})
