import type { ConversationMessage } from '#app/domain/conversations/json.ts'
import { openChatConnection } from '../chat/chat-connection.ts'

/** The API takes the session cookie only from Soko's own scripts: a JSON body says so (server/request-guard.ts). */
function markRead(conversationId: number) {
	void fetch(`/api/conversations/${conversationId}/read`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(() => {})
}

/**
 * Watches one conversation over the chat socket (issue 24 §1): each message written in it, by either person on any
 * instance, is handed to `onMessage` within a second. Reconnects after a drop and watches again; a message missed
 * meanwhile is in the thread at its next load. The other person's message is seen as it shows: marked read, so the
 * header's count does not grow with it. Loaded only by the thread page, once it runs. Returns the stop.
 */
export function watchConversation({ conversationId, viewerId }: { conversationId: number; viewerId: number }, onMessage: (message: ConversationMessage) => void) {
	const connection = openChatConnection({
		join: { type: 'watch', conversationId },
		onFrame: (frame) => {
			if (frame.type !== 'conversation' || frame.conversationId !== conversationId) return
			onMessage(frame.message)
			if (frame.message.senderId !== viewerId) markRead(conversationId)
		},
		onOpenChange: (open) => document.documentElement.toggleAttribute('data-thread-live', open),
	})
	return () => connection.close()
}
