import { z } from 'zod'
import { CHAT_LIMITS, CHAT_WORDS } from './words.ts'

/** One chat message as typed: the socket, the no-JavaScript page and the admin's reply form all check it with this. */
export const ChatMessageSchema = z
	.string({ error: CHAT_WORDS.messageRequired })
	.trim()
	.min(1, CHAT_WORDS.messageRequired)
	.max(CHAT_LIMITS.messageMax, CHAT_WORDS.messageTooLong)

export const ChatFormSchema = z.object({ message: ChatMessageSchema })

/** What the admin's Support page posts: a reply to a conversation, or closing it. */
export const SupportActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('reply'), chatId: z.coerce.number().int().positive(), message: ChatMessageSchema }),
	z.object({ intent: z.literal('close'), chatId: z.coerce.number().int().positive() }),
])
