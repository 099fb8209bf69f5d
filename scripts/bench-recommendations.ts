// Part of `npm run bench`: recommendations for one user over 100,000 listings and 1,000,000 actions (issue 7 §6):
// p95 under 50 ms warm (stored results read back) and under 300 ms cold (made afresh). The engine is timed directly,
// and GET /api/recommendations through its route module (session, filters, JSON), on a database made once into
// .tmp/bench-recommendations/soko.db: scripts/seed-scale.ts's 100,000 listings, then 20,000 buyers with 1,000,000
// actions and their saves and preferences, inserted in bulk.
import fs from 'node:fs'
import { spawnSync } from 'node:child_process'
import SQLite from 'better-sqlite3'
import { TOWNS } from '#app/domain/listings/categories.ts'
import { NO_FILTERS } from '#app/domain/recommendations/filters.ts'
import { apiRecommendations, rankedRecommendations } from '#app/domain/recommendations/recommendations.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { parseEnv } from '#app/env.server.ts'
import { loader as apiLoader } from '#app/routes/api.recommendations.ts'
import { openMigratedDatabase, type Database } from '#db/database.ts'
import { createRandom } from '#server/seed/random.ts'
import { stopwatch, summary as printSummary } from './bench-kit.ts'

const BUDGET = { warmP95Ms: 50, coldP95Ms: 300 }
const DIR = '.tmp/bench-recommendations'
const DB_PATH = `${DIR}/soko.db`
const BUYERS = 20_000
const ACTIONS = 1_000_000
const SAMPLE_USERS = 200
const NEW_USERS = 20
const DAY = 86_400_000

const lap = stopwatch()

function buildDatabase() {
	fs.mkdirSync(DIR, { recursive: true })
	lap('making 100,000 listings with scripts/seed-scale.ts…')
	const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', DB_PATH, `${DIR}/uploads`], { stdio: 'inherit' })
	if (seeded.status !== 0) throw new Error('seed-scale failed')
	const sqlite = new SQLite(DB_PATH)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = OFF')
	sqlite.pragma('cache_size = -400000')
	const random = createRandom(7)
	const listings = sqlite.prepare(`SELECT id, category, location FROM listings WHERE status = 'PUBLISHED'`).all() as { id: number; category: string; location: string }[]
	// Some listings draw far more attention than others: each category's listings in a random order of popularity.
	const byCategory = new Map<string, number[]>()
	for (const l of listings) byCategory.set(l.category, [...(byCategory.get(l.category) ?? []), l.id])
	for (const ids of byCategory.values()) ids.sort(() => random.next() - 0.5)
	const categories = [...byCategory.keys()]
	const hash = sqlite.prepare('SELECT password_hash FROM users LIMIT 1').pluck().get() as string
	const insertUser = sqlite.prepare(`INSERT INTO users (email, password_hash, phone, role) VALUES (?, ?, ?, 'BUYER')`)
	const insertAction = sqlite.prepare(`INSERT INTO user_actions (user_id, listing_id, action_type, action_metadata, timestamp) VALUES (?, ?, ?, ?, ?)`)
	const insertSave = sqlite.prepare(`INSERT OR IGNORE INTO user_saves (user_id, listing_id, created_at) VALUES (?, ?, ?)`)
	const insertPreferences = sqlite.prepare(`INSERT INTO user_preferences (user_id, preferred_categories, preferred_locations, price_range_max_cents) VALUES (?, ?, ?, ?)`)
	const now = Date.now()
	sqlite.transaction(() => {
		let left = ACTIONS
		for (let i = 0; i < BUYERS; i++) {
			const userId = Number(insertUser.run(`bench.buyer${i}@example.com`, hash, `0791${String(i).padStart(6, '0')}`).lastInsertRowid)
			// Most people do a little, a few do a lot: 2 to ~500 actions, 50 on average.
			const count = i === BUYERS - 1 ? left : Math.min(left, Math.max(2, Math.round(-Math.log(1 - random.next()) * (ACTIONS / BUYERS))))
			left -= count
			const tastes = [random.pick(categories), random.pick(categories)]
			if (i % 5 === 0) insertPreferences.run(userId, JSON.stringify([tastes[0]]), JSON.stringify([random.pick(TOWNS)]), i % 10 === 0 ? 5_000_000 : null)
			for (let a = 0; a < count; a++) {
				const ids = byCategory.get(random.next() < 0.8 ? random.pick(tastes) : random.pick(categories))!
				const listingId = ids[Math.floor(ids.length * random.next() ** 3)]!
				const at = new Date(now - random.next() * 30 * DAY).toISOString()
				const roll = random.next()
				const type = roll < 0.9 ? 'VIEW' : roll < 0.95 ? 'SHARE' : 'CONTACT_SELLER'
				insertAction.run(userId, listingId, type, type === 'VIEW' ? '{"source":"listing_page"}' : type === 'SHARE' ? '{"platform":"whatsapp"}' : null, at)
				if (type === 'VIEW' && random.next() < 0.05) insertSave.run(userId, listingId, at)
			}
		}
	})()
	lap(`${BUYERS.toLocaleString('en')} buyers, ${ACTIONS.toLocaleString('en')} actions and their saves inserted`)
	sqlite.exec('ANALYZE')
	sqlite.pragma('wal_checkpoint(TRUNCATE)')
	sqlite.close()
	lap('analyzed')
}

const summary = (label: string, timings: number[]) => printSummary(label, timings, { width: 58 })

async function timed(work: () => Promise<unknown>) {
	const t = performance.now()
	await work()
	return performance.now() - t
}

if (!fs.existsSync(DB_PATH)) buildDatabase()
const db: Database = await openMigratedDatabase(DB_PATH)
const counts = db.selectFrom('user_actions').select((eb) => eb.fn.countAll<number>().as('n'))
lap(`database ready: ${(await counts.executeTakeFirstOrThrow()).n} actions, ${fs.statSync(DB_PATH).size >> 20} MB`)
await db.deleteFrom('recommendation_results').execute()

const random = createRandom(42)
const buyers = await db.selectFrom('users').select(['id', 'role']).where('email', 'like', 'bench.buyer%').execute()
const sample = Array.from({ length: SAMPLE_USERS }, () => random.pick(buyers))
const newcomers = await Promise.all(
	Array.from({ length: NEW_USERS }, async (_, i) =>
		db
			.insertInto('users')
			.values({ email: `bench.new${Date.now()}-${i}@example.com`, password_hash: 'x', phone: `0792${String(Date.now() % 1e6).padStart(6, '0')}${i}`, role: 'BUYER' })
			.returning(['id', 'role'])
			.executeTakeFirstOrThrow(),
	),
)

// The very first request of a process: nothing remembered (this week's trending listings, the busiest town).
const first = await timed(() => apiRecommendations(db, { user: sample[0]!, filters: NO_FILTERS }))
console.log(`first request of the process (trending counted):              ${first.toFixed(2)} ms`)

const cold: number[] = []
const warm: number[] = []
for (const user of sample) {
	cold.push(await timed(() => rankedRecommendations(db, { userId: user.id, refresh: true }).then(() => apiRecommendations(db, { user, filters: NO_FILTERS }))))
	warm.push(await timed(() => apiRecommendations(db, { user, filters: NO_FILTERS })))
}
const newCold = await Promise.all(newcomers.map(async (user) => timed(() => apiRecommendations(db, { user, filters: NO_FILTERS }))))
const filtered: number[] = []
for (const user of sample.slice(0, 50)) {
	filtered.push(await timed(() => apiRecommendations(db, { user, filters: { categories: ['electronics', 'home-garden'], minPriceCents: 100_000, maxPriceCents: 5_000_000, location: null } })))
}

const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' })
const tokens = await Promise.all(sample.slice(0, 100).map(async (user) => (await createSession(db, { userId: user.id })).token))
const api: number[] = []
for (const token of tokens) {
	const request = new Request('http://localhost/api/recommendations', { headers: { authorization: `Bearer ${token}` } })
	api.push(await timed(async () => (await apiLoader({ request, params: {}, context: { db, env, clientAddress: '127.0.0.1' } } as never)).json()))
}

const sizes = await db.selectFrom('recommendation_results').select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.count<number>('user_id').distinct().as('users')]).executeTakeFirstOrThrow()
console.log(`\nstored: ${sizes.rows} rows for ${sizes.users} users\n`)
const coldRow = summary('cold: made afresh (Refresh) and read, with listings', cold)
summary('cold: a new user (no history), made and stored', newCold)
const warmRow = summary('warm: stored results read back, with listings', warm)
summary('filtered (2 categories, price): made for the filters', filtered)
summary('GET /api/recommendations route, warm (session, JSON)', api)

const failures = [
	...(warmRow.p95 >= BUDGET.warmP95Ms ? [`warm p95 ${warmRow.p95.toFixed(1)} ms >= ${BUDGET.warmP95Ms} ms`] : []),
	...(coldRow.p95 >= BUDGET.coldP95Ms ? [`cold p95 ${coldRow.p95.toFixed(1)} ms >= ${BUDGET.coldP95Ms} ms`] : []),
]
await db.destroy()
if (failures.length) {
	console.error(`\nBudget missed: ${failures.join('; ')}`)
	process.exit(1)
}
console.log(`\nBudgets met: warm p95 < ${BUDGET.warmP95Ms} ms, cold p95 < ${BUDGET.coldP95Ms} ms.`)
