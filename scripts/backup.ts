// `npm run backup [file]`: an online copy of the SQLite database, safe while the server runs (README: Backup and restore).
import { DEFAULT_DATABASE_PATH } from '#app/env.server.ts'
import { backupDatabase, defaultBackupFile } from '#db/backup.ts'

const source = process.env.DATABASE_PATH || DEFAULT_DATABASE_PATH
const target = process.argv[2] ?? defaultBackupFile(source)
try {
	const { bytes } = await backupDatabase(source, target)
	console.log(`Backed up ${source} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB).`)
} catch (error) {
	console.error(`Backup failed: ${(error as Error).message}`)
	process.exit(1)
}
