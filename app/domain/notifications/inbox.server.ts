import type { Database } from '#db/database.ts'
import type { NotificationParams, NotificationSubject } from './kinds.ts'
import { KINDS } from './kinds.ts'

/** Notifications a page of /notifications shows; older ones are the next page's (`beforeId`). */
export const LIST_SIZE = 50

export type NotificationEntry = NotificationSubject & { id: number; createdAt: string; read: boolean }

function paramsOf(json: string): NotificationParams {
	const parsed: unknown = JSON.parse(json)
	if (typeof parsed !== 'object' || parsed === null) return {}
	return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}

/** A person's newest notifications (older than `beforeId`, when given), newest first. */
export async function listNotifications(
	db: Database,
	{ userId, beforeId, limit = LIST_SIZE }: { userId: number; beforeId?: number; limit?: number },
): Promise<NotificationEntry[]> {
	const rows = await db
		.selectFrom('notifications')
		.select(['id', 'kind', 'listing_id', 'offer_id', 'conversation_id', 'params', 'created_at', 'read_at'])
		.where('user_id', '=', userId)
		.$if(beforeId !== undefined, (qb) => qb.where('id', '<', beforeId!))
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind,
		listingId: row.listing_id,
		offerId: row.offer_id,
		conversationId: row.conversation_id,
		params: paramsOf(row.params),
		createdAt: row.created_at,
		read: row.read_at !== null,
	}))
}

/** One page of /notifications: LIST_SIZE notifications older than `beforeId` (the newest without it), and whether older ones follow. */
export async function notificationsPage(db: Database, { userId, beforeId }: { userId: number; beforeId?: number }) {
	const found = await listNotifications(db, { userId, beforeId, limit: LIST_SIZE + 1 })
	const notifications = found.slice(0, LIST_SIZE)
	return { notifications, olderThan: found.length > LIST_SIZE ? notifications.at(-1)!.id : null }
}

/** How many of a person's notifications they have not read (the header's count). */
export async function unreadNotifications(db: Database, { userId }: { userId: number }) {
	const row = await db
		.selectFrom('notifications')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('user_id', '=', userId)
		.where('read_at', 'is', null)
		.executeTakeFirstOrThrow()
	return Number(row.count)
}

/** Marks every notification of theirs read, up to `upToId` (what the page they saw showed), so a newer one stays unread. */
export async function markNotificationsRead(db: Database, { userId, upToId }: { userId: number; upToId?: number }) {
	let update = db.updateTable('notifications').set({ read_at: new Date().toISOString() }).where('user_id', '=', userId).where('read_at', 'is', null)
	if (upToId !== undefined) update = update.where('id', '<=', upToId)
	await update.execute()
}

/** Opens one of their notifications (its short link): marks it read and gives where it leads; null when not theirs. */
export async function openNotification(db: Database, { id, userId }: { id: number; userId: number }) {
	const row = await db
		.updateTable('notifications')
		.set((eb) => ({ read_at: eb.fn.coalesce('read_at', eb.val(new Date().toISOString())) }))
		.where('id', '=', id)
		.where('user_id', '=', userId)
		.returning(['kind', 'listing_id', 'offer_id', 'conversation_id', 'params'])
		.executeTakeFirst()
	if (!row) return null
	const subject = { kind: row.kind, listingId: row.listing_id, offerId: row.offer_id, conversationId: row.conversation_id, params: paramsOf(row.params) }
	return KINDS[row.kind].path(subject)
}
