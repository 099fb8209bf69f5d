import type { Database } from '#db/database.ts'
import { unreadTotal } from '#app/domain/conversations/inbox.server.ts'
import { unreadNotifications } from '#app/domain/notifications/inbox.server.ts'
import { offersAwaitingSeller } from '#app/domain/offers/queries.server.ts'

/**
 * The numbers the header shows a signed-in person: the messages and notifications they have not read, and the offers
 * waiting for their answer.
 */
export async function headerCounts(db: Database, { userId, path }: { userId: number; path: string }) {
	const [messages, notifications, offers] = await Promise.all([
		// Two sums down each side's index (issue 24 §1); a thread being opened is read as this loads, beside it.
		unreadTotal(db, { userId, reading: threadIn(path) }),
		// /notifications marks them all read as it loads, beside this loader: its header says none are left.
		path === '/notifications' ? 0 : unreadNotifications(db, { userId }),
		offersAwaitingSeller(db, { sellerId: userId }),
	])
	return { messages, notifications, offers }
}

/** The conversation a /messages/:id address opens, if it is one. */
function threadIn(path: string) {
	const id = /^\/messages\/(\d+)$/.exec(path)?.[1]
	return id ? Number(id) : undefined
}

export type HeaderCounts = Awaited<ReturnType<typeof headerCounts>>
