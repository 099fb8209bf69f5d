import { beforeEach, expect, test } from 'vitest'
import * as support from '#app/routes/admin.support.tsx'
import * as chatPage from '#app/routes/help-center.chat.tsx'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { ACCESS_DENIED } from '#app/components/admin/admin-ui.tsx'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { CHAT_WORDS } from '#app/domain/chat/words.ts'
import { call, createTestContext } from './context.ts'
import { createUser } from './factories.ts'

let context: AppContext
let published: unknown[]
beforeEach(async () => {
	context = await createTestContext()
	published = []
	context.chatBus.subscribe((event) => published.push(event))
})

async function session(role: UserRole) {
	const user = await createUser(context.db, { role })
	return { user, cookie: `__session=${(await createSession(context.db, { userId: user.id })).token}` }
}

function form(path: string, fields: Record<string, string>, cookie?: string) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
		body: new URLSearchParams(fields),
	})
}

function page(path: string, cookie?: string) {
	return new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })
}

type ChatPageData = Awaited<ReturnType<typeof chatPage.loader>>
type SupportData = Awaited<ReturnType<typeof support.loader>>

/** A guest's first message on the no-JavaScript page: the cookie it is given. */
async function guestSays(message: string, cookie?: string) {
	const res = await call(chatPage.action, context, form('/help-center/chat', { message }, cookie))
	expect(res.status).toBe(302)
	expect(res.headers.get('location')).toBe('/help-center/chat#chat-form')
	return cookie ?? res.headers.get('set-cookie')!.split(';')[0]!
}

test('without JavaScript: a guest gets a cookie on their first message, the bot answers, and the page shows the conversation', async () => {
	const empty = await call(chatPage.loader, context, page('/help-center/chat'))
	expect(await empty.json()).toMatchObject({ history: [], agent: 'bot' })

	const cookie = await guestSays('How much is the listing fee?')
	expect(cookie).toMatch(/^soko_chat=[0-9a-f]{32}\./)
	const data = (await (await call(chatPage.loader, context, page('/help-center/chat', cookie))).json()) as ChatPageData
	expect(data.agent).toBe('bot')
	expect(data.history.map((m) => [m.userName, m.isBot])).toEqual([
		['Guest', false],
		[CHAT_WORDS.botName, true],
	])
	expect(data.history[1]!.message).toContain('KES 15')
	// A second message from the same browser: no new cookie, the same conversation.
	const again = await call(chatPage.action, context, form('/help-center/chat', { message: 'talk to a person' }, cookie))
	expect(again.headers.get('set-cookie')).toBeNull()
	expect(await context.db.selectFrom('admin_chats').select(['guest_key', 'handed_over_at']).execute()).toEqual([
		{ guest_key: expect.any(String), handed_over_at: expect.any(String) },
	])
	// What the page wrote went over the bus to any open sockets.
	expect(published).toHaveLength(4)

	// A forged cookie is no one's: it starts a conversation of its own.
	const forged = await call(chatPage.loader, context, page('/help-center/chat', `${cookie.slice(0, -3)}xyz`))
	expect(await forged.json()).toMatchObject({ history: [], agent: 'bot' })
})

test('handed over, the chat waits for a person until an admin opens it; then, and only then, a person is there (issue 26)', async () => {
	const cookie = await guestSays('talk to a person')
	const agent = async () => ((await (await call(chatPage.loader, context, page('/help-center/chat', cookie))).json()) as ChatPageData).agent
	expect(await agent()).toBe('waiting')
	const { cookie: adminCookie, user: admin } = await session('ADMIN')
	// The inbox alone is not opening the conversation.
	await call(support.loader, context, page('/admin/support', adminCookie))
	expect(await agent()).toBe('waiting')

	const { id } = await context.db.selectFrom('admin_chats').select('id').executeTakeFirstOrThrow()
	published.length = 0
	await call(support.loader, context, page(`/admin/support?chat=${id}`, adminCookie))
	expect(await agent()).toBe('person')
	// The user is told live (over the bus to their socket) and on the page; opening it again says nothing more.
	expect(published).toEqual([{ chatId: id, frame: { type: 'message', agent: 'person', message: expect.objectContaining({ message: CHAT_WORDS.personJoined, isAdmin: true }) } }])
	await call(support.loader, context, page(`/admin/support?chat=${id}`, adminCookie))
	expect(published).toHaveLength(1)
	expect((await context.db.selectFrom('admin_chats').select('admin_id').executeTakeFirstOrThrow()).admin_id).toBe(admin.id)
})

test('without JavaScript: an empty or too long message is a 400 saying why, and nothing is stored', async () => {
	for (const [message, error] of [
		['   ', CHAT_WORDS.messageRequired],
		['x'.repeat(1001), CHAT_WORDS.messageTooLong],
	] as const) {
		const res = await call(chatPage.action, context, form('/help-center/chat', { message }))
		expect(res.status).toBe(400)
		expect(((await res.json()) as { error: Record<string, string[]> }).error.message).toEqual([error])
	}
	expect(await context.db.selectFrom('chat_messages').selectAll().execute()).toEqual([])
})

test('a signed-in user chats as themselves, by phone', async () => {
	const { user, cookie } = await session('BUYER')
	await call(chatPage.action, context, form('/help-center/chat', { message: 'hello' }, cookie))
	const data = (await (await call(chatPage.loader, context, page('/help-center/chat', cookie))).json()) as ChatPageData
	expect(data.history[0]).toMatchObject({ userName: user.phone, message: 'hello' })
	expect(await context.db.selectFrom('admin_chats').select(['user_id', 'user_name']).execute()).toEqual([{ user_id: user.id, user_name: user.phone }])
})

test('the Support inbox: a visitor goes to /admin-login, a buyer or seller gets the 403, for the page and its form', async () => {
	const anonymous = await call(support.loader, context, page('/admin/support'))
	expect([anonymous.status, anonymous.headers.get('location')]).toEqual([302, '/admin-login'])
	const post = await call(support.action, context, form('/admin/support', { intent: 'reply', chatId: '1', message: 'hi' }))
	expect([post.status, post.headers.get('location')]).toEqual([302, '/admin-login'])
	for (const role of ['BUYER', 'SELLER'] as const) {
		const { cookie } = await session(role)
		const denied = await call(support.loader, context, page('/admin/support', cookie))
		expect([denied.status, await denied.text()]).toEqual([403, ACCESS_DENIED])
		const refused = await call(support.action, context, form('/admin/support', { intent: 'reply', chatId: '1', message: 'hi' }, cookie))
		expect(refused.status).toBe(403)
	}
	expect(await context.db.selectFrom('chat_messages').selectAll().execute()).toEqual([])
})

test('the Support inbox lists handed-over conversations by latest activity with unread counts; the admin opens, replies and closes', async () => {
	const first = await guestSays('talk to a person')
	const second = await guestSays('Which football team will win?')
	await guestSays('And the weather?', second)
	await guestSays('Just a question about fees') // answered by the bot: not in the inbox
	await guestSays('Are you there?', first)
	const { cookie, user: admin } = await session('ADMIN')

	let data = (await (await call(support.loader, context, page('/admin/support', cookie))).json()) as SupportData
	expect(data.chat).toBeNull()
	expect(data.inbox.map((c) => [c.user_name, c.unread, c.last_message])).toEqual([
		['Guest', 2, 'Are you there?'],
		['Guest', 2, expect.stringContaining('I still do not know')],
	])
	const chatId = data.inbox[0]!.id

	data = (await (await call(support.loader, context, page(`/admin/support?chat=${chatId}`, cookie))).json()) as SupportData
	expect(data.chat).toMatchObject({ id: chatId, userName: 'Guest', open: true })
	expect(data.inbox.find((c) => c.id === chatId)!.unread).toBe(0)

	const reply = await call(support.action, context, form('/admin/support', { intent: 'reply', chatId: String(chatId), message: 'Hello from support' }, cookie))
	expect([reply.status, reply.headers.get('location')]).toEqual([302, `/admin/support?chat=${chatId}#reply`])
	const guestView = (await (await call(chatPage.loader, context, page('/help-center/chat', first))).json()) as ChatPageData
	expect(guestView.agent).toBe('person')
	expect(guestView.history.slice(-2).map((m) => [m.userName, m.isAdmin, m.message])).toEqual([
		[CHAT_WORDS.supportName, true, CHAT_WORDS.personJoined],
		[CHAT_WORDS.supportName, true, 'Hello from support'],
	])
	expect((await context.db.selectFrom('admin_chats').select('admin_id').where('id', '=', chatId).executeTakeFirstOrThrow()).admin_id).toBe(admin.id)
	// The person answers now: the guest's next message gets no bot reply.
	await guestSays('Thank you', first)
	const after = (await (await call(chatPage.loader, context, page('/help-center/chat', first))).json()) as ChatPageData
	expect(after.history.at(-1)).toMatchObject({ message: 'Thank you', isBot: false })

	const bad = await call(support.action, context, form('/admin/support', { intent: 'reply', chatId: String(chatId), message: ' ' }, cookie))
	expect(bad.status).toBe(400)
	const missing = await call(support.action, context, form('/admin/support', { intent: 'reply', chatId: '999999', message: 'hi' }, cookie))
	expect(missing.status).toBe(404)
	const unknown = await call(support.action, context, form('/admin/support', { intent: 'delete', chatId: String(chatId) }, cookie))
	expect(unknown.status).toBe(400)

	const closed = await call(support.action, context, form('/admin/support', { intent: 'close', chatId: String(chatId) }, cookie))
	expect([closed.status, closed.headers.get('location')]).toEqual([302, '/admin/support'])
	data = (await (await call(support.loader, context, page('/admin/support', cookie))).json()) as SupportData
	expect(data.inbox.map((c) => c.id)).not.toContain(chatId)
	const late = await call(support.action, context, form('/admin/support', { intent: 'reply', chatId: String(chatId), message: 'hi' }, cookie))
	expect(late.status).toBe(409)
	// The guest writes again: the bot is back.
	await guestSays('How much is the listing fee?', first)
	const reopened = (await (await call(chatPage.loader, context, page('/help-center/chat', first))).json()) as ChatPageData
	expect(reopened.agent).toBe('bot')
	expect(reopened.history.at(-1)).toMatchObject({ isBot: true, message: expect.stringContaining('KES 15') })

	const notFound = (await (await call(support.loader, context, page('/admin/support?chat=abc', cookie))).json()) as SupportData
	expect(notFound.chat).toEqual({ missing: true })
})
