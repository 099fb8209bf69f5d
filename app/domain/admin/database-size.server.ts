import fs from 'node:fs/promises'
import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'

export type DatabaseSize = { dialect: 'sqlite' | 'postgres'; sizeBytes: number; walBytes: number | null }

async function fileSize(file: string) {
	try {
		return (await fs.stat(file)).size
	} catch {
		return 0
	}
}

/** SQLite: pages × page size, and the -wal file beside the database (none for an in-memory one). */
async function sqliteSize(db: Database): Promise<DatabaseSize> {
	const [pages, pageSize, files] = await Promise.all([
		sql<{ page_count: number }>`PRAGMA page_count`.execute(db),
		sql<{ page_size: number }>`PRAGMA page_size`.execute(db),
		sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db),
	])
	const file = files.rows.find((r) => r.name === 'main')?.file
	return {
		dialect: 'sqlite',
		sizeBytes: Number(pages.rows[0]?.page_count ?? 0) * Number(pageSize.rows[0]?.page_size ?? 0),
		walBytes: file ? await fileSize(`${file}-wal`) : 0,
	}
}

/** PostgreSQL: pg_database_size, and the WAL directory when the role may list it (pg_monitor or superuser), else null. */
async function postgresSize(db: Database): Promise<DatabaseSize> {
	const size = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(db)
	let walBytes: number | null = null
	try {
		const wal = await sql<{ bytes: string | null }>`select sum(size) as bytes from pg_ls_waldir()`.execute(db)
		walBytes = Number(wal.rows[0]?.bytes ?? 0)
	} catch {
		// Not allowed to read the WAL directory: the size stays unknown.
	}
	return { dialect: 'postgres', sizeBytes: Number(size.rows[0]?.bytes ?? 0), walBytes }
}

/** How big the database is on disk, in the words of the database that runs (DESIGN §2: one module per dialect concern). */
export function databaseSize(db: Database) {
	return dialectOf(db) === 'postgres' ? postgresSize(db) : sqliteSize(db)
}
