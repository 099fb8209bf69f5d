import type { Database } from '#db/database.ts'
import { isUniqueViolation } from '#db/errors.ts'
import type { Candidate } from './signals.server.ts'
import type { Words } from '#app/i18n/words.ts'

/** Stored recommendations are used for up to 6 hours, unless the user's history changes first. */
export const STORED_FOR_MS = 6 * 60 * 60 * 1000

/** Reasons as stored: words since they are said in the reader's language; plain English text before that. */
function storedWords(json: string): Words[] {
	return (JSON.parse(json) as (string | Words)[]).map((reason) => (typeof reason === 'string' ? { text: reason } : reason))
}

/**
 * What a user's recommendations depend on, as one string: their actions (count, latest id), saves (count, latest)
 * and preferences (last change). A view, a save, an unsave or a preference change moves it; so does any such write by
 * another module or another server, with no need to tell this one.
 */
export async function historyBasis(db: Database, { userId }: { userId: number }) {
	const [actions, saves, preferences] = await Promise.all([
		db
			.selectFrom('user_actions')
			.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('last')])
			.where('user_id', '=', userId)
			.executeTakeFirstOrThrow(),
		db
			.selectFrom('user_saves')
			.select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('last')])
			.where('user_id', '=', userId)
			.executeTakeFirstOrThrow(),
		db.selectFrom('user_preferences').select('updated_at').where('user_id', '=', userId).executeTakeFirst(),
	])
	return `a${actions.n}:${actions.last ?? 0}/s${saves.n}:${saves.last ?? ''}/p${preferences?.updated_at ?? ''}`
}

/** The stored recommendations if they were made from this basis and have not expired; else null. */
export async function storedRecommendations(db: Database, { userId, basis }: { userId: number; basis: string }): Promise<Candidate[] | null> {
	const rows = await db
		.selectFrom('recommendation_results')
		.select(['listing_id', 'recommendation_type', 'score', 'reasons'])
		.where('user_id', '=', userId)
		.where('basis', '=', basis)
		.where('expires_at', '>', new Date().toISOString())
		.orderBy('score', 'desc')
		.orderBy('listing_id', 'desc')
		.execute()
	if (!rows.length) return null
	return rows.map((r) => ({ listingId: r.listing_id, type: r.recommendation_type, score: r.score, reasons: storedWords(r.reasons) }))
}

/**
 * Replaces the user's stored recommendations with these, made from `basis`. When another request stored that user's
 * results at the same moment, theirs stand (one row per user and listing).
 */
export async function storeRecommendations(db: Database, { userId, basis, recommendations }: { userId: number; basis: string; recommendations: Candidate[] }) {
	const expiresAt = new Date(Date.now() + STORED_FOR_MS).toISOString()
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('recommendation_results').where('user_id', '=', userId).execute()
		if (!recommendations.length) return
		await trx
			.insertInto('recommendation_results')
			.values(
				recommendations.map((r) => ({
					user_id: userId,
					listing_id: r.listingId,
					recommendation_type: r.type,
					score: r.score,
					reasons: JSON.stringify(r.reasons),
					expires_at: expiresAt,
					basis,
				})),
			)
			.execute()
	}).catch((error: unknown) => {
		if (!isUniqueViolation(error)) throw error
	})
}

/** Old results of users who have not been back: the job's sweep. */
export async function deleteExpiredRecommendations(db: Database) {
	await db.deleteFrom('recommendation_results').where('expires_at', '<=', new Date().toISOString()).execute()
}
