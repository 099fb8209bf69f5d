/** The chat's limits, frames and words, shared by the server, the widget and the pages (no zod here: this ships to the browser). */
import type { ConversationMessage } from '../conversations/json.ts'

export const CHAT_LIMITS = {
	/** Characters in one message. */
	messageMax: 1000,
	/** Messages sent as history when a client joins. */
	historySent: 50,
	/** Messages kept per conversation; older ones are deleted as new ones arrive. */
	historyKept: 200,
} as const

/** One message as the client reads it (spec 1 §3): isAdmin marks a person from Soko support. */
export type ChatMessage = { id: number; message: string; userName: string; isBot: boolean; isAdmin: boolean; timestamp: string }

/**
 * Who answers a conversation now: the bot; after a handover, nobody until an admin has opened or answered it
 * ('waiting'), then a person.
 */
export type ChatAgent = 'bot' | 'waiting' | 'person'

/** What the server sends on /ws/chat. `error` is a refusal of the client's last frame; the connection stays open. */
export type ServerFrame =
	| { type: 'history'; messages: ChatMessage[]; agent: ChatAgent; chatId: number | null }
	| { type: 'message'; message: ChatMessage; agent: ChatAgent }
	| { type: 'error'; message: string }
	| { type: 'conversation'; conversationId: number; message: ConversationMessage }

/**
 * What a client sends: join on open (an admin names the conversation they answer), then chat. A buyer's or seller's
 * thread page watches its conversation instead (issue 24) and gets each new `conversation` frame.
 */
export type ClientFrame =
	| { type: 'join'; userId?: number | null; userName?: string; chatId?: number }
	| { type: 'chat'; message: string }
	| { type: 'watch'; conversationId: number }

export const CHAT_PATH = '/ws/chat'

export const CHAT_WORDS = {
	title: 'Chat Support',
	botName: 'Soko Bot',
	supportName: 'Soko Support',
	guestName: 'Guest',
	botOnline: 'Soko Bot is online',
	personOnline: 'A person from Soko support is here',
	waitingForPerson: 'Waiting for a person from Soko support',
	connecting: 'Connecting...',
	placeholder: 'Type your message...',
	greeting: 'Hi! I am Soko Bot. Ask me about selling, the listing fee, paying, safety or alerts. Type "talk to a person" at any time.',
	personJoined: 'A person from Soko support has joined the chat.',
	closed: 'This conversation was closed by Soko support. Write again at any time.',
	messageRequired: 'Please type a message',
	messageTooLong: `Messages can be at most ${CHAT_LIMITS.messageMax} characters.`,
	talkToPerson: 'talk to a person',
	notFound: 'Conversation not found',
	closedAlready: 'This conversation is closed',
} as const

/** The line under the chat's title: who is there (issue 26: "a person is here" only once one has joined). */
export const AGENT_STATUS: Record<ChatAgent, string> = { bot: CHAT_WORDS.botOnline, waiting: CHAT_WORDS.waitingForPerson, person: CHAT_WORDS.personOnline }

/** Hour and minute in Nairobi's time (spec 1 §2: timestamps show hour and minute). */
export function chatTime(iso: string) {
	return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Nairobi' })
}
