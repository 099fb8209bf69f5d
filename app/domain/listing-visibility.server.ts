import { sql, type ExpressionBuilder } from 'kysely'
import type { DB } from '#db/schema.ts'

export type Viewer = { id: number; role: string } | null

/**
 * Who may see a listing: everyone a PUBLISHED one; its own seller any of theirs; admins all. A `where` condition,
 * so the rule lives in the query rather than in an `if` after the fetch.
 */
export function visibleTo(viewer: Viewer) {
	return (eb: ExpressionBuilder<DB, 'listings'>) => {
		if (viewer?.role === 'ADMIN') return sql<boolean>`1 = 1`
		const published = eb('listings.status', '=', 'PUBLISHED')
		return viewer ? eb.or([published, eb('listings.seller_id', '=', viewer.id)]) : published
	}
}
