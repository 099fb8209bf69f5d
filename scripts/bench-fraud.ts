// Part of `npm run bench` (`npm run bench:fraud` alone): fraud signals at scale (issue 12 §4). Every signal for one new
// listing (`assessListingNow`: price against comparables, payment language, photo copies by perceptual hash, account
// behaviour, reports, and the fraud_alerts row written) against 100,000 listings and their photos, p95 under 50 ms, on
// SQLite and on PostgreSQL. The database is made once into .tmp/bench-fraud/base.db: 20,000 sellers (a few shops with
// hundreds of listings, most with a handful), 100,000 listings over a year (mostly PUBLISHED, some SOLD recently, some
// expired), 1 to 4 photos each with a 64-bit hash, suspended accounts and open reports. Each run copies it, and for
// PostgreSQL copies it on into a throwaway server (db/copy.ts), then creates new listings there as the app does
// (PENDING_APPROVAL, photos with their hashes) and times the assessment of each. BENCH_FRAUD_COUNT sets how many
// (200); BENCH_FRAUD_POSTGRES=0 measures SQLite only.
import fs from 'node:fs'
import SQLite from 'better-sqlite3'
import { assessListingNow } from '#app/domain/trust/fraud/assess.server.ts'
import { listingFacts } from '#app/domain/trust/fraud/listing-facts.server.ts'
import { SIMILAR_PHOTO_MAX_DISTANCE } from '#app/domain/trust/fraud/photo-match.ts'
import { assessListing } from '#app/domain/trust/fraud/listing-risk.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import { KENYAN_TOWNS } from '#app/domain/listings/towns.ts'
import { openMigratedDatabase, type Database } from '#db/database.ts'
import { ITEM_CONDITIONS, REPORT_REASONS } from '#db/enums.ts'
import { CATALOGUE, CONDITION_PRICE_FACTOR, CONDITION_SENTENCES, MEETING_SENTENCES, REASONS, type CatalogueItem } from '#server/seed/catalogue.ts'
import { createRandom, type Random } from '#server/seed/random.ts'
import { buildOnce, copyForRun, cpuMs, machineLine, stopwatch, summary, type Percentiles } from './bench-kit.ts'
import { onThrowawayPostgres } from './bench-postgres.ts'

const BUDGET_P95_MS = 50
const DIR = '.tmp/bench-fraud'
const BASE_DB = `${DIR}/base.db`
const RUN_DB = `${DIR}/run.db`
const LISTINGS = 100_000
const SELLERS = 20_000
const SUSPENDED = 400
const BUYERS = 5_000
const REPORTS = 3_000
const NEW_LISTINGS = Number(process.env.BENCH_FRAUD_COUNT ?? 200)
const WARM_UP = 20
const DAY = 86_400_000
const HOUR = 3_600_000
/** Fixed, so the database made once keeps its "recently sold" and "new account" ages. */
const NOW = new Date('2026-11-23T09:00:00Z')

const lap = stopwatch()
const iso = (ms: number) => new Date(ms).toISOString()
const hex = (random: Random, digits: number) => Array.from({ length: digits }, () => '0123456789abcdef'[random.int(0, 15)]).join('')
/** A perceptual hash as perceptual-hash.server.ts writes it: 64 bits, 16 hex digits (random ones for the bulk). */
const randomHash = (random: Random) => hex(random, 16)
/** The same hash with `bits` of its 64 bits flipped: a photo recompressed, resized or brightened. */
function nearCopy(random: Random, hash: string, bits: number) {
	const digits = [...hash].map((d) => parseInt(d, 16))
	for (const bit of random.shuffle(Array.from({ length: 64 }, (_, i) => i)).slice(0, bits)) digits[bit >> 2]! ^= 1 << (bit & 3)
	return digits.map((d) => d.toString(16)).join('')
}

/** Electronics (phones above all) is the busiest category: 30% of listings here, the longest reads of comparables. */
const ITEMS = CATALOGUE.flatMap((category) => category.items.map((item) => ({ category: category.slug, item })))
const ELECTRONICS = ITEMS.filter((i) => i.category === 'electronics')
const pickItem = (random: Random) => (random.chance(0.3) ? random.pick(ELECTRONICS) : random.pick(ITEMS))

function priceCents(random: Random, item: CatalogueItem, condition: (typeof ITEM_CONDITIONS)[number]) {
	return Math.max(100, Math.round(item.kes * CONDITION_PRICE_FACTOR[condition] * (0.85 + random.next() * 0.3)) * 100)
}

function describe(random: Random, item: CatalogueItem, condition: (typeof ITEM_CONDITIONS)[number], town: string) {
	return [item.blurb, random.pick(CONDITION_SENTENCES[condition]), random.pick(MEETING_SENTENCES).replace('{town}', town)].join(' ')
}

function buildDatabase(file: string) {
	const random = createRandom(12)
	const sqlite = new SQLite(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = OFF')
	sqlite.pragma('cache_size = -400000')
	const insertUser = sqlite.prepare(`INSERT INTO users (email, password_hash, phone, role, registered_at, is_verified, is_active) VALUES (?, 'x', ?, ?, ?, 1, ?)`)
	const insertListing = sqlite.prepare(`INSERT INTO listings (
		seller_id, title, description, category, subcategory, price_cents, location, town, condition, reason, status, created_at, updated_at,
		expires_at, sold_at, payment_status, payment_amount_cents, payment_date, approval_date, published_date
	) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	const insertPhoto = sqlite.prepare(`INSERT INTO listing_photos (listing_id, cloudinary_id, is_primary, position, created_at, phash) VALUES (?, ?, ?, ?, ?, ?)`)
	const insertReport = sqlite.prepare(`INSERT OR IGNORE INTO flags (listing_id, user_id, reason, description, status, created_at) VALUES (?, ?, ?, '', ?, ?)`)

	sqlite.transaction(() => {
		const sellers: { id: number; town: string; hashes: string[] }[] = []
		for (let i = 0; i < SELLERS; i++) {
			const registered = iso(NOW.getTime() - random.int(30, 900) * DAY)
			const id = Number(insertUser.run(`bench.seller${i}@example.com`, `0790${String(i).padStart(6, '0')}`, 'SELLER', registered, 1).lastInsertRowid)
			sellers.push({ id, town: random.chance(0.5) ? 'Nairobi' : random.pick(KENYAN_TOWNS), hashes: [] })
		}
		for (let i = 0; i < SUSPENDED; i++) {
			insertUser.run(`suspended.trader${i}@example.com`, `0111${String(i * 37).padStart(6, '0')}`, 'SELLER', iso(NOW.getTime() - random.int(10, 300) * DAY), 0)
		}
		const buyers: number[] = []
		for (let i = 0; i < BUYERS; i++) {
			buyers.push(Number(insertUser.run(`bench.buyer${i}@example.com`, `0711${String(i).padStart(6, '0')}`, 'BUYER', iso(NOW.getTime() - random.int(5, 600) * DAY), 1).lastInsertRowid))
		}
		const published: number[] = []
		// Oldest first, over the last year, so ids grow with creation time as in production.
		for (let i = 0; i < LISTINGS; i++) {
			// Squared: a few shops hold hundreds of listings, most sellers a handful.
			const seller = sellers[Math.floor(SELLERS * random.next() ** 2)]!
			const { category, item } = pickItem(random)
			const condition = random.pick(ITEM_CONDITIONS)
			const created = NOW.getTime() - (1 - i / LISTINGS) * 365 * DAY - random.int(0, 3_600_000)
			const publishedAt = created + random.int(1, 12) * HOUR
			const status = publishedAt > NOW.getTime() ? 'PENDING_APPROVAL' : random.weighted({ PUBLISHED: 82, SOLD: 9, EXPIRED: 5, PENDING_APPROVAL: 1, REJECTED: 1, DRAFT: 2 })
			const live = status === 'PUBLISHED' || status === 'SOLD' || status === 'EXPIRED'
			const soldAt = status === 'SOLD' ? iso(Math.min(NOW.getTime() - HOUR, publishedAt + random.int(1, 60) * DAY)) : null
			const title = `${random.pick(['', '', '', 'Clean ', 'Affordable ', 'Quick sale: ', 'Ex-UK ', 'Original '])}${item.title}`
			const listingId = Number(
				insertListing.run(
					seller.id, title, describe(random, item, condition, seller.town), category, guessSubcategory(category, item.title), priceCents(random, item, condition),
					seller.town, seller.town, condition, random.pick(REASONS), status, iso(created), iso(live ? publishedAt : created), iso(publishedAt + 30 * DAY), soldAt,
					live ? 'COMPLETED' : 'PENDING', live ? 1500 : null, live ? iso(publishedAt) : null, live ? iso(publishedAt) : null, live ? iso(publishedAt) : null,
				).lastInsertRowid,
			)
			if (status === 'PUBLISHED') published.push(listingId)
			// A shop reposting an item reuses its own photos now and then: no signal (only other sellers' copies count).
			const photos = random.int(1, 4)
			for (let p = 0; p < photos; p++) {
				const hash = seller.hashes.length && random.chance(0.05) ? random.pick(seller.hashes) : randomHash(random)
				if (seller.hashes.length < 20) seller.hashes.push(hash)
				insertPhoto.run(listingId, hex(random, 24), p === 0 ? 1 : 0, p, iso(created), hash)
			}
		}
		for (let i = 0; i < REPORTS; i++) {
			const status = random.weighted({ PENDING: 60, REVIEWED: 10, RESOLVED: 15, DISMISSED: 15 })
			insertReport.run(random.pick(published), random.pick(buyers), random.pick(REPORT_REASONS), status, iso(NOW.getTime() - random.int(1, 60 * 24) * 60_000))
		}
	})()
	sqlite.exec('ANALYZE')
	sqlite.pragma('wal_checkpoint(TRUNCATE)')
	sqlite.close()
}

// --- New listings, as the app creates them ---------------------------------------------------------------------------

const KINDS = { ordinary: 50, 'copied photo': 20, 'scam words': 15, 'new account burst': 15 } as const
type Kind = keyof typeof KINDS
const SCAM_SENTENCES = [
	'Serious buyers send deposit first via M-PESA to secure it, delivery by G4S after payment.',
	'Lipa 2,000 kwanza kabla ya delivery. Till number 512345.',
	'Pay the courier fee upfront and I dispatch today via matatu.',
]

type Pools = { sellers: number[]; photos: { hash: string; sellerId: number }[]; suspendedPhones: string[] }

async function pools(db: Database, random: Random): Promise<Pools> {
	const sellers = await db.selectFrom('users').select('id').where('role', '=', 'SELLER').where('is_active', '=', 1).where('email', 'like', 'bench.seller%').execute()
	const suspended = await db.selectFrom('users').select('phone').where('is_active', '=', 0).execute()
	const photos = await db
		.selectFrom('listing_photos')
		.innerJoin('listings', 'listings.id', 'listing_photos.listing_id')
		.select(['listing_photos.phash', 'listings.seller_id'])
		.where('listings.status', '=', 'PUBLISHED')
		.where('listing_photos.id', 'in', Array.from({ length: 2000 }, () => random.int(1, LISTINGS * 2)))
		.execute()
	return {
		sellers: sellers.map((s) => s.id),
		photos: photos.flatMap((p) => (p.phash ? [{ hash: p.phash, sellerId: p.seller_id }] : [])),
		suspendedPhones: suspended.map((s) => s.phone),
	}
}

/** A new account, three hours old, posting in a burst; every third one on a phone a digit off a suspended account's. */
async function newAccount(db: Database, random: Random, pool: Pools, n: number): Promise<number> {
	const phone = n % 3 === 0 ? `${random.pick(pool.suspendedPhones).slice(0, 9)}${random.int(0, 9)}` : `0799${String(n).padStart(6, '0')}`
	const user = await db
		.insertInto('users')
		.values({ email: `bench.new${n}@example.com`, password_hash: 'x', phone, role: 'SELLER', registered_at: iso(NOW.getTime() - 3 * HOUR), is_verified: 1 })
		.onConflict((oc) => oc.doNothing())
		.returning('id')
		.executeTakeFirst()
	return user?.id ?? newAccount(db, random, pool, n + 1000)
}

/** One new listing of `kind`: its row PENDING_APPROVAL and its photos with their hashes, as createListing leaves them. */
async function createNewListing(db: Database, { random, pool, kind, sellerId, at }: { random: Random; pool: Pools; kind: Kind; sellerId: number; at: number }) {
	const { category, item } = pickItem(random)
	const condition = random.pick(ITEM_CONDITIONS)
	const town = random.pick(KENYAN_TOWNS)
	const scam = kind === 'scam words'
	const listing = await db
		.insertInto('listings')
		.values({
			seller_id: sellerId,
			title: item.title,
			description: `${describe(random, item, condition, town)}${scam ? ` ${random.pick(SCAM_SENTENCES)}` : ''}`,
			category,
			subcategory: guessSubcategory(category, item.title),
			// The scam's bait: a third of the going price.
			price_cents: scam ? Math.round(priceCents(random, item, condition) / 300) * 100 : priceCents(random, item, condition),
			location: town,
			town,
			condition,
			reason: random.pick(REASONS),
			status: 'PENDING_APPROVAL',
			created_at: iso(at),
			updated_at: iso(at),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	const hashes = Array.from({ length: random.int(1, 4) }, () => randomHash(random))
	// Copies as far off as photo-match.ts still calls "the same photo" (0-6 bits), the first photo or another.
	const copiedBits = kind === 'copied photo' ? random.int(0, SIMILAR_PHOTO_MAX_DISTANCE) : null
	if (copiedBits !== null) {
		const original = random.pick(pool.photos.filter((p) => p.sellerId !== sellerId))
		hashes[random.int(0, hashes.length - 1)] = nearCopy(random, original.hash, copiedBits)
	}
	await db
		.insertInto('listing_photos')
		.values(hashes.map((phash, position) => ({ listing_id: listing.id, cloudinary_id: hex(random, 24), position, is_primary: position === 0 ? 1 : 0, phash, created_at: iso(at) })))
		.execute()
	await db
		.insertInto('moderation_logs')
		.values({ admin_id: sellerId, target_type: 'listing', target_id: listing.id, action: 'CREATE', to_status: 'PENDING_APPROVAL', created_at: iso(at) })
		.execute()
	return { listingId: listing.id, copiedBits }
}

type Result = { whole: Percentiles; cpu: Percentiles; facts: Percentiles; core: Percentiles }

/** Creates NEW_LISTINGS listings one by one (after a warm-up) and times each one's assessment. */
async function measure(db: Database, name: string): Promise<Result> {
	const random = createRandom(42)
	const pool = await pools(db, random)
	const plan = Array.from({ length: WARM_UP + NEW_LISTINGS }, (_, i) => (i < WARM_UP ? 'ordinary' : random.weighted(KINDS)))
	const timings = { whole: [] as number[], cpu: [] as number[], facts: [] as number[], core: [] as number[] }
	const found = new Map<Kind, Map<string, number>>()
	const copies = new Map<number, { made: number; found: number }>()
	let burst = { sellerId: 0, posted: 0 }
	let accounts = 0
	for (const [i, kind] of plan.entries()) {
		if (kind === 'new account burst' && (burst.sellerId === 0 || burst.posted >= 8)) burst = { sellerId: await newAccount(db, random, pool, accounts++), posted: 0 }
		const sellerId = kind === 'new account burst' ? burst.sellerId : random.pick(pool.sellers)
		if (kind === 'new account burst') burst.posted++
		const at = NOW.getTime() - (plan.length - i) * 60_000
		const { listingId, copiedBits } = await createNewListing(db, { random, pool, kind, sellerId, at })
		let t = performance.now()
		const cpu = process.cpuUsage()
		const assessment = await assessListingNow(db, { listingId, now: NOW })
		const wholeCpu = cpuMs(cpu)
		const whole = performance.now() - t
		// Apart, right after: the reads alone (their pages now cached), and the detection core on what they read.
		t = performance.now()
		const facts = await listingFacts(db, { listingId, now: NOW })
		const factsMs = performance.now() - t
		t = performance.now()
		assessListing(facts!.input)
		const coreMs = performance.now() - t
		if (i < WARM_UP) continue
		timings.whole.push(whole)
		timings.cpu.push(wholeCpu)
		timings.facts.push(factsMs)
		timings.core.push(coreMs)
		const codes = found.get(kind) ?? new Map<string, number>([['listings', 0]])
		codes.set('listings', codes.get('listings')! + 1)
		for (const indicator of assessment?.indicators ?? []) codes.set(indicator.code, (codes.get(indicator.code) ?? 0) + 1)
		found.set(kind, codes)
		if (copiedBits !== null) {
			const seen = copies.get(copiedBits) ?? { made: 0, found: 0 }
			copies.set(copiedBits, { made: seen.made + 1, found: seen.found + Number(assessment?.indicators.some((i) => i.code === 'PHOTO_SEEN_BEFORE') ?? false) })
		}
	}
	console.log(`\n${name}: assessListingNow for ${NEW_LISTINGS} new listings (after ${WARM_UP} warm-up):`)
	const result = {
		whole: summary('  whole assessment', timings.whole),
		// This process's CPU time: the wall clock on an idle core (SQLite works in-process; PostgreSQL's share is not in it).
		cpu: summary('  same, CPU time', timings.cpu),
		facts: summary('  read facts (re-read)', timings.facts),
		core: summary('  detection core', timings.core),
	}
	for (const [kind, codes] of found) console.log(`  ${kind.padEnd(18)} ${[...codes].map(([code, n]) => `${code} ${n}`).join(', ')}`)
	const byBits = [...copies].sort(([a], [b]) => a - b).map(([bits, c]) => `${bits} bits off ${c.found}/${c.made}`)
	console.log(`  copies found as PHOTO_SEEN_BEFORE: ${byBits.join(', ')}`)
	return result
}

// --- The run ---------------------------------------------------------------------------------------------------------

const built = await buildOnce(BASE_DB, async (part) => {
	lap('making the database (once)…')
	await (await openMigratedDatabase(part)).destroy()
	buildDatabase(part)
})
if (built) lap(`made ${BASE_DB}: ${(fs.statSync(BASE_DB).size / 2 ** 20).toFixed(0)} MB`)
copyForRun(BASE_DB, RUN_DB)
const sqliteDb = await openMigratedDatabase(RUN_DB)
const shape = await sqliteDb.selectFrom('listings').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute()
const photoCount = await sqliteDb.selectFrom('listing_photos').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
console.log(`listings by status: ${shape.map((s) => `${s.status} ${s.n}`).join(', ')}; listing_photos: ${photoCount.n}`)

const results: [string, Result][] = []
try {
	results.push(['SQLite', await measure(sqliteDb, 'SQLite')])
} finally {
	await sqliteDb.destroy()
}
if (process.env.BENCH_FRAUD_POSTGRES !== '0') results.push(['PostgreSQL', await onThrowawayPostgres({ baseDb: BASE_DB, lap, measure: (db) => measure(db, 'PostgreSQL') })])

console.log(`\n${machineLine()}`)
const line = results.map(([name, r]) => `${name} p50 ${r.whole.p50.toFixed(1)} / p95 ${r.whole.p95.toFixed(1)} / p99 ${r.whole.p99.toFixed(1)} / max ${r.whole.max.toFixed(1)} ms`)
console.log(`\nFraud signals, one new listing against ${LISTINGS.toLocaleString('en')} listings: ${line.join('; ')}`)
const missed = results.filter(([, r]) => r.whole.p95 >= BUDGET_P95_MS)
if (missed.length) {
	console.error(`Budget missed: p95 >= ${BUDGET_P95_MS} ms on ${missed.map(([name]) => name).join(' and ')}`)
	process.exit(1)
}
console.log(`Budget met: p95 < ${BUDGET_P95_MS} ms on ${results.map(([name]) => name).join(' and ')}.`)
