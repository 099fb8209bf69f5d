import type { ConversationMessage } from '#app/domain/conversations/json.ts'
import { openChatConnection } from '../chat/chat-connection.ts'

/**
 * Watches one conversation over the chat socket (issue 24 §1): each message written in it, by either person on any
 * instance, is handed to `onMessage` within a second. Reconnects after a drop and watches again; a message missed
 * meanwhile is in the thread at its next load. Loaded only by the thread page, once it runs. Returns the stop.
 */
export function watchConversation(conversationId: number, onMessage: (message: ConversationMessage) => void) {
	const connection = openChatConnection({
		join: { type: 'watch', conversationId },
		onFrame: (frame) => {
			if (frame.type === 'conversation' && frame.conversationId === conversationId) onMessage(frame.message)
		},
		onOpenChange: (open) => document.documentElement.toggleAttribute('data-thread-live', open),
	})
	return () => connection.close()
}
