import type { Database } from '#db/database.ts'

/** A buyer opened a listing from an alert: the first click is recorded; the listing to show is returned. */
export async function recordAlertClick(db: Database, { matchId, now = new Date() }: { matchId: number; now?: Date }) {
	const match = await db.selectFrom('alert_matches').select(['listing_id', 'clicked_at']).where('id', '=', matchId).executeTakeFirst()
	if (!match) return null
	if (!match.clicked_at) {
		const at = now.toISOString()
		await db.updateTable('alert_matches').set({ clicked_at: at, viewed_at: at }).where('id', '=', matchId).where('clicked_at', 'is', null).execute()
	}
	return match.listing_id
}

/** One-click unsubscribe: every alert of the buyer is paused (they can resume them on their dashboard). */
export async function pauseAllAlerts(db: Database, { buyerId, now = new Date() }: { buyerId: number; now?: Date }) {
	const result = await db
		.updateTable('alerts')
		.set({ is_active: 0, updated_at: now.toISOString() })
		.where('buyer_id', '=', buyerId)
		.where('is_active', '=', 1)
		.executeTakeFirst()
	return Number(result.numUpdatedRows)
}
