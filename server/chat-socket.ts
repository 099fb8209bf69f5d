import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import type { Env } from '../app/env.server.ts'
import type { Database } from '../db/database.ts'
import type { ChatBus } from '../app/domain/chat/bus.server.ts'
import { CHAT_WORDS, type ServerFrame } from '../app/domain/chat/words.ts'
import type { ConversationMessage } from '../app/domain/conversations/json.ts'
import { ChatMessageSchema } from '../app/domain/chat/schema.ts'
import { DomainError } from '../app/domain/domain-error.ts'
import { serverT } from '../app/i18n/messages.server.ts'
import { say } from '../app/i18n/words.ts'
import {
	adminOpens,
	agentOf,
	chatDepsOf,
	chatHistory,
	conversationById,
	findConversation,
	postAdminReply,
	postUserMessage,
	startConversation,
	type ChatDeps,
} from '../app/domain/chat/conversations.server.ts'
import { chatIdentity, chatOwnerOf, newGuest, type ChatIdentity } from '../app/routes/+shared/chat-identity.server.ts'
import { getSessionToken } from '../app/routes/+shared/auth.server.ts'
import { getSessionUser } from '../app/domain/accounts/sessions.server.ts'
import { requireParty } from '../app/domain/conversations/access.server.ts'
import { describeWait } from '../app/domain/limits/rate-limits.server.ts'
import { isSameOrigin, urlOf } from './request-guard.ts'
import { clientAddress } from './client-address.ts'

/** Larger than any message we accept, so an oversized message gets a refusal frame; far larger frames close the socket. */
const MAX_FRAME = 64 * 1024
const HEARTBEAT_MS = 30_000
/** The close code of a socket whose session ended (logout, password reset, suspension). */
export const SESSION_ENDED = 4001
/**
 * Open chat sockets one client address may hold on one instance (each costs that instance memory and a file
 * descriptor: 1,500 from one address were seen). One person holds one per open tab. A carrier's shared address
 * (Safaricom's CGNAT) stands for many people, so the cap is far above what one address's honest users have open at
 * once (a chat opens only when someone opens the widget), yet caps an attacker's sockets at a few MB per address.
 */
export const MAX_SOCKETS_PER_ADDRESS = 100
/** How long a refused client is told to wait: about as long as an open chat takes to be closed or dropped. */
const SOCKETS_RETRY_SECONDS = 60

type Client = {
	identity: ChatIdentity
	/** The session token it was opened with, for a signed-in user: the socket closes when that session ends. */
	session: string | null
	address: string
	chatId: number | null
	/** The buyer's and seller's conversation its thread page watches (issue 24), once the session is checked as one of the two. */
	watching: number | null
	admin: boolean
	alive: boolean
	work: Promise<void>
}

/**
 * /ws/chat (spec 1 §7): a client sends `join` on open and gets `history`, then sends `chat` and gets every `message`
 * of its conversation, from whichever instance it was written on (the bus). Who is chatting comes from the cookies,
 * never from the frame: the session, else the browser's signed guest cookie (set in the handshake when missing). An
 * admin joins a conversation by its id and answers it. A frame that is not JSON or not one of ours is ignored; a
 * refused message is answered with an `error` frame; neither closes the connection.
 */
export function createChatSocket({ db, env, bus }: { db: Database; env: Env; bus: ChatBus }) {
	const deps: ChatDeps = chatDepsOf({ db, env, chatBus: bus })
	const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME })
	const clients = new Map<WebSocket, Client>()
	const rooms = new Map<number, Set<WebSocket>>()
	const watchers = new Map<number, Set<WebSocket>>()
	const cookies = new WeakMap<IncomingMessage, string>()
	const openPerAddress = new Map<string, number>()

	wss.on('headers', (headers, req) => {
		const cookie = cookies.get(req)
		if (cookie) headers.push(`Set-Cookie: ${cookie}`)
	})

	function send(ws: WebSocket, frame: ServerFrame) {
		if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
	}

	function enter(ws: WebSocket, client: Client, chatId: number) {
		if (client.chatId !== null) rooms.get(client.chatId)?.delete(ws)
		client.chatId = chatId
		let room = rooms.get(chatId)
		if (!room) rooms.set(chatId, (room = new Set()))
		room.add(ws)
	}

	function removeFrom(map: Map<number, Set<WebSocket>>, id: number | null | undefined, ws: WebSocket) {
		if (id == null) return
		const set = map.get(id)
		set?.delete(ws)
		if (set?.size === 0) map.delete(id)
	}

	function leave(ws: WebSocket) {
		const client = clients.get(ws)
		removeFrom(rooms, client?.chatId, ws)
		removeFrom(watchers, client?.watching, ws)
		clients.delete(ws)
	}

	/**
	 * A message of a buyer's and seller's conversation: to the sockets watching it whose user is one of its two people
	 * (checked again here, whatever was checked when they started watching).
	 */
	function forwardConversation(event: { conversationId: number; userIds: number[]; message: ConversationMessage }) {
		for (const ws of watchers.get(event.conversationId) ?? []) {
			const user = clients.get(ws)?.identity.user
			if (user && event.userIds.includes(user.id)) send(ws, { type: 'conversation', conversationId: event.conversationId, message: event.message })
		}
	}

	/** Stops serving a socket whose session ended: it hears nothing more, its frames are dropped, and it is closed. */
	function endSession(ws: WebSocket) {
		leave(ws)
		ws.close(SESSION_ENDED, 'Session ended')
	}

	async function sessionEnded(client: Client) {
		return client.session !== null && !(await getSessionUser(db, { token: client.session }))
	}

	/** Closes these users' sockets whose session is gone; after a logout their other devices' sessions stay. */
	async function closeEndedSessions(userIds: number[]) {
		for (const [ws, client] of clients) {
			if (client.identity.user && userIds.includes(client.identity.user.id) && (await sessionEnded(client))) endSession(ws)
		}
	}

	const unsubscribe = bus.subscribe((event) => {
		if ('sessionsEndedFor' in event) {
			return void closeEndedSessions(event.sessionsEndedFor).catch((error) => console.error('Closing ended chat sessions failed:', error))
		}
		if ('conversationId' in event) return forwardConversation(event)
		for (const ws of rooms.get(event.chatId) ?? []) send(ws, event.frame)
	})

	async function join(ws: WebSocket, client: Client, chatId: unknown) {
		if (client.identity.user?.role === 'ADMIN' && typeof chatId === 'number') {
			const chat = await conversationById(db, chatId)
			if (!chat) return send(ws, { type: 'error', message: CHAT_WORDS.notFound })
			client.admin = true
			enter(ws, client, chat.id)
			await adminOpens(deps, { adminId: client.identity.user.id, chatId: chat.id })
			const now = (await conversationById(db, chat.id)) ?? chat
			return send(ws, { type: 'history', messages: await chatHistory(db, chat.id), agent: agentOf(now), chatId: chat.id })
		}
		const owner = chatOwnerOf(client.identity)
		const chat = owner ? await findConversation(db, owner) : undefined
		if (!chat) return send(ws, { type: 'history', messages: [], agent: 'bot', chatId: null })
		enter(ws, client, chat.id)
		send(ws, { type: 'history', messages: await chatHistory(db, chat.id), agent: agentOf(chat), chatId: chat.id })
	}

	/** A thread page watches its conversation: only a signed-in user who is one of its two people (else an error frame). */
	async function watch(ws: WebSocket, client: Client, conversationId: unknown) {
		const user = client.identity.user
		if (!user || typeof conversationId !== 'number') return send(ws, { type: 'error', message: CHAT_WORDS.notFound })
		await requireParty(db, { conversationId, userId: user.id })
		removeFrom(watchers, client.watching, ws)
		client.watching = conversationId
		let set = watchers.get(conversationId)
		if (!set) watchers.set(conversationId, (set = new Set()))
		set.add(ws)
	}

	async function chat(ws: WebSocket, client: Client, raw: unknown) {
		const parsed = ChatMessageSchema.safeParse(raw)
		if (!parsed.success) return send(ws, { type: 'error', message: parsed.error.issues[0]!.message })
		if (client.admin && client.chatId !== null) {
			await postAdminReply(deps, { adminId: client.identity.user!.id, chatId: client.chatId, text: parsed.data })
			return
		}
		const owner = chatOwnerOf(client.identity)
		if (!owner) return
		// In the room before the first message goes out, so this client hears its own message and the bot's answer.
		if (client.chatId === null) enter(ws, client, (await startConversation(db, owner)).id)
		await postUserMessage(deps, owner, parsed.data, { clientAddress: client.address, locale: client.identity.locale })
	}

	async function handle(ws: WebSocket, client: Client, data: RawData, isBinary: boolean) {
		if (isBinary) return
		let frame: { type?: unknown; message?: unknown; chatId?: unknown; conversationId?: unknown }
		try {
			frame = JSON.parse(String(data)) as typeof frame
		} catch {
			return
		}
		if (!frame || typeof frame !== 'object') return
		try {
			// Also checked here, in case the word that the session ended was lost on the way between instances.
			if (await sessionEnded(client)) return endSession(ws)
			if (frame.type === 'join') await join(ws, client, frame.chatId)
			else if (frame.type === 'chat') await chat(ws, client, frame.message)
			else if (frame.type === 'watch') await watch(ws, client, frame.conversationId)
		} catch (error) {
			if (error instanceof DomainError) return send(ws, { type: 'error', message: say(error.words, serverT(client.identity.locale)) })
			console.error('Chat frame failed:', error)
			send(ws, { type: 'error', message: 'Something went wrong on our side. Please try again.' })
		}
	}

	wss.on('connection', (ws: WebSocket, req: IncomingMessage, identity: ChatIdentity, session: string | null) => {
		const client: Client = { identity, session, address: clientAddress(req, env.TRUST_PROXY), chatId: null, watching: null, admin: false, alive: true, work: Promise.resolve() }
		clients.set(ws, client)
		ws.on('pong', () => (client.alive = true))
		// One frame at a time per client: its messages are stored and answered in the order they were sent.
		ws.on('message', (data, isBinary) => {
			client.work = client.work.then(() => (clients.has(ws) ? handle(ws, client, data, isBinary) : undefined))
		})
		ws.on('close', () => leave(ws))
		ws.on('error', () => ws.terminate())
	})

	// Phones drop off networks without closing their sockets: ping, and forget those that don't answer.
	const heartbeat = setInterval(() => {
		for (const [ws, client] of clients) {
			if (!client.alive) {
				ws.terminate()
				continue
			}
			client.alive = false
			ws.ping()
		}
	}, HEARTBEAT_MS)
	heartbeat.unref()

	/** Holds one of the address's sockets until the connection closes, however it ends; false when all are taken. */
	function holdSocketOf(address: string, socket: Duplex) {
		const open = openPerAddress.get(address) ?? 0
		if (open >= MAX_SOCKETS_PER_ADDRESS) return false
		openPerAddress.set(address, open + 1)
		socket.once('close', () => {
			const left = (openPerAddress.get(address) ?? 1) - 1
			if (left > 0) openPerAddress.set(address, left)
			else openPerAddress.delete(address)
		})
		return true
	}

	return {
		async handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
			const origin = req.headers.origin
			if (origin && !isSameOrigin(origin, req, env.PUBLIC_URL)) {
				socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
				return
			}
			if (!holdSocketOf(clientAddress(req, env.TRUST_PROXY), socket)) {
				const wait = say(describeWait(SOCKETS_RETRY_SECONDS), serverT('en'))
				const message = JSON.stringify({ message: `Too many open chats from your network. Please wait ${wait} and try again.` })
				socket.end(
					`HTTP/1.1 429 Too Many Requests\r\nRetry-After: ${SOCKETS_RETRY_SECONDS}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
				)
				return
			}
			const headers = new Headers()
			for (const name of ['cookie', 'authorization', 'accept-language'] as const) if (req.headers[name]) headers.set(name, req.headers[name])
			// The language of the page the chat opens from (chat-connection.ts), before the browser's own.
			const pageLanguage = urlOf(req).searchParams.get('lang')
			if (pageLanguage) headers.set('accept-language', pageLanguage)
			const request = new Request('http://localhost/', { headers })
			let identity: ChatIdentity
			try {
				identity = await chatIdentity(request, { db, env })
			} catch (error) {
				console.error('Chat identity failed:', error)
				socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
				return
			}
			if (!identity.user && !identity.guestKey) {
				const guest = newGuest(env)
				identity = { ...identity, guestKey: guest.guestKey }
				cookies.set(req, guest.cookie)
			}
			const session = identity.user ? getSessionToken(request, env) : null
			wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req, identity, session))
		},
		close() {
			clearInterval(heartbeat)
			unsubscribe()
			for (const ws of clients.keys()) ws.terminate()
			wss.close()
		},
	}
}
