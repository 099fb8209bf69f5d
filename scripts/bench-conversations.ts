// Part of `npm run bench` (`npm run bench:conversations` alone): conversations at scale (issue 24 §4). A user's inbox,
// a thread, posting a message and the header's unread total, each through the domain's own function, against 100,000
// conversations and 1,000,000 messages, for the busy seller (2,000 conversations) and for typical users: p95 under
// 20 ms, on SQLite and on PostgreSQL. The database is made once into .tmp/bench-conversations/base.db
// (bench-conversations-data.ts), copied afresh per run (posting writes), and for PostgreSQL copied on into a throwaway
// server (db/copy.ts). BENCH_CONVERSATIONS_POSTGRES=0 measures SQLite only.
import fs from 'node:fs'
import SQLite from 'better-sqlite3'
import { inbox, INBOX_PAGE, unreadTotal } from '#app/domain/conversations/inbox.server.ts'
import { postMessage } from '#app/domain/conversations/post.server.ts'
import { thread } from '#app/domain/conversations/thread.server.ts'
import { openMigratedDatabase, type Database } from '#db/database.ts'
import { createRandom } from '#server/seed/random.ts'
import { buildOnce, copyForRun, machineLine, percentile, stopwatch, summary, type Percentiles } from './bench-kit.ts'
import { BUSY_SELLER_ID, buildConversationsDatabase, SHAPE } from './bench-conversations-data.ts'
import { onThrowawayPostgres } from './bench-postgres.ts'

const BUDGET_P95_MS = 20
const DIR = '.tmp/bench-conversations'
const BASE_DB = `${DIR}/base.db`
const RUN_DB = `${DIR}/run.db`
const SAMPLE = 200
const WARM_UP = 20

const lap = stopwatch()

/** Who reads and writes what, drawn once from the base database so both engines get the same calls. */
function plan() {
	const raw = new SQLite(BASE_DB, { readonly: true })
	const random = createRandom(42)
	const draw = <T>(items: T[]) => Array.from({ length: WARM_UP + SAMPLE }, () => random.pick(items))
	const parties = raw.prepare('SELECT buyer_id FROM conversations UNION SELECT seller_id FROM conversations').pluck().all() as number[]
	const ordinary = raw.prepare('SELECT id, buyer_id, seller_id FROM conversations WHERE id <= ?').all(SHAPE.conversations - SHAPE.longThreads) as {
		id: number
		buyer_id: number
		seller_id: number
	}[]
	const busy = raw.prepare('SELECT id FROM conversations WHERE seller_id = ?').pluck().all(BUSY_SELLER_ID) as number[]
	const long = raw.prepare('SELECT id, buyer_id FROM conversations WHERE id > ?').all(SHAPE.conversations - SHAPE.longThreads) as { id: number; buyer_id: number }[]
	const typicalUsers = draw(parties)
	const counts = typicalUsers
		.map((id) => raw.prepare('SELECT count(*) FROM conversations WHERE buyer_id = ? OR seller_id = ?').pluck().get(id, id) as number)
		.sort((a, b) => a - b)
	const secondPage = raw.prepare('SELECT last_message_at FROM conversations WHERE seller_id = ? ORDER BY last_message_at DESC LIMIT 1 OFFSET ?').pluck()
	const before = secondPage.get(BUSY_SELLER_ID, INBOX_PAGE - 1) as string
	raw.close()
	console.log(
		`busy seller: ${busy.length} conversations; typical users: ${percentile(counts, 50)} conversations (median), ` +
			`${percentile(counts, 95)} at p95, ${counts.at(-1)} at most`,
	)
	const side = (c: { buyer_id: number; seller_id: number }) => (random.chance(0.5) ? c.buyer_id : c.seller_id)
	const typical = draw(ordinary).map((c) => ({ conversationId: c.id, userId: side(c) }))
	return {
		typicalUsers,
		before,
		typical,
		busy: draw(busy).map((conversationId) => ({ conversationId, userId: BUSY_SELLER_ID })),
		long: draw(long).map((c) => ({ conversationId: c.id, userId: c.buyer_id })),
		typicalPosts: draw(ordinary).map((c) => ({ conversationId: c.id, userId: side(c) })),
	}
}

type Plan = ReturnType<typeof plan>

const MESSAGE = 'Is it still available? I can come to see it on Saturday.'

/** The milliseconds `call` takes. */
async function time(call: () => Promise<unknown>) {
	const t = performance.now()
	await call()
	return performance.now() - t
}

/** Each measure: a label and what it times (`i`: which of the planned calls), answering the milliseconds. */
function measures(db: Database, p: Plan): [string, (i: number) => Promise<number>][] {
	// Posting counts against the writer's limits (12 a minute): the counters go back to 0 before each post, untimed.
	const post = async ({ conversationId, userId }: { conversationId: number; userId: number }) => {
		await db.updateTable('rate_limits').set({ hits: 0 }).execute()
		return time(() => postMessage(db, { conversationId, writer: { id: userId }, message: MESSAGE, confirm: false }))
	}
	return [
		['inbox, busy seller', () => time(() => inbox(db, { userId: BUSY_SELLER_ID }))],
		['inbox page 2, busy seller', () => time(() => inbox(db, { userId: BUSY_SELLER_ID, before: p.before }))],
		['inbox, typical user', (i) => time(() => inbox(db, { userId: p.typicalUsers[i]! }))],
		['thread, busy seller', (i) => time(() => thread(db, p.busy[i]!))],
		['thread, typical', (i) => time(() => thread(db, p.typical[i]!))],
		[`thread of ${SHAPE.longThreadMessages} messages`, (i) => time(() => thread(db, p.long[i]!))],
		['unread total, busy seller', () => time(() => unreadTotal(db, { userId: BUSY_SELLER_ID }))],
		['unread total, typical user', (i) => time(() => unreadTotal(db, { userId: p.typicalUsers[i]! }))],
		['post, busy seller', (i) => post(p.busy[i]!)],
		['post, typical', (i) => post(p.typicalPosts[i]!)],
	]
}

async function measure(db: Database, name: string, p: Plan) {
	console.log(`\n${name} (${SAMPLE} calls each, after ${WARM_UP} warm-up):`)
	const results = new Map<string, Percentiles>()
	for (const [label, call] of measures(db, p)) {
		const timings: number[] = []
		for (let i = 0; i < WARM_UP + SAMPLE; i++) {
			const ms = await call(i)
			if (i >= WARM_UP) timings.push(ms)
		}
		results.set(label, summary(`  ${label}`, timings, { width: 30 }))
	}
	return results
}


const built = await buildOnce(BASE_DB, async (part) => {
	lap('making the database (once)…')
	fs.mkdirSync(DIR, { recursive: true })
	await (await openMigratedDatabase(part)).destroy()
	buildConversationsDatabase(part)
})
if (built) lap(`made ${BASE_DB}: ${(fs.statSync(BASE_DB).size / 2 ** 20).toFixed(0)} MB`)
const p = plan()
copyForRun(BASE_DB, RUN_DB)
const engines: [string, Map<string, Percentiles>][] = []
const sqliteDb = await openMigratedDatabase(RUN_DB)
try {
	engines.push(['SQLite', await measure(sqliteDb, 'SQLite', p)])
} finally {
	await sqliteDb.destroy()
}
if (process.env.BENCH_CONVERSATIONS_POSTGRES !== '0') engines.push(['PostgreSQL', await onThrowawayPostgres({ baseDb: BASE_DB, lap, measure: (db) => measure(db, 'PostgreSQL', p) })])

console.log(`\n${machineLine()}\n`)
const ms = (r: Percentiles) => `${r.p50.toFixed(2)} / **${r.p95.toFixed(2)}**`
console.log(`| p50 / **p95**, ms | ${engines.map(([name]) => name).join(' | ')} |`)
console.log(`|---|${engines.map(() => '---:').join('|')}|`)
for (const label of engines[0]![1].keys()) console.log(`| ${label} | ${engines.map(([, r]) => ms(r.get(label)!)).join(' | ')} |`)
const missed = engines.flatMap(([name, r]) => [...r].filter(([, x]) => x.p95 >= BUDGET_P95_MS).map(([label, x]) => `${name} ${label} p95 ${x.p95.toFixed(1)} ms`))
if (missed.length) {
	console.error(`\nBudget missed (p95 >= ${BUDGET_P95_MS} ms): ${missed.join('; ')}`)
	process.exit(1)
}
console.log(`\nBudget met: every p95 < ${BUDGET_P95_MS} ms on ${engines.map(([name]) => name).join(' and ')}.`)
