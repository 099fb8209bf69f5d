import fs from 'node:fs'
import path from 'node:path'

/**
 * The test files worth a second run on PostgreSQL: those that open a test database (tests/test-database.ts), directly
 * or through a helper, or ask for the PostgreSQL server itself. The others (pure functions, the import check, the
 * service worker's helpers) would only repeat their SQLite run. Found by following each file's local imports.
 */

const DATABASE_HELPER = path.resolve('tests/test-database.ts')
const ASKS_FOR_SERVER = /inject\(\s*'postgresServer'\s*\)/
const LOCAL_IMPORT = /(?:from|import\()\s*'((?:\.{1,2}\/|#(?:app|db|server|tests)\/)[^']+)'/g

function resolveImport(specifier: string, from: string) {
	const aliased = /^#(app|db|server|tests)\/(.*)$/.exec(specifier)
	return aliased ? path.resolve(aliased[1]!, aliased[2]!) : path.resolve(path.dirname(from), specifier)
}

function reachesDatabase(file: string, known: Map<string, boolean>): boolean {
	if (file === DATABASE_HELPER) return true
	const settled = known.get(file)
	if (settled !== undefined) return settled
	known.set(file, false)
	if (!fs.existsSync(file)) return false
	const source = fs.readFileSync(file, 'utf8')
	const reaches =
		ASKS_FOR_SERVER.test(source) || [...source.matchAll(LOCAL_IMPORT)].some((m) => reachesDatabase(resolveImport(m[1]!, file), known))
	known.set(file, reaches)
	return reaches
}

export function databaseTestFiles(patterns: string[]) {
	const known = new Map<string, boolean>()
	return fs
		.globSync(patterns, { exclude: (name) => name === 'node_modules' })
		.filter((file) => reachesDatabase(path.resolve(file), known))
		.sort()
}
