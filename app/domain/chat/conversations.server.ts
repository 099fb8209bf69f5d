import type { Selectable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { AdminChatsTable, ChatMessagesTable } from '#db/schema.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { faqEntries, type FaqSettings } from '../support/faq.ts'
import { faqEntriesSw } from '../support/faq-sw.server.ts'
import { questionLanguage } from '../support/question-language.ts'
import { DomainError } from '../domain-error.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'
import { botReply, type BotLanguage } from './bot.ts'
import type { ChatBus } from './bus.server.ts'
import { CHAT_LIMITS, CHAT_WORDS, type ChatAgent, type ChatMessage } from './words.ts'

/** Who a conversation belongs to: a signed-in user, or a browser (the random value of its signed cookie). */
export type ChatOwner = { userId: number; name: string } | { guestKey: string }

/** What posting a message needs: the database, the bus to the other instances, and the facts the bot quotes. */
export type ChatDeps = { db: Database; bus: ChatBus; settings: FaqSettings }

type ChatRow = Selectable<AdminChatsTable>

/** The deps from what every loader and action gets. */
export function chatDepsOf({ db, env, chatBus }: { db: Database; env: { LISTING_FEE_KES: number; LISTING_TTL_DAYS: number }; chatBus: ChatBus }): ChatDeps {
	return { db, bus: chatBus, settings: { listingFeeKes: env.LISTING_FEE_KES, listingDays: env.LISTING_TTL_DAYS } }
}


function ownerKey(owner: ChatOwner) {
	return 'userId' in owner ? `user:${owner.userId}` : `guest:${owner.guestKey}`
}

export function agentOf(chat: Pick<ChatRow, 'handed_over_at' | 'status' | 'admin_id'>): ChatAgent {
	if (!chat.handed_over_at || chat.status !== 'OPEN') return 'bot'
	return chat.admin_id === null ? 'waiting' : 'person'
}

function toChatMessage(row: Pick<Selectable<ChatMessagesTable>, 'id' | 'message' | 'sender_name' | 'is_bot' | 'is_admin' | 'created_at'>): ChatMessage {
	return { id: row.id, message: row.message, userName: row.sender_name, isBot: row.is_bot === 1, isAdmin: row.is_admin === 1, timestamp: row.created_at }
}

export async function findConversation(db: Database, owner: ChatOwner) {
	const query = db.selectFrom('admin_chats').selectAll()
	return ('userId' in owner ? query.where('user_id', '=', owner.userId) : query.where('guest_key', '=', owner.guestKey)).executeTakeFirst()
}

export async function conversationById(db: Database, chatId: number) {
	return db.selectFrom('admin_chats').selectAll().where('id', '=', chatId).executeTakeFirst()
}

/** The owner's one conversation, made on their first message; two instances making it at once make one. */
export async function startConversation(db: Database, owner: ChatOwner): Promise<ChatRow> {
	const values =
		'userId' in owner ? { user_id: owner.userId, user_name: owner.name } : { guest_key: owner.guestKey, user_name: CHAT_WORDS.guestName }
	await db
		.insertInto('admin_chats')
		.values({ ...values, subject: 'Chat support', last_message_at: new Date().toISOString() })
		.onConflict((oc) => oc.column('userId' in owner ? 'user_id' : 'guest_key').doNothing())
		.execute()
	return (await findConversation(db, owner))!
}

/** The latest messages of a conversation, oldest first. */
export async function chatHistory(db: Database, chatId: number, limit: number = CHAT_LIMITS.historySent) {
	const rows = await db
		.selectFrom('chat_messages')
		.select(['id', 'message', 'sender_name', 'is_bot', 'is_admin', 'created_at'])
		.where('chat_id', '=', chatId)
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.reverse().map(toChatMessage)
}

type NewMessage = { chatId: number; senderId: number | null; senderName: string; message: string; isBot?: boolean; isAdmin?: boolean }

/** Stores a message, keeps only the conversation's latest CHAT_LIMITS.historyKept, and moves the conversation up the inbox. */
async function addMessage(db: Database, m: NewMessage): Promise<ChatMessage> {
	const row = await db
		.insertInto('chat_messages')
		.values({ chat_id: m.chatId, sender_id: m.senderId, sender_name: m.senderName, message: m.message, is_bot: m.isBot ? 1 : 0, is_admin: m.isAdmin ? 1 : 0 })
		.returning(['id', 'message', 'sender_name', 'is_bot', 'is_admin', 'created_at'])
		.executeTakeFirstOrThrow()
	await db.updateTable('admin_chats').set({ last_message_at: row.created_at }).where('id', '=', m.chatId).execute()
	await db
		.deleteFrom('chat_messages')
		.where('chat_id', '=', m.chatId)
		.where('id', '<', (eb) =>
			eb.selectFrom('chat_messages').select('id').where('chat_id', '=', m.chatId).orderBy('id', 'desc').limit(1).offset(CHAT_LIMITS.historyKept - 1),
		)
		.execute()
	return toChatMessage(row)
}

async function send(deps: ChatDeps, chatId: number, message: NewMessage) {
	const stored = await addMessage(deps.db, message)
	const chat = (await conversationById(deps.db, chatId))!
	await deps.bus.publish({ chatId, frame: { type: 'message', message: stored, agent: agentOf(chat) } })
	return stored
}

/** The bot's words and Help Center answers in the asker's language. */
function botLanguage(locale: Locale, settings: FaqSettings): BotLanguage {
	return { t: serverT(locale), faq: locale === 'sw' ? faqEntriesSw(settings) : faqEntries(settings) }
}

/**
 * A user's (or guest's) message: stored and sent to everyone in the conversation, then answered by the bot, in the
 * language of the question when it is clearly Swahili, else of the page they write from, unless a person has taken over. A closed conversation opens again with the
 * bot. Refused (429) above the rate limits.
 */
export async function postUserMessage(
	deps: ChatDeps,
	owner: ChatOwner,
	text: string,
	{ clientAddress, locale = 'en' }: { clientAddress: string; locale?: Locale },
) {
	await requireWithinRateLimit(deps.db, { rule: RATE_LIMITS.chatMessagesPerAddress, subject: clientAddress })
	await requireWithinRateLimit(deps.db, { rule: RATE_LIMITS.chatMessages, subject: ownerKey(owner) })
	let chat = await startConversation(deps.db, owner)
	if (chat.status !== 'OPEN') {
		await deps.db
			.updateTable('admin_chats')
			.set({ status: 'OPEN', handed_over_at: null, bot_misses: 0, admin_id: null })
			.where('id', '=', chat.id)
			.execute()
		chat = (await conversationById(deps.db, chat.id))!
	}
	const name = 'userId' in owner ? owner.name : CHAT_WORDS.guestName
	const senderId = 'userId' in owner ? owner.userId : null
	await send(deps, chat.id, { chatId: chat.id, senderId, senderName: name, message: text })
	if (chat.handed_over_at) return chat.id

	const reply = botReply(text, { misses: chat.bot_misses, settings: deps.settings, language: botLanguage(questionLanguage(text, locale), deps.settings) })
	await deps.db
		.updateTable('admin_chats')
		.set(
			reply.kind === 'handover'
				? { handed_over_at: new Date().toISOString(), bot_misses: 0 }
				: { bot_misses: reply.kind === 'miss' ? chat.bot_misses + 1 : 0 },
		)
		.where('id', '=', chat.id)
		.execute()
	await send(deps, chat.id, { chatId: chat.id, senderId: null, senderName: CHAT_WORDS.botName, message: reply.text, isBot: true })
	return chat.id
}

const supportFrom = (chatId: number, adminId: number) => ({ chatId, senderId: adminId, senderName: CHAT_WORDS.supportName, isAdmin: true })

/**
 * An admin opened a conversation handed over to a person: they have joined, and the user is told (live, and on the
 * page). Conditional: of two admins opening it at once, one joins; opening it again says nothing.
 */
export async function adminOpens(deps: ChatDeps, { adminId, chatId }: { adminId: number; chatId: number }) {
	const joined = await deps.db
		.updateTable('admin_chats')
		.set({ admin_id: adminId })
		.where('id', '=', chatId)
		.where('admin_id', 'is', null)
		.where('status', '=', 'OPEN')
		.where('handed_over_at', 'is not', null)
		.executeTakeFirst()
	if (Number(joined.numUpdatedRows) === 1) await send(deps, chatId, { ...supportFrom(chatId, adminId), senderId: null, message: CHAT_WORDS.personJoined })
}

/** An admin's answer: the first one tells the user a person has joined. 404 for no such conversation, 409 once closed. */
export async function postAdminReply(deps: ChatDeps, { adminId, chatId, text }: { adminId: number; chatId: number; text: string }) {
	const chat = await conversationById(deps.db, chatId)
	if (!chat) throw new DomainError(CHAT_WORDS.notFound, 404)
	if (chat.status !== 'OPEN') throw new DomainError(CHAT_WORDS.closedAlready, 409)
	// Conditional: of two admins answering at once, one announces the join.
	const joined = await deps.db
		.updateTable('admin_chats')
		.set({ admin_id: adminId, handed_over_at: chat.handed_over_at ?? new Date().toISOString() })
		.where('id', '=', chatId)
		.where('admin_id', 'is', null)
		.executeTakeFirst()
	const support = supportFrom(chatId, adminId)
	if (Number(joined.numUpdatedRows) === 1) await send(deps, chatId, { ...support, senderId: null, message: CHAT_WORDS.personJoined })
	const message = await send(deps, chatId, { ...support, message: text })
	await markRead(deps.db, chatId)
	return message
}

/** Closes a conversation: it leaves the inbox, the user is told, and their next message starts again with the bot. */
export async function closeConversation(deps: ChatDeps, { chatId }: { chatId: number }) {
	const chat = await conversationById(deps.db, chatId)
	if (!chat) throw new DomainError(CHAT_WORDS.notFound, 404)
	if (chat.status !== 'OPEN') return
	await deps.db.updateTable('admin_chats').set({ status: 'CLOSED' }).where('id', '=', chatId).execute()
	await send(deps, chatId, { chatId, senderId: null, senderName: CHAT_WORDS.supportName, message: CHAT_WORDS.closed, isAdmin: true })
}

export async function markRead(db: Database, chatId: number) {
	const newest = await db.selectFrom('chat_messages').select((eb) => eb.fn.max('id').as('id')).where('chat_id', '=', chatId).executeTakeFirst()
	await db
		.updateTable('admin_chats')
		.set({ admin_read_id: newest?.id ?? 0 })
		.where('id', '=', chatId)
		.execute()
}

/** The admin Support inbox: open conversations handed to a person, latest activity first, with what an admin has not read. */
export async function supportInbox(db: Database) {
	return db
		.selectFrom('admin_chats')
		.select((eb) => [
			'admin_chats.id',
			'admin_chats.user_name',
			'admin_chats.last_message_at',
			eb
				.selectFrom('chat_messages')
				.select((m) => m.fn.countAll<number>().as('n'))
				.whereRef('chat_messages.chat_id', '=', 'admin_chats.id')
				.whereRef('chat_messages.id', '>', 'admin_chats.admin_read_id')
				.where('chat_messages.is_bot', '=', 0)
				.where('chat_messages.is_admin', '=', 0)
				.as('unread'),
			eb
				.selectFrom('chat_messages')
				.select('chat_messages.message')
				.whereRef('chat_messages.chat_id', '=', 'admin_chats.id')
				.orderBy('chat_messages.id', 'desc')
				.limit(1)
				.as('last_message'),
		])
		.where('admin_chats.status', '=', 'OPEN')
		.where('admin_chats.handed_over_at', 'is not', null)
		.orderBy('admin_chats.last_message_at', 'desc')
		.orderBy('admin_chats.id', 'desc')
		.execute()
}

/** Days a guest's conversation is kept after its last message: the browser's cookie is likely gone by then. */
export const GUEST_CHAT_DAYS = 90

/** Forgets guests' conversations idle for GUEST_CHAT_DAYS (their messages go with them); users' stay with their account. */
export async function forgetIdleGuestChats(db: Database, now = new Date()) {
	const cutoff = new Date(now.getTime() - GUEST_CHAT_DAYS * 86_400_000).toISOString()
	await db.deleteFrom('admin_chats').where('guest_key', 'is not', null).where('last_message_at', '<', cutoff).execute()
}
