import type { Database } from '#db/database.ts'

/**
 * The warnings admins sent a user that they haven't been shown, oldest first, marked seen as they are taken: each is
 * shown once, at the sign-in after it was sent.
 */
export async function takeUnseenWarnings(db: Database, { userId }: { userId: number }) {
	const now = new Date().toISOString()
	const warnings = await db
		.updateTable('user_warnings')
		.set({ seen_at: now })
		.where('user_id', '=', userId)
		.where('seen_at', 'is', null)
		.returning(['id', 'reason', 'created_at'])
		.execute()
	return warnings.sort((a, b) => a.id - b.id).map(({ reason, created_at }) => ({ reason, created_at }))
}
