import { EventEmitter } from 'node:events'
import pg from 'pg'
import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ConversationMessage } from '../conversations/json.ts'
import type { ServerFrame } from './words.ts'

/**
 * A frame for everyone connected to one support conversation, on whichever instance they are; word that these users'
 * sessions ended (logout, password reset, suspension), so every instance closes the sockets opened with them; or a
 * message stored in a buyer and seller's conversation (issue 24), for the two people's open pages.
 */
export type ChatEvent =
	| { chatId: number; frame: ServerFrame }
	| { sessionsEndedFor: number[] }
	| { conversationId: number; userIds: number[]; message: ConversationMessage }

/**
 * Carries chat events between the app instances: in-process on SQLite (one instance), PostgreSQL LISTEN/NOTIFY when
 * many instances share a PostgreSQL database. An instance hears its own events through the bus too, so each event
 * reaches every listener exactly once.
 */
export type ChatBus = {
	publish(event: ChatEvent): Promise<void>
	subscribe(listener: (event: ChatEvent) => void): () => void
	close(): Promise<void>
}

const CHANNEL = 'soko_chat'

function listeners() {
	const emitter = new EventEmitter()
	emitter.setMaxListeners(0)
	return {
		emit: (event: ChatEvent) => emitter.emit('event', event),
		subscribe(listener: (event: ChatEvent) => void) {
			emitter.on('event', listener)
			return () => void emitter.off('event', listener)
		},
	}
}

export function createInProcessChatBus(): ChatBus {
	const { emit, subscribe } = listeners()
	return {
		async publish(event) {
			emit(event)
		},
		subscribe,
		async close() {},
	}
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting with a growing pause
 * when the database drops it; NOTIFY goes through the pool. Events published while the listener is away reach the
 * other instances' clients through the history they get when they reconnect.
 */
export function createPostgresChatBus({ db, url }: { db: Database; url: string }): ChatBus {
	const { emit, subscribe } = listeners()
	let client: pg.Client | null = null
	let closed = false
	let delay = 250
	let retry: NodeJS.Timeout | undefined

	function scheduleReconnect() {
		if (closed || retry) return
		retry = setTimeout(() => {
			retry = undefined
			void connect()
		}, delay)
		// At most a couple of seconds apart: chat crosses instances again soon after a database restart.
		delay = Math.min(delay * 2, 2_000)
	}

	async function connect() {
		const listener = new pg.Client({ connectionString: url })
		client = listener
		listener.on('notification', (message) => {
			if (message.channel !== CHANNEL || !message.payload) return
			try {
				emit(JSON.parse(message.payload) as ChatEvent)
			} catch {
				// Not one of ours.
			}
		})
		// Only the current connection's loss counts: a late 'end' from an old one must not open a second listener.
		const lost = () => {
			if (client === listener) scheduleReconnect()
		}
		listener.on('error', lost)
		listener.on('end', lost)
		try {
			await listener.connect()
			await listener.query(`LISTEN ${CHANNEL}`)
			delay = 250
		} catch {
			void listener.end().catch(() => {})
			lost()
		}
	}

	const ready = connect()
	return {
		async publish(event) {
			await ready
			await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(db)
		},
		subscribe,
		async close() {
			closed = true
			clearTimeout(retry)
			await client?.end().catch(() => {})
		},
	}
}

/** The bus the settings call for: PostgreSQL's when DATABASE_URL is set. */
export function createChatBus({ db, databaseUrl }: { db: Database; databaseUrl?: string }): ChatBus {
	return databaseUrl ? createPostgresChatBus({ db, url: databaseUrl }) : createInProcessChatBus()
}
