import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'

/**
 * Copies a live SQLite database to `target` through SQLite's online backup API: pages committed to the WAL are
 * included, and the server may keep writing meanwhile (a copy of the file alone could miss the WAL or tear).
 * Refuses to overwrite a file, so a mistyped path cannot destroy an earlier backup.
 */
export async function backupDatabase(source: string, target: string) {
	if (!fs.existsSync(source)) throw new Error(`No database at ${source}`)
	if (fs.existsSync(target)) throw new Error(`${target} already exists: choose another file`)
	fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true })
	const db = new SQLite(source, { fileMustExist: true })
	try {
		db.pragma('busy_timeout = 5000')
		await db.backup(target)
	} finally {
		db.close()
	}
	return { target, bytes: fs.statSync(target).size }
}

/** `backups/soko-2026-11-23T13-40-05Z.db` beside the database: the same volume in the container. */
export function defaultBackupFile(databasePath: string, now = new Date()) {
	const stamp = now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')
	return path.join(path.dirname(databasePath), 'backups', `soko-${stamp}.db`)
}
