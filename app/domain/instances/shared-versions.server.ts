import { sql } from 'kysely'
import type { Database } from '#db/database.ts'

/** What anonymous pages show: moved by every write that may change them, on whichever instance it happens. */
const PAGES = 'pages'

export async function pagesVersion(db: Database) {
	const row = await db.selectFrom('shared_versions').select('version').where('name', '=', PAGES).executeTakeFirst()
	return row?.version ?? 0
}

export async function movePagesVersion(db: Database) {
	await db
		.insertInto('shared_versions')
		.values({ name: PAGES, version: 1 })
		.onConflict((oc) => oc.column('name').doUpdateSet({ version: sql`shared_versions.version + 1` }))
		.execute()
}
