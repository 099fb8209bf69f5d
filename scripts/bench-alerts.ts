// Part of `npm run bench` (`npm run bench:alerts` alone): buyer alerts at scale (issue 10 §3). Matching one new listing
// against 100,000 active alerts, p95 under 20 ms (`instantMatchesFor`, the per-listing lookup through alert_terms), and
// the morning digest over 100,000 alerts and 10,000 new listings in under 60 s (`sendDigestsNow`, its mails queued in
// mail_outbox). The database is made once into .tmp/bench-alerts/base.db (50,000 buyers, their alerts and alert_terms
// rows as createBuyerAlert files them, 10,000 listings published in the last 24 h and 50,000 older ones) and copied
// afresh for each run, since the digest writes what it sends.
import fs from 'node:fs'
import SQLite from 'better-sqlite3'
import { indexKeys, listingTerms, lookupKeys } from '#app/domain/alerts/criteria.ts'
import { instantMatchesFor, sendDigestsNow } from '#app/domain/alerts/matching.server.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import { KENYAN_TOWNS } from '#app/domain/listings/towns.ts'
import { parseEnv } from '#app/env.server.ts'
import { openMigratedDatabase, type Database } from '#db/database.ts'
import { ITEM_CONDITIONS, type ItemCondition } from '#db/enums.ts'
import { CATALOGUE, CONDITION_PRICE_FACTOR, CONDITION_SENTENCES, MEETING_SENTENCES, REASONS } from '#server/seed/catalogue.ts'
import { createRandom } from '#server/seed/random.ts'
import { buildOnce, copyForRun, cpuMs, machineLine, stopwatch, summary } from './bench-kit.ts'

const BUDGET = { instantP95Ms: 20, digestSeconds: 60 }
const DIR = '.tmp/bench-alerts'
const BASE_DB = `${DIR}/base.db`
const RUN_DB = `${DIR}/run.db`
const BUYERS = 50_000
const PREMIUM_BUYERS = 5_000
const ALERTS = 100_000
const NEW_LISTINGS = 10_000
const OLD_LISTINGS = 50_000
const SELLERS = 500
const SAMPLE = 500
const WARM_UP = 50
const DAY = 86_400_000
/** A Tuesday, 07:30 in Nairobi: the digest's hour. Fixed, so the database made once stays "today's". */
const NOW = new Date('2026-11-24T04:30:00Z')

const lap = stopwatch()
const iso = (ms: number) => new Date(ms).toISOString()

// Towns people live in are not equally likely: Nairobi and the big towns first.
const BIG_TOWNS = ['Nairobi', 'Nairobi', 'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Ruiru', 'Machakos']
const STOP_WORDS = new Set(['with', 'and', 'for', 'the', 'set', 'size', 'age', 'men', 'ladies', 'pair', 'pack', 'new', 'used'])
/** What buyers type that a title may not say in those words (synonyms, Swahili, generic names). */
const BUYER_WORDS = ['phone', 'simu', 'smartphone', 'laptop', 'tv', 'fridge', 'sofa', 'bed', 'mattress', 'table', 'chair', 'shoes', 'dress', 'bicycle', 'car', 'guitar', 'books', 'speaker', 'camera', 'cooker', 'mtumba', 'kompyuta']

function titleWords(title: string) {
	return title.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
}

function buildDatabase(file: string) {
	const random = createRandom(10)
	const sqlite = new SQLite(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = OFF')
	sqlite.pragma('cache_size = -400000')
	const town = () => (random.chance(0.6) ? random.pick(BIG_TOWNS) : random.pick(KENYAN_TOWNS))
	const insertUser = sqlite.prepare(`INSERT INTO users (email, password_hash, phone, role, registered_at, is_verified) VALUES (?, 'x', ?, ?, ?, 1)`)
	const insertProfile = sqlite.prepare(`INSERT INTO buyer_profiles (user_id, communication_preference) VALUES (?, ?)`)
	const insertPlan = sqlite.prepare(`INSERT INTO alert_subscriptions (buyer_id, product, plan, status, amount_cents, mpesa_receipt, expires_at, created_at)
		VALUES (?, 'BUYER_PLAN', 'PREMIUM', 'ACTIVE', 20000, ?, ?, ?)`)
	const insertAlert = sqlite.prepare(`INSERT INTO alerts (buyer_id, name, keywords, categories, min_price_cents, max_price_cents, location, location_radius,
		conditions, frequency, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	const insertTerm = sqlite.prepare(`INSERT INTO alert_terms (term, alert_id) VALUES (?, ?)`)
	const insertListing = sqlite.prepare(`INSERT INTO listings (
		seller_id, title, description, category, subcategory, price_cents, location, town, condition, reason, status, created_at, updated_at,
		expires_at, payment_status, payment_amount_cents, payment_date, approval_date, published_date, alerts_checked_at
	) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', ?, ?, ?, 'COMPLETED', 1500, ?, ?, ?, ?)`)
	const insertPhoto = sqlite.prepare(`INSERT INTO listing_photos (listing_id, cloudinary_id, is_primary, position, created_at) VALUES (?, ?, ?, ?, ?)`)
	const photoId = () => Array.from({ length: 24 }, () => '0123456789abcdef'[random.int(0, 15)]).join('')
	const items = CATALOGUE.flatMap((category) => category.items.map((item) => ({ category: category.slug, item })))

	sqlite.transaction(() => {
		const buyers: number[] = []
		for (let i = 0; i < BUYERS; i++) {
			const premium = i < PREMIUM_BUYERS
			const id = Number(insertUser.run(`bench.buyer${i}@example.com`, `0711${String(i).padStart(6, '0')}`, 'BUYER', iso(NOW.getTime() - random.int(30, 400) * DAY)).lastInsertRowid)
			buyers.push(id)
			if (premium || random.chance(0.4)) insertProfile.run(id, premium && random.chance(0.2) ? 'SMS' : 'EMAIL')
			if (premium) insertPlan.run(id, `QBP${String(i).padStart(7, '0')}`, iso(NOW.getTime() + random.int(1, 30) * DAY), iso(NOW.getTime() - random.int(0, 29) * DAY))
		}
		// 30% INSTANT (PREMIUM buyers, 6 each), 50% DAILY, 20% WEEKLY (every buyer one or two, within BASIC's 3).
		const instant = Math.round(ALERTS * 0.3)
		for (let a = 0; a < ALERTS; a++) {
			const frequency = a < instant ? 'INSTANT' : random.chance(0.5 / 0.7) ? 'DAILY' : 'WEEKLY'
			const buyerId = a < instant ? buyers[a % PREMIUM_BUYERS]! : buyers[(a - instant) % BUYERS]!
			const { category, item } = random.pick(items)
			const words = titleWords(item.title)
			const shape = random.next()
			let keywords: string[] = []
			let categories: string[] = []
			if (shape < 0.79) {
				const count = random.chance(0.6) ? 1 : random.chance(0.6) ? 2 : 3
				for (let k = 0; k < count; k++) {
					const kind = random.next()
					const at = random.int(0, Math.max(0, words.length - 2))
					if (kind < 0.55 && words.length) keywords.push(words[at]!)
					else if (kind < 0.8 && words.length > 1) keywords.push(`${words[at]} ${words[at + 1]}`)
					else keywords.push(random.pick(BUYER_WORDS))
				}
				keywords = [...new Set(keywords)]
				if (random.chance(0.3)) categories = [category]
			} else if (shape < 0.99) {
				categories = random.chance(0.8) ? [category] : [category, random.pick(CATALOGUE).slug]
			}
			const hasLocation = random.chance(0.5)
			const maxPrice = random.chance(0.5) ? Math.round(item.kes * (0.8 + random.next() * 0.6)) * 100 : null
			const minPrice = random.chance(0.2) ? Math.round(item.kes * (0.3 + random.next() * 0.4)) * 100 : null
			const conditions = random.chance(0.25) ? random.shuffle(ITEM_CONDITIONS).slice(0, random.int(1, 3)) : []
			const created = iso(NOW.getTime() - random.int(3, 90) * DAY)
			const criteria = { keywords, categories: [...new Set(categories)] }
			const alertId = Number(
				insertAlert.run(
					buyerId, keywords.join(', ') || categories.join(', ') || 'Anything', JSON.stringify(criteria.keywords), JSON.stringify(criteria.categories),
					minPrice, maxPrice, hasLocation ? town() : null, hasLocation ? random.pick([10, 25, 50, 50, 100, 200]) : 50,
					JSON.stringify(conditions), frequency, created, created,
				).lastInsertRowid,
			)
			for (const term of indexKeys(criteria)) insertTerm.run(term, alertId)
		}
		const sellers: { id: number; town: string }[] = []
		for (let i = 0; i < SELLERS; i++) {
			const id = Number(insertUser.run(`bench.seller${i}@example.com`, `0790${String(i).padStart(6, '0')}`, 'SELLER', iso(NOW.getTime() - 400 * DAY)).lastInsertRowid)
			sellers.push({ id, town: town() })
		}
		// Older listings first (9 to 60 days ago: outside even the weekly digest's look-back), then the last 24 hours'.
		for (let i = 0; i < OLD_LISTINGS + NEW_LISTINGS; i++) {
			const fresh = i >= OLD_LISTINGS
			const seller = random.pick(sellers)
			const { category, item } = random.pick(items)
			const condition: ItemCondition = random.pick(ITEM_CONDITIONS)
			const published = fresh ? NOW.getTime() - ((OLD_LISTINGS + NEW_LISTINGS - i) / NEW_LISTINGS) * DAY : NOW.getTime() - (60 - (51 * i) / OLD_LISTINGS) * DAY
			const created = published - random.int(1, 12) * 3_600_000
			const description = [item.blurb, random.pick(CONDITION_SENTENCES[condition]), random.pick(MEETING_SENTENCES).replace('{town}', seller.town)].join(' ')
			const kes = item.kes * CONDITION_PRICE_FACTOR[condition] * (0.85 + random.next() * 0.3)
			const title = `${random.pick(['', '', '', 'Clean ', 'Affordable ', 'Quick sale: ', 'Ex-UK ', 'Original '])}${item.title}`
			const listingId = Number(
				insertListing.run(
					seller.id, title, description, category, guessSubcategory(category, item.title), Math.max(100, Math.round(kes) * 100),
					random.chance(0.3) ? `CBD, ${seller.town}` : seller.town, seller.town, condition, random.pick(REASONS),
					iso(created), iso(published), iso(published + 30 * DAY), iso(published), iso(published), iso(published), iso(published),
				).lastInsertRowid,
			)
			if (fresh) for (let p = 0; p < 2; p++) insertPhoto.run(listingId, photoId(), p === 0 ? 1 : 0, p, iso(created))
		}
	})()
	sqlite.exec('ANALYZE')
	sqlite.pragma('wal_checkpoint(TRUNCATE)')
	sqlite.close()
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length

const built = await buildOnce(BASE_DB, async (part) => {
	lap('making the database (once)…')
	await (await openMigratedDatabase(part)).destroy()
	buildDatabase(part)
})
if (built) lap(`made ${BASE_DB}: ${(fs.statSync(BASE_DB).size / 2 ** 20).toFixed(0)} MB`)
copyForRun(BASE_DB, RUN_DB)
const db: Database = await openMigratedDatabase(RUN_DB)
const raw = new SQLite(RUN_DB, { readonly: true })
const shape = raw
	.prepare(`SELECT frequency, count(*) AS n, sum(keywords = '[]' AND categories != '[]') AS categoriesOnly, sum(keywords = '[]' AND categories = '[]') AS neither,
		sum(location IS NOT NULL) AS located FROM alerts WHERE is_active = 1 AND search_query IS NULL GROUP BY frequency`)
	.all()
console.log('alerts by frequency:', JSON.stringify(shape))
console.log(`alert_terms rows: ${raw.prepare('SELECT count(*) FROM alert_terms').pluck().get()}, busiest keys:`,
	JSON.stringify(raw.prepare('SELECT term, count(*) AS n FROM alert_terms GROUP BY term ORDER BY n DESC LIMIT 8').all()))
lap('database ready')

// --- Instant matching: one listing against every INSTANT alert it may match ------------------------------------------------

const fresh = await db
	.selectFrom('listings')
	.select(['id', 'seller_id', 'title', 'description', 'category', 'subcategory', 'price_cents', 'condition', 'town'])
	.where('published_date', '>', iso(NOW.getTime() - DAY))
	.orderBy('id')
	.execute()
const pickRandom = createRandom(42)
const sample = Array.from({ length: SAMPLE }, () => pickRandom.pick(fresh))
for (const listing of sample.slice(0, WARM_UP)) await instantMatchesFor(db, { listing, now: NOW })
const timings: number[] = []
const cpuTimings: number[] = []
const matched: number[] = []
for (const listing of sample) {
	const t = performance.now()
	const cpu = process.cpuUsage()
	const found = await instantMatchesFor(db, { listing, now: NOW })
	cpuTimings.push(cpuMs(cpu))
	timings.push(performance.now() - t)
	matched.push(found.length)
}
// What the lookup reads, counted apart from the timing: every alert filed under the listing's keys, and its INSTANT ones.
const filed = (keys: string[], instantOnly: boolean) =>
	raw
		.prepare(`SELECT count(DISTINCT t.alert_id) FROM alert_terms t JOIN alerts a ON a.id = t.alert_id
			WHERE t.term IN (${keys.map(() => '?').join(',')})${instantOnly ? ` AND a.frequency = 'INSTANT'` : ''}`)
		.pluck()
		.get(...keys) as number
const read = sample.map((l) => {
	const keys = lookupKeys(l, listingTerms(l))
	return { keys: keys.length, filed: filed(keys, false), instant: filed(keys, true) }
})
console.log(`\ninstantMatchesFor, ${SAMPLE} listings (after ${WARM_UP} warm-up):`)
const instant = summary('  wall clock', timings)
// The process's CPU time: what the wall clock would be on an idle core (SQLite reads from its page cache here).
summary('  CPU time', cpuTimings)
console.log(
	`  per listing: ${average(read.map((r) => r.keys)).toFixed(1)} lookup keys, ${average(read.map((r) => r.filed)).toFixed(0)} alerts filed under them ` +
		`(max ${Math.max(...read.map((r) => r.filed))}), ${average(read.map((r) => r.instant)).toFixed(0)} of them INSTANT (max ${Math.max(...read.map((r) => r.instant))}), ` +
		`${average(matched).toFixed(2)} matches (max ${Math.max(...matched)})`,
)

// --- The morning digest ---------------------------------------------------------------------------------------------------

// Delivery is the digest's transactions (deliverWithin, 100 buyers each): timed by wrapping db.transaction(), the engine unchanged.
let deliveryMs = 0
let deliveryCpuMs = 0
let transactions = 0
const timedDb = new Proxy(db, {
	get(target, property, receiver) {
		if (property !== 'transaction') {
			const value = Reflect.get(target, property, receiver) as unknown
			// Kysely's methods read private fields: they must run on the instance itself, not on the proxy.
			return typeof value === 'function' ? value.bind(target) : value
		}
		return () => {
			const builder = target.transaction()
			return {
				execute: async <T>(work: Parameters<typeof builder.execute<T>>[0]) => {
					const t = performance.now()
					const cpu = process.cpuUsage()
					try {
						return await builder.execute(work)
					} finally {
						deliveryMs += performance.now() - t
						deliveryCpuMs += cpuMs(cpu)
						transactions++
					}
				},
			}
		}
	},
})
const env = { ...parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' }), PUBLIC_URL: 'https://soko.example' }
const digestStarted = performance.now()
const digestCpu = process.cpuUsage()
const digest = await sendDigestsNow(timedDb, { env, now: NOW, weekly: true })
const digestCpuMs = cpuMs(digestCpu)
const digestMs = performance.now() - digestStarted
const queued = raw.prepare('SELECT count(*) AS mails, avg(length(html)) AS html FROM mail_outbox').get() as { mails: number; html: number }
console.log(`\nsendDigestsNow (weekly: every DAILY and WEEKLY alert due): ${(digestMs / 1000).toFixed(1)} s wall clock, ${(digestCpuMs / 1000).toFixed(1)} s CPU`)
console.log(`  ${JSON.stringify(digest)}`)
console.log(
	`  matching (alerts loaded and filed, listings read and checked): ${((digestMs - deliveryMs) / 1000).toFixed(1)} s ` +
		`(CPU ${((digestCpuMs - deliveryCpuMs) / 1000).toFixed(1)} s); delivery (${transactions} transactions: alert_matches, counts, photos, ` +
		`mails queued): ${(deliveryMs / 1000).toFixed(1)} s (CPU ${(deliveryCpuMs / 1000).toFixed(1)} s), ${(deliveryMs / Math.max(1, digest.mails)).toFixed(2)} ms per buyer mailed`,
)
console.log(`  mail_outbox: ${queued.mails} mails, ${(queued.html / 1024).toFixed(1)} KB of HTML on average`)
console.log(`\n${machineLine()}`)

raw.close()
await db.destroy()
const failures = [
	...(instant.p95 >= BUDGET.instantP95Ms ? [`instant p95 ${instant.p95.toFixed(1)} ms >= ${BUDGET.instantP95Ms} ms`] : []),
	...(digestMs / 1000 >= BUDGET.digestSeconds ? [`digest ${(digestMs / 1000).toFixed(1)} s >= ${BUDGET.digestSeconds} s`] : []),
]
if (failures.length) {
	console.error(`\nBudget missed: ${failures.join('; ')}`)
	process.exit(1)
}
console.log(`\nBudgets met: instant p95 < ${BUDGET.instantP95Ms} ms, digest < ${BUDGET.digestSeconds} s.`)
