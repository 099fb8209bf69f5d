import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { backupDatabase, defaultBackupFile } from './backup.ts'
import { openDatabase, openMigratedDatabase } from './database.ts'

const dirs: string[] = []
function tempDir() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-backup-'))
	dirs.push(dir)
	return dir
}
afterEach(() => {
	for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

const user = (n: number) => ({ email: `backup${n}@example.com`, phone: `07000000${10 + n}`, password_hash: 'x' })

test('copies rows still in the WAL while the database stays open and writable', async () => {
	const dir = tempDir()
	const file = path.join(dir, 'soko.db')
	const db = await openMigratedDatabase(file)
	try {
		await db.insertInto('users').values([user(1), user(2)]).execute()
		// No checkpoint: the rows are in soko.db-wal, which a plain file copy of soko.db would miss.
		expect(fs.statSync(`${file}-wal`).size).toBeGreaterThan(0)
		const target = path.join(dir, 'backups', 'copy.db')
		await backupDatabase(file, target)
		await db.insertInto('users').values(user(3)).execute()

		const copy = openDatabase(target)
		try {
			const emails = await copy.selectFrom('users').select('email').orderBy('email').execute()
			expect(emails.map((u) => u.email)).toEqual(['backup1@example.com', 'backup2@example.com'])
		} finally {
			await copy.destroy()
		}
	} finally {
		await db.destroy()
	}
})

test('refuses to overwrite an existing file or to back up a missing database', async () => {
	const dir = tempDir()
	const file = path.join(dir, 'soko.db')
	await (await openMigratedDatabase(file)).destroy()
	const taken = path.join(dir, 'taken.db')
	fs.writeFileSync(taken, 'earlier backup')
	await expect(backupDatabase(file, taken)).rejects.toThrow('already exists')
	expect(fs.readFileSync(taken, 'utf8')).toBe('earlier backup')
	await expect(backupDatabase(path.join(dir, 'missing.db'), path.join(dir, 'x.db'))).rejects.toThrow('No database')
})

test('names default backups by time, beside the database', () => {
	const file = defaultBackupFile('/data/soko.db', new Date('2026-11-23T13:40:05.123Z'))
	expect(file).toBe('/data/backups/soko-2026-11-23T13-40-05Z.db')
})
