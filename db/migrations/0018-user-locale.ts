import { sql, type Kysely } from 'kysely'

/**
 * A user's language (issue 13 §3): set by the language switch while signed in, so the pages follow them to another
 * phone and their emails and SMS are written in it. NULL: no choice made (the browser's language then).
 */
export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE users ADD COLUMN locale TEXT CHECK (locale IN ('en', 'sw'))`.execute(db)
}
