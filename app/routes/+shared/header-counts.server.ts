import type { Database } from '#db/database.ts'
import { unreadNotifications } from '#app/domain/notifications/inbox.server.ts'
import { offersAwaitingSeller } from '#app/domain/offers/queries.server.ts'

/** The numbers the header shows a signed-in person: what they have not read, and the offers waiting for their answer. */
export async function headerCounts(db: Database, { userId, path }: { userId: number; path: string }) {
	const [notifications, offers] = await Promise.all([
		// /notifications marks them all read as it loads, beside this loader: its header says none are left.
		path === '/notifications' ? 0 : unreadNotifications(db, { userId }),
		offersAwaitingSeller(db, { sellerId: userId }),
	])
	return { notifications, offers }
}

export type HeaderCounts = Awaited<ReturnType<typeof headerCounts>>
