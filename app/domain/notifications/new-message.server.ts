import type { Database } from '#db/database.ts'
import { notify } from './notify.server.ts'

/**
 * Tells `toUserId` that a conversation has a message for them. The caller decides when: once per conversation while
 * it is unread (its first unread message), not per message. SMS about one conversation go at most once per 6 hours.
 */
export function notifyNewMessage(
	db: Database,
	{ conversationId, toUserId, fromName, listingTitle, siteUrl }: { conversationId: number; toUserId: number; fromName: string; listingTitle: string; siteUrl?: string },
) {
	return notify(db, {
		userId: toUserId,
		kind: 'NEW_MESSAGE',
		conversationId,
		params: { name: fromName, title: listingTitle },
		smsKey: `conversation:${conversationId}`,
		siteUrl,
	})
}
