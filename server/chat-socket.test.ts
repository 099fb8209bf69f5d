import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Database } from '#db/database.ts'
import { parseEnv } from '#app/env.server.ts'
import { openTestDatabaseAt } from '#tests/test-database.ts'
import { createUser } from '#tests/integration/factories.ts'
import { connectChat, messageWith, type TestChatClient } from '#tests/chat-client.ts'
import WebSocket from 'ws'
import { createSession, deleteSession } from '#app/domain/accounts/sessions.server.ts'
import { requestPasswordReset, resetPassword } from '#app/domain/accounts/password-reset.server.ts'
import { bulkUserAction } from '#app/domain/admin/bulk-actions.server.ts'
import { createChatBus, createInProcessChatBus, type ChatBus } from '#app/domain/chat/bus.server.ts'
import { CHAT_LIMITS, CHAT_WORDS, type ServerFrame } from '#app/domain/chat/words.ts'
import { createChatSocket, MAX_SOCKETS_PER_ADDRESS, SESSION_ENDED } from './chat-socket.ts'

const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LISTING_FEE_KES: '15' })

type Instance = { url: string; stop: () => Promise<void> }
let db: Database
let databaseUrl: string | null
let instances: Instance[] = []
let clients: TestChatClient[] = []

/** One app instance's chat: an HTTP server with the socket, on a free port. */
async function startInstance(bus: ChatBus = createInProcessChatBus()): Promise<Instance> {
	const chat = createChatSocket({ db, env, bus })
	const server = http.createServer()
	server.on('upgrade', (req, socket, head) => void chat.handleUpgrade(req, socket, head))
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const instance = {
		url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`,
		async stop() {
			chat.close()
			await bus.close()
			await new Promise((resolve) => server.close(resolve))
		},
	}
	instances.push(instance)
	return instance
}

async function connect(instance: Instance, options?: Parameters<typeof connectChat>[1]) {
	const client = await connectChat(instance.url, options)
	clients.push(client)
	return client
}

/** A guest that has joined: its cookie, and its (empty) history. */
async function guest(instance: Instance) {
	const client = await connect(instance)
	client.send({ type: 'join', userId: null, userName: 'Guest' })
	const history = await client.next((f) => f.type === 'history')
	return { client, history }
}

async function sessionCookie(role: 'ADMIN' | 'BUYER') {
	const user = await createUser(db, { role })
	return { user, cookie: `__session=${(await createSession(db, { userId: user.id })).token}` }
}

function chatIdOf(frame: ServerFrame) {
	if (frame.type !== 'history') throw new Error('not a history frame')
	return frame.chatId
}

beforeEach(async () => {
	;({ db, url: databaseUrl } = await openTestDatabaseAt())
})

afterEach(async () => {
	await Promise.all(clients.map((c) => c.close()))
	await Promise.all(instances.map((i) => i.stop()))
	clients = []
	instances = []
	await db.destroy()
})

test('a guest gets a signed cookie, an empty history, and the bot answers the fee question with the setting', async () => {
	const instance = await startInstance()
	const { client, history } = await guest(instance)
	expect(client.cookie).toMatch(/^soko_chat=[0-9a-f]{32}\./)
	expect(history).toEqual({ type: 'history', messages: [], agent: 'bot', chatId: null })
	client.send({ type: 'chat', message: 'How much is the listing fee?' })
	const mine = await client.next(messageWith('How much is the listing fee?'))
	expect(mine).toMatchObject({ type: 'message', agent: 'bot', message: { userName: 'Guest', isBot: false, isAdmin: false } })
	const answer = await client.next((f) => f.type === 'message' && f.message.isBot)
	expect(answer).toMatchObject({ message: { userName: CHAT_WORDS.botName, isBot: true } })
	if (answer.type === 'message') {
		expect(answer.message.message).toContain('KES 15')
		expect(Object.keys(answer.message).sort()).toEqual(['id', 'isAdmin', 'isBot', 'message', 'timestamp', 'userName'])
		expect(new Date(answer.message.timestamp).toISOString()).toBe(answer.message.timestamp)
	}
})

test('bad frames are ignored and the connection stays; empty and oversized messages are refused with an error frame', async () => {
	const instance = await startInstance()
	const { client } = await guest(instance)
	for (const bad of ['not json', '[]', 'null', '42', '{"type":"nope"}', '{"type":"chat"}', '{"type":"chat","message":{"x":1}}']) client.send(bad)
	client.ws.send(Buffer.from([1, 2, 3]), { binary: true })
	expect(await client.next((f) => f.type === 'error')).toEqual({ type: 'error', message: CHAT_WORDS.messageRequired })
	client.send({ type: 'chat', message: '   ' })
	client.send({ type: 'chat', message: 'x'.repeat(CHAT_LIMITS.messageMax + 1) })
	await client.next((f) => f.type === 'error' && f.message === CHAT_WORDS.messageTooLong)
	client.send({ type: 'chat', message: 'x'.repeat(CHAT_LIMITS.messageMax) })
	await client.next(messageWith('x'.repeat(CHAT_LIMITS.messageMax)))
	expect(client.ws.readyState).toBe(client.ws.OPEN)
	expect(await db.selectFrom('chat_messages').select('message').where('is_bot', '=', 0).execute()).toEqual([{ message: 'x'.repeat(CHAT_LIMITS.messageMax) }])
})

test('more than 12 messages a minute are refused, and nothing past the limit is stored', async () => {
	const instance = await startInstance()
	const { client } = await guest(instance)
	for (let i = 1; i <= 13; i++) client.send({ type: 'chat', message: `hello ${i}` })
	const refusal = await client.next((f) => f.type === 'error')
	expect(refusal).toMatchObject({ message: expect.stringMatching(/^Too many attempts\. Please wait (\d+ seconds?|1 minute) and try again\.$/) })
	const stored = await db.selectFrom('chat_messages').select('message').where('is_bot', '=', 0).orderBy('id').execute()
	expect(stored.map((m) => m.message)).toEqual(Array.from({ length: 12 }, (_, i) => `hello ${i + 1}`))
})

test('one address may not flood the chat as ever-new guests: 60 messages a minute from it, whoever sends them', async () => {
	const instance = await startInstance()
	for (let g = 0; g < 5; g++) {
		const { client } = await guest(instance)
		for (let i = 1; i <= 12; i++) client.send({ type: 'chat', message: `guest ${g} says ${i}` })
		await client.next(messageWith(`guest ${g} says 12`))
	}
	const { client } = await guest(instance)
	client.send({ type: 'chat', message: 'one more' })
	expect(await client.next((f) => f.type === 'error')).toMatchObject({ message: expect.stringMatching(/^Too many attempts/) })
	expect(client.frames.some((f) => f.type === 'message')).toBe(false)
})

test('history is per browser, survives reconnecting and a restart, and is bounded', async () => {
	let instance = await startInstance()
	const first = await guest(instance)
	first.client.send({ type: 'chat', message: 'How do I sell?' })
	await first.client.next((f) => f.type === 'message' && f.message.isBot)
	const cookie = first.client.cookie!
	await first.client.close()
	await instance.stop()
	instances = []

	instance = await startInstance()
	const again = await connect(instance, { cookie })
	expect(again.cookie).toBeNull()
	again.send({ type: 'join' })
	const history = await again.next((f) => f.type === 'history')
	expect(history.type === 'history' && history.messages.map((m) => [m.userName, m.isBot])).toEqual([
		['Guest', false],
		[CHAT_WORDS.botName, true],
	])
	// Another browser has its own (empty) conversation.
	expect((await guest(instance)).history).toMatchObject({ messages: [] })

	// Bounded: only the latest are kept, and only the latest are sent.
	const chatId = chatIdOf(history)!
	await db
		.insertInto('chat_messages')
		.values(Array.from({ length: CHAT_LIMITS.historyKept + 10 }, (_, i) => ({ chat_id: chatId, message: `old ${i}`, sender_name: 'Guest' })))
		.execute()
	again.send({ type: 'chat', message: 'and safety?' })
	await again.next((f) => f.type === 'message' && f.message.isBot)
	expect((await db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(CHAT_LIMITS.historyKept)
	again.send({ type: 'join' })
	const bounded = await again.next((f) => f.type === 'history' && f.messages.length > 2)
	expect(bounded.type === 'history' && bounded.messages.length).toBe(CHAT_LIMITS.historySent)
	expect(bounded.type === 'history' && bounded.messages.at(-1)!.isBot).toBe(true)
})

test('"talk to a person" hands over (waiting, no person yet); an admin opens it and joins, and they talk in real time; the bot stays quiet', async () => {
	const instance = await startInstance()
	const { client } = await guest(instance)
	client.send({ type: 'chat', message: 'talk to a person' })
	const handover = await client.next((f) => f.type === 'message' && f.message.isBot)
	// Nobody from support has opened it yet (issue 26: the chat said a person was here).
	expect(handover).toMatchObject({ agent: 'waiting', message: { message: expect.stringContaining('asking a person') } })
	const chat = await db.selectFrom('admin_chats').selectAll().executeTakeFirstOrThrow()
	expect(chat.handed_over_at).not.toBeNull()

	const { cookie, user: admin } = await sessionCookie('ADMIN')
	const adminClient = await connect(instance, { cookie })
	adminClient.send({ type: 'join', chatId: chat.id })
	const adminHistory = await adminClient.next((f) => f.type === 'history')
	expect(adminHistory).toMatchObject({
		chatId: chat.id,
		agent: 'person',
		messages: [{ message: 'talk to a person' }, { isBot: true }, { message: CHAT_WORDS.personJoined }],
	})
	// Opening it is joining: the user is told at once, before any answer.
	expect(await client.next(messageWith(CHAT_WORDS.personJoined))).toMatchObject({ agent: 'person' })

	adminClient.send({ type: 'chat', message: 'Hello, this is Amina from Soko.' })
	const reply = await client.next(messageWith('Amina'))
	expect(reply).toMatchObject({ agent: 'person', message: { userName: CHAT_WORDS.supportName, isAdmin: true, isBot: false } })
	expect((await db.selectFrom('admin_chats').select('admin_id').executeTakeFirstOrThrow()).admin_id).toBe(admin.id)

	client.send({ type: 'chat', message: 'How much is the listing fee?' })
	await adminClient.next(messageWith('How much is the listing fee?'))
	// A client's frames are handled one at a time: once the next one is answered, the message is done with.
	client.send({ type: 'join' })
	await client.next((f) => f.type === 'history')
	expect(client.frames.filter((f) => f.type === 'message' && f.message.isBot)).toHaveLength(1)
})

test('two misses in a row hand over to a person', async () => {
	const instance = await startInstance()
	const { client } = await guest(instance)
	client.send({ type: 'chat', message: 'Which football team will win?' })
	await client.next((f) => f.type === 'message' && f.message.isBot && f.agent === 'bot' && f.message.message.startsWith('Sorry, I do not know'))
	client.send({ type: 'chat', message: 'What is the weather tomorrow?' })
	await client.next((f) => f.type === 'message' && f.message.isBot && f.agent === 'waiting')
})

test('only an admin joins another conversation; a buyer naming one gets their own', async () => {
	const instance = await startInstance()
	const { client } = await guest(instance)
	client.send({ type: 'chat', message: 'my secret question about fees' })
	await client.next((f) => f.type === 'message' && f.message.isBot)
	const chat = await db.selectFrom('admin_chats').select('id').executeTakeFirstOrThrow()

	const buyer = await connect(instance, { cookie: (await sessionCookie('BUYER')).cookie })
	buyer.send({ type: 'join', chatId: chat.id })
	expect(await buyer.next((f) => f.type === 'history')).toEqual({ type: 'history', messages: [], agent: 'bot', chatId: null })
	buyer.send({ type: 'chat', message: 'hello' })
	await buyer.next((f) => f.type === 'message' && f.message.isBot)
	expect(client.frames.some((f) => f.type === 'message' && f.message.message === 'hello')).toBe(false)

	const admin = await connect(instance, { cookie: (await sessionCookie('ADMIN')).cookie })
	admin.send({ type: 'join', chatId: 99_999 })
	expect(await admin.next((f) => f.type === 'error')).toEqual({ type: 'error', message: 'Conversation not found' })
})

test('a handshake from another site is refused', async () => {
	const instance = await startInstance()
	await expect(connectChat(instance.url, { origin: 'https://evil.example' })).rejects.toThrow('refused: 403')
})

test('a message crosses instances through the bus (PostgreSQL LISTEN/NOTIFY, reconnecting when its connection drops)', async () => {
	if (!databaseUrl) return // One instance on SQLite: the in-process bus is what the other tests use.
	const a = await startInstance(createChatBus({ db, databaseUrl }))
	const b = await startInstance(createChatBus({ db, databaseUrl }))
	const { client } = await guest(a)
	client.send({ type: 'chat', message: 'talk to a person' })
	await client.next((f) => f.type === 'message' && f.agent === 'waiting')
	const chat = await db.selectFrom('admin_chats').select('id').executeTakeFirstOrThrow()
	const admin = await connect(b, { cookie: (await sessionCookie('ADMIN')).cookie })
	admin.send({ type: 'join', chatId: chat.id })
	await admin.next((f) => f.type === 'history')
	admin.send({ type: 'chat', message: 'Answer from instance B' })
	await client.next(messageWith('Answer from instance B'))

	// The database drops both listening connections: the buses listen again on new ones and messages still cross.
	const { sql } = await import('kysely')
	const listening = (except: number[]) =>
		sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND state = 'idle' AND NOT (pid = ANY(${except}))`.execute(db)
	const dropped = (await listening([])).rows.map((r) => r.pid)
	expect(dropped).toHaveLength(2)
	await sql`SELECT pg_terminate_backend(pid) FROM unnest(${dropped}::int[]) AS pid`.execute(db)
	await expect.poll(async () => (await listening(dropped)).rows.length, { timeout: 10_000, interval: 50 }).toBe(2)
	client.send({ type: 'chat', message: 'Question after the drop' })
	await admin.next(messageWith('Question after the drop'), 10_000)
})

/** The close code a client's socket ends with (waits for it). */
function closed(client: TestChatClient) {
	return new Promise<number>((resolve) => {
		if (client.ws.readyState === client.ws.CLOSED) return resolve(-1)
		client.ws.once('close', (code) => resolve(code))
	})
}

/** A talking guest, and an admin socket that joined the guest's conversation on `instance`. */
async function adminInConversation(guestInstance: Instance, adminInstance: Instance, cookie: string) {
	const { client } = await guest(guestInstance)
	client.send({ type: 'chat', message: 'talk to a person' })
	await client.next((f) => f.type === 'message' && f.agent === 'waiting')
	const chat = await db.selectFrom('admin_chats').select('id').executeTakeFirstOrThrow()
	const admin = await connect(adminInstance, { cookie })
	admin.send({ type: 'join', chatId: chat.id })
	await admin.next((f) => f.type === 'history')
	return { client, admin }
}

test('an admin who logs out: the socket opened with that session closes and hears nothing more; another device stays', async () => {
	const bus = createInProcessChatBus()
	const instance = await startInstance(bus)
	const admin = await createUser(db, { role: 'ADMIN' })
	const [laptop, phone] = [(await createSession(db, { userId: admin.id })).token, (await createSession(db, { userId: admin.id })).token]
	const { client, admin: laptopSocket } = await adminInConversation(instance, instance, `__session=${laptop}`)
	const phoneSocket = await connect(instance, { cookie: `__session=${phone}` })
	const laptopClosed = closed(laptopSocket)

	await deleteSession(db, { token: laptop, bus })
	expect(await laptopClosed).toBe(SESSION_ENDED)
	client.send({ type: 'chat', message: 'After the logout' })
	// Sent to everyone in the conversation at once: the guest hearing it means the laptop would have too.
	await client.next(messageWith('After the logout'))
	expect(laptopSocket.frames.some((f) => f.type === 'message' && f.message.message === 'After the logout')).toBe(false)
	expect(phoneSocket.ws.readyState).toBe(WebSocket.OPEN)
})

test('a password reset or a suspension ends every session of the account, and closes all its sockets', async () => {
	const bus = createInProcessChatBus()
	const instance = await startInstance(bus)
	const { user, cookie } = await sessionCookie('BUYER')
	const sockets = [await connect(instance, { cookie }), await connect(instance, { cookie: `__session=${(await createSession(db, { userId: user.id })).token}` })]
	const bystander = await connect(instance, { cookie: (await sessionCookie('BUYER')).cookie })
	const ends = sockets.map(closed)
	await requestPasswordReset(db, { email: user.email, clientAddress: '10.0.0.1', origin: 'http://localhost:3000' })
	const mail = await db.selectFrom('mail_outbox').select('body').where('to_address', '=', user.email).executeTakeFirstOrThrow()
	await resetPassword(db, { token: /token=([\w-]+)/.exec(mail.body)![1]!, newPassword: 'a-new-pass-1', bus })
	expect(await Promise.all(ends)).toEqual([SESSION_ENDED, SESSION_ENDED])
	expect(bystander.ws.readyState).toBe(WebSocket.OPEN)

	const admin = await createUser(db, { role: 'ADMIN' })
	const suspended = await connect(instance, { cookie: `__session=${(await createSession(db, { userId: user.id })).token}` })
	const suspendedEnd = closed(suspended)
	await bulkUserAction(db, { admin: { ...admin, role: 'ADMIN', locale: null }, action: 'SUSPEND', targetIds: [user.id], reason: 'Scam', bus })
	expect(await suspendedEnd).toBe(SESSION_ENDED)
})

test('a session that ended is not served even if the word never arrived: its next frame closes the socket', async () => {
	const instance = await startInstance()
	const { user, cookie } = await sessionCookie('ADMIN')
	const socket = await connect(instance, { cookie })
	const end = closed(socket)
	await db.deleteFrom('sessions').where('user_id', '=', user.id).execute()
	socket.send({ type: 'join', chatId: 1 })
	expect(await end).toBe(SESSION_ENDED)
	expect(socket.frames).toEqual([])
})

test('a logout on one instance closes the socket on the other (PostgreSQL LISTEN/NOTIFY)', async () => {
	if (!databaseUrl) return // One instance on SQLite.
	const busA = createChatBus({ db, databaseUrl })
	const a = await startInstance(busA)
	const b = await startInstance(createChatBus({ db, databaseUrl }))
	const admin = await createUser(db, { role: 'ADMIN' })
	const { token } = await createSession(db, { userId: admin.id })
	const { admin: socketOnB } = await adminInConversation(a, b, `__session=${token}`)
	const end = closed(socketOnB)
	await deleteSession(db, { token, bus: busA })
	expect(await end).toBe(SESSION_ENDED)
})

test(`one address holds at most ${MAX_SOCKETS_PER_ADDRESS} open chat sockets: the next is refused with a 429 saying how long to wait`, async () => {
	const instance = await startInstance()
	const open = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_ADDRESS }, () => connect(instance)))
	const refusal = await new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
		const ws = new WebSocket(instance.url)
		ws.once('open', () => reject(new Error('opened past the cap')))
		ws.once('unexpected-response', (_req, res) => {
			let body = ''
			res.on('data', (chunk: Buffer) => (body += chunk))
			res.on('end', () => resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body }))
		})
	})
	expect(refusal).toEqual({ status: 429, retryAfter: '60', body: JSON.stringify({ message: 'Too many open chats from your network. Please wait 1 minute and try again.' }) })
	await open[0]!.close()
	// The server counts the socket closed when its end of the connection closes, which may come just after ours.
	await vi.waitFor(() => connect(instance), { timeout: 5_000, interval: 20 })
})

test('a thread page watching its conversation hears each new message, across instances; a stranger watching hears nothing', async () => {
	const { createListing } = await import('#tests/integration/factories.ts')
	const { startConversation } = await import('#app/domain/conversations/start.server.ts')
	const { postMessage } = await import('#app/domain/conversations/post.server.ts')
	// Two instances: through PostgreSQL when there is one, else one in-process bus both share (as one instance would).
	const shared = createInProcessChatBus()
	const busOf = () => (databaseUrl ? createChatBus({ db, databaseUrl }) : { ...shared, close: async () => {} })
	const a = await startInstance(busOf())
	const b = await startInstance(busOf())
	const seller = await sessionCookie('BUYER')
	const buyer = await sessionCookie('BUYER')
	const stranger = await sessionCookie('BUYER')
	const listing = await createListing(db, { sellerId: seller.user.id })
	const { conversation } = await startConversation(db, { listingId: listing.id, buyer: { ...buyer.user, role: 'BUYER' }, message: 'Still available?', confirm: false })
	const sellerPage = await connect(b, { cookie: seller.cookie })
	const strangerPage = await connect(b, { cookie: stranger.cookie })
	sellerPage.send({ type: 'watch', conversationId: conversation.id })
	strangerPage.send({ type: 'watch', conversationId: conversation.id })
	await strangerPage.next((f) => f.type === 'error' && f.message === CHAT_WORDS.notFound)
	// The watch is registered once a frame sent after it is answered (frames are handled in order).
	sellerPage.send({ type: 'chat', message: '' })
	await sellerPage.next((f) => f.type === 'error')
	const buyerPage = await connect(a, { cookie: buyer.cookie })
	buyerPage.send({ type: 'watch', conversationId: conversation.id })
	buyerPage.send({ type: 'chat', message: '' })
	await buyerPage.next((f) => f.type === 'error')
	const writer = busOf()
	await postMessage(db, { conversationId: conversation.id, writer: buyer.user, message: 'Can I come at 5?', confirm: false, bus: writer })
	await writer.close()
	const heard = (f: ServerFrame) => f.type === 'conversation' && f.message.message === 'Can I come at 5?'
	await sellerPage.next(heard, 2000)
	await buyerPage.next(heard, 2000)
	await new Promise((r) => setTimeout(r, 100))
	expect(strangerPage.frames.some(heard)).toBe(false)
})
