import fs from 'node:fs'
import { sql } from 'kysely'
import ts from 'typescript'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { openTestDatabase } from '#tests/test-database.ts'
import { applicationTables } from './copy.ts'
import { MIGRATIONS, type Database } from './database.ts'
import { dialectOf } from './dialect.ts'

/** What db/schema.ts declares, read from its source: each table's columns, and whether each may be null. */
function declaredTables(): Map<string, Map<string, boolean>> {
	const file = new URL('./schema.ts', import.meta.url)
	const source = ts.createSourceFile('schema.ts', fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
	const interfaces = new Map<string, ts.InterfaceDeclaration>()
	source.forEachChild((node) => {
		if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node)
	})
	const columnsOf = (declaration: ts.InterfaceDeclaration) =>
		new Map(
			declaration.members
				.filter(ts.isPropertySignature)
				.map((column) => [column.name.getText(source), /\bnull\b/.test(column.type?.getText(source) ?? '')] as const),
		)
	const tables = new Map<string, Map<string, boolean>>()
	for (const member of interfaces.get('DB')!.members.filter(ts.isPropertySignature)) {
		tables.set(member.name.getText(source), columnsOf(interfaces.get(member.type!.getText(source))!))
	}
	return tables
}

/** A table's primary key columns on SQLite (PostgreSQL already reports them NOT NULL). */
async function primaryKey(table: string): Promise<Set<string>> {
	if (dialectOf(db) === 'postgres') return new Set()
	const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table}) WHERE pk > 0`.execute(db)
	return new Set(rows.map((row) => row.name))
}

let db: Database
beforeAll(async () => {
	db = await openTestDatabase()
})
afterAll(() => db.destroy())

test('db/schema.ts declares exactly the tables and columns the migrations make, null where the database allows it', async () => {
	const declared = declaredTables()
	expect([...declared.keys()].sort()).toEqual(await applicationTables(db))
	const differences: string[] = []
	for (const table of await db.introspection.getTables()) {
		const columns = declared.get(table.name)
		if (!columns) continue
		// SQLite lets a primary key hold NULL unless it says NOT NULL (a quirk it keeps for old files); ours never do.
		const keys = await primaryKey(table.name)
		const migrated = table.columns.map((c) => [c.name, c.isNullable && !keys.has(c.name)] as const)
		for (const [name, nullable] of migrated) {
			if (table.name === 'listings' && name === 'search_words') continue
			if (!columns.has(name)) differences.push(`${table.name}.${name} is not declared`)
			else if (columns.get(name) !== nullable) differences.push(`${table.name}.${name} is ${nullable ? '' : 'NOT '}NULL in the database`)
		}
		for (const name of columns.keys()) {
			if (!migrated.some(([column]) => column === name)) differences.push(`${table.name}.${name} is not in the database`)
		}
	}
	expect(differences).toEqual([])
})

test('the migrations are listed in the order they run, one for each file in db/migrations', () => {
	const files = fs
		.readdirSync(new URL('./migrations/', import.meta.url))
		.map((file) => file.replace(/\.ts$/, ''))
		.sort()
	expect(Object.keys(MIGRATIONS)).toEqual(files)
})
