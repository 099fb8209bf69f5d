// `npm run db:copy -- --from ./data/soko.db --to postgres://user@host/db`: moves a site from its SQLite file to an
// empty PostgreSQL database (README: Moving to PostgreSQL). Without the flags, DATABASE_PATH and DATABASE_URL.
import { parseArgs } from 'node:util'
import { DEFAULT_DATABASE_PATH } from '#app/env.server.ts'
import { copyDatabase, CopyRefusedError, openCopyEnds } from '#db/copy.ts'

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } })
const from = values.from ?? (process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH)
const to = values.to ?? process.env.DATABASE_URL
if (!to) {
	console.error('Where to? Pass --to postgres://user@host/db or set DATABASE_URL.')
	process.exit(1)
}
/** The address without its password, for the output. */
const shown = to.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')

try {
	const { source, target } = await openCopyEnds({ from, to })
	try {
		console.log(`Copying ${from} to ${shown} ...`)
		const { rows, tables, seconds } = await copyDatabase({ source, target, log: (line) => console.log(line) })
		console.log(`Copied ${rows} rows in ${tables.length} tables in ${seconds.toFixed(1)} s.`)
		console.log(
			`Photos were not copied: they stay in UPLOADS_DIR (${process.env.UPLOADS_DIR || './data/uploads'}); ` +
				'keep UPLOADS_DIR pointing there and set DATABASE_URL to the new database.',
		)
	} finally {
		await Promise.all([source.destroy(), target.destroy()])
	}
} catch (error) {
	console.error(error instanceof CopyRefusedError ? `Refused: ${error.message}` : `Copy failed, nothing was written: ${(error as Error).message}`)
	process.exit(1)
}
