import type { Database } from '#db/database.ts'

/**
 * A seller's "Talk in Soko only" (issue 24 §1): Contact then offers Message instead of their number. Kept on the
 * seller's profile, which a user who never sold may not have yet.
 */
export async function setTalkInSokoOnly(db: Database, { userId, on }: { userId: number; on: boolean }) {
	const value = on ? 1 : 0
	await db
		.insertInto('seller_profiles')
		.values({ user_id: userId, talk_in_soko_only: value })
		.onConflict((oc) => oc.column('user_id').doUpdateSet({ talk_in_soko_only: value }))
		.execute()
	return { talkInSokoOnly: on }
}

/** Whether the seller talks in Soko only (no profile: no). */
export async function talksInSokoOnly(db: Database, { sellerId }: { sellerId: number }) {
	const row = await db.selectFrom('seller_profiles').select('talk_in_soko_only').where('user_id', '=', sellerId).executeTakeFirst()
	return row?.talk_in_soko_only === 1
}
