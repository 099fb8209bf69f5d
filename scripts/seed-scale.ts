import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import SQLite from 'better-sqlite3'
import { TOWNS } from '#app/domain/listings/categories.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import { indexKeys } from '#app/domain/alerts/criteria.ts'
import { hashPassword } from '#app/domain/accounts/passwords.server.ts'
import { isPhotoId, storePhoto } from '#app/domain/photos/photos.server.ts'
import { openMigratedDatabase } from '#db/database.ts'
import { ITEM_CONDITIONS } from '#db/enums.ts'
import { CATALOGUE, CONDITION_PRICE_FACTOR, CONDITION_SENTENCES, FIRST_NAMES, LAST_NAMES, MEETING_SENTENCES, REASONS } from '#server/seed/catalogue.ts'
import { mapWithConcurrency } from '#server/seed/concurrency.ts'
import { renderPicture } from '#server/seed/pictures.ts'
import { createRandom } from '#server/seed/random.ts'

/**
 * Usage: npm run seed-scale -- [--listings 100000] [database path] [uploads dir]
 *
 * A catalogue of published listings over the last 27 days (two photos each, drawn per catalogue item, every photo row
 * with a perceptual hash of its own), one seller per 50 listings, and what the scale benchmarks read beside the
 * catalogue, the same at every size: 2,000 buyers with 100,000 views, shares and contacts and their saves, and 10,000
 * alerts (3,000 INSTANT, of the 500 PREMIUM buyers).
 */
const { values: options, positionals } = parseArgs({ options: { listings: { type: 'string', default: '100000' } }, allowPositionals: true })
const LISTINGS = Number(options.listings)
if (!Number.isSafeInteger(LISTINGS) || LISTINGS < 1000) {
	console.error('--listings takes a whole number of at least 1000.')
	process.exit(1)
}
const dbPath = positionals[0] ?? './data/bench.db'
const uploadsDir = positionals[1] ?? './data/bench-uploads'
const SELLERS = Math.max(200, Math.round(LISTINGS / 50))
const BUYERS = 2_000
const PREMIUM_BUYERS = 500
const ACTIONS = 100_000
const ALERTS = 10_000
const PHOTOS_PER_ITEM = 2
const FEATURED = 24
const DAY = 24 * 60 * 60 * 1000
const TITLE_PREFIXES = ['', '', '', 'Clean ', 'Affordable ', 'Quick sale: ', 'Ex-UK ', 'Original ', 'Slightly used ']

const started = performance.now()
const lap = (label: string) => console.log(`${label.padEnd(28)} ${((performance.now() - started) / 1000).toFixed(1)} s`)

for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true })
await (await openMigratedDatabase(dbPath)).destroy()
lap('schema created')

/** Each item's own pictures by title, kept in a manifest so repeated benchmarks reuse them and do not pile up files. */
const manifestPath = path.join(uploadsDir, 'pictures.json')
function savedPictures() {
	if (!fs.existsSync(manifestPath)) return new Map<string, string[]>()
	const saved = Object.entries(JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, string[]>)
	const present = (id: string) => isPhotoId(id) && fs.existsSync(path.join(uploadsDir, id, 'original.jpg'))
	return new Map(saved.filter(([, ids]) => ids.length === PHOTOS_PER_ITEM && ids.every(present)))
}
const pictures = savedPictures()
const unpictured = CATALOGUE.flatMap((category) => category.items.map((item) => ({ category, item })))
	.map((entry, i) => ({ ...entry, seed: 9000 + i }))
	.filter(({ item }) => !pictures.has(item.title))
await mapWithConcurrency({
	items: unpictured,
	limit: 4,
	task: async ({ category, item, seed }) => {
		const ids: string[] = []
		for (let index = 0; index < PHOTOS_PER_ITEM; index++) {
			const input = await renderPicture({ shape: item.shape, hue: category.hue, seed, index })
			ids.push((await storePhoto({ uploadsDir, input, fingerprint: false })).public_id)
		}
		pictures.set(item.title, ids)
	},
})
fs.writeFileSync(manifestPath, JSON.stringify(Object.fromEntries(pictures)))
lap(`photos ready (${unpictured.length * PHOTOS_PER_ITEM} new)`)

const random = createRandom(100_000)
const passwordHash = await hashPassword('soko1234')
const sqlite = new SQLite(dbPath)
sqlite.pragma('journal_mode = WAL')
// A throwaway benchmark file: durability buys nothing here.
sqlite.pragma('synchronous = OFF')
sqlite.pragma('cache_size = -200000')

const now = Date.now()
const iso = (ms: number) => new Date(ms).toISOString()

const insertUser = sqlite.prepare(
	`INSERT INTO users (email, password_hash, phone, role, registered_at, is_verified, phone_verified) VALUES (?, ?, ?, 'SELLER', ?, 1, 1)`,
)
const insertProfile = sqlite.prepare(`INSERT INTO seller_profiles (user_id, display_name, total_listings) VALUES (?, ?, ?)`)
const insertListing = sqlite.prepare(`INSERT INTO listings (
	seller_id, title, description, category, subcategory, price_cents, location, town, condition, reason, status, created_at, updated_at,
	expires_at, payment_status, payment_transaction_id, payment_amount_cents, payment_phone, payment_date, approval_date,
	published_date, is_featured, featured_at, featured_expires_at
) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PUBLISHED', ?, ?, ?, 'COMPLETED', ?, 1500, ?, ?, ?, ?, ?, ?, ?)`)
const insertPhoto = sqlite.prepare(`INSERT INTO listing_photos (listing_id, cloudinary_id, is_primary, position, created_at, phash) VALUES (?, ?, ?, ?, ?, ?)`)
/** A perceptual hash as perceptual-hash.server.ts writes it, 16 hex digits: a random one, as each seller's own photo would have. */
const phash = () => Array.from({ length: 16 }, () => '0123456789abcdef'[random.int(0, 15)]).join('')

const sellers: { id: number; phone: string; town: string; listings: number }[] = []
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

sqlite.transaction(() => {
	for (let i = 0; i < SELLERS; i++) {
		const phone = `07${String(90_000_000 + i)}`
		const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
		const { lastInsertRowid } = insertUser.run(`bench.seller${i}@example.com`, passwordHash, phone, iso(now - random.int(60, 400) * DAY))
		sellers.push({ id: Number(lastInsertRowid), phone, town: TOWNS[i % TOWNS.length]!, listings: 0 })
		insertProfile.run(Number(lastInsertRowid), name, 0)
	}
	for (let i = 0; i < LISTINGS; i++) {
		const seller = random.pick(sellers)
		seller.listings++
		const category = random.pick(CATALOGUE)
		const item = random.pick(category.items)
		const condition = random.pick(ITEM_CONDITIONS)
		// Older rows first, so ids grow with creation time as they would in production.
		const created = now - ((LISTINGS - i) / LISTINGS) * 27 * DAY - random.int(0, 60_000)
		const published = created + random.int(1, 12) * 60 * 60 * 1000 * Math.min(1, (now - created) / DAY)
		const receipt = `S${Array.from({ length: 9 }, () => random.pick([...alphabet])).join('')}`
		const kes = item.kes * CONDITION_PRICE_FACTOR[condition] * (0.85 + random.next() * 0.3)
		const featured = i >= LISTINGS - FEATURED
		const description = [item.blurb, random.pick(CONDITION_SENTENCES[condition]), random.pick(MEETING_SENTENCES).replace('{town}', seller.town)].join(' ')
		const { lastInsertRowid } = insertListing.run(
			seller.id,
			`${random.pick(TITLE_PREFIXES)}${item.title}`,
			description,
			category.slug,
			guessSubcategory(category.slug, item.title),
			Math.max(100, Math.round(kes) * 100),
			seller.town,
			seller.town,
			condition,
			random.pick(REASONS),
			iso(created),
			iso(published),
			iso(published + 30 * DAY),
			receipt,
			`254${seller.phone.slice(1)}`,
			iso(published),
			iso(published),
			iso(published),
			featured ? 1 : 0,
			featured ? iso(published) : null,
			featured ? iso(now + 14 * DAY) : null,
		)
		const listingId = Number(lastInsertRowid)
		pictures.get(item.title)!.forEach((id, position) => insertPhoto.run(listingId, id, position === 0 ? 1 : 0, position, iso(created), phash()))
	}
	const updateTotal = sqlite.prepare('UPDATE seller_profiles SET total_listings = ? WHERE user_id = ?')
	for (const seller of sellers) updateTotal.run(seller.listings, seller.id)
})()
lap(`${LISTINGS.toLocaleString('en')} listings inserted`)

const insertBuyer = sqlite.prepare(`INSERT INTO users (email, password_hash, phone, role, registered_at, is_verified, phone_verified) VALUES (?, ?, ?, 'BUYER', ?, 1, 1)`)
const insertPlan = sqlite.prepare(`INSERT INTO alert_subscriptions (buyer_id, product, plan, status, amount_cents, mpesa_receipt, expires_at, created_at)
	VALUES (?, 'BUYER_PLAN', 'PREMIUM', 'ACTIVE', 20000, ?, ?, ?)`)
const insertAction = sqlite.prepare(`INSERT INTO user_actions (user_id, listing_id, action_type, action_metadata, timestamp) VALUES (?, ?, ?, ?, ?)`)
const insertSave = sqlite.prepare(`INSERT OR IGNORE INTO user_saves (user_id, listing_id, created_at) VALUES (?, ?, ?)`)
const insertAlert = sqlite.prepare(`INSERT INTO alerts (buyer_id, name, keywords, categories, max_price_cents, location, location_radius, frequency, created_at, updated_at)
	VALUES (?, ?, ?, ?, ?, ?, 50, ?, ?, ?)`)
const insertTerm = sqlite.prepare(`INSERT INTO alert_terms (term, alert_id) VALUES (?, ?)`)
const listingIds = sqlite.prepare(`SELECT id, category FROM listings`).all() as { id: number; category: string }[]
const byCategory = new Map<string, { id: number }[]>()
for (const listing of listingIds) {
	const shelf = byCategory.get(listing.category)
	if (shelf) shelf.push(listing)
	else byCategory.set(listing.category, [listing])
}
const titleWords = (title: string) => title.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3)

sqlite.transaction(() => {
	const buyers: number[] = []
	for (let i = 0; i < BUYERS; i++) {
		const registered = iso(now - random.int(30, 400) * DAY)
		const id = Number(insertBuyer.run(`bench.buyer${i}@example.com`, passwordHash, `07${String(91_000_000 + i)}`, registered).lastInsertRowid)
		buyers.push(id)
		if (i < PREMIUM_BUYERS) insertPlan.run(id, `QBP${String(i).padStart(7, '0')}`, iso(now + random.int(1, 30) * DAY), registered)
	}
	// Each buyer follows two categories, and the newest listings draw most of the attention.
	for (let a = 0; a < ACTIONS; a++) {
		const buyer = buyers[a % BUYERS]!
		const tastes = [CATALOGUE[buyer % CATALOGUE.length]!.slug, CATALOGUE[(buyer * 7) % CATALOGUE.length]!.slug]
		const shelf = byCategory.get(random.pick(tastes)) ?? listingIds
		const listing = shelf[Math.floor(shelf.length * (1 - random.next() ** 3))]!
		const at = iso(now - random.next() * 30 * DAY)
		const roll = random.next()
		const type = roll < 0.9 ? 'VIEW' : roll < 0.95 ? 'SHARE' : 'CONTACT_SELLER'
		insertAction.run(buyer, listing.id, type, type === 'VIEW' ? '{"source":"listing_page"}' : null, at)
		if (type === 'VIEW' && random.next() < 0.05) insertSave.run(buyer, listing.id, at)
	}
	// Alerts for what the catalogue sells: one or two of an item's words, or its category alone.
	for (let a = 0; a < ALERTS; a++) {
		const instant = a < ALERTS * 0.3
		const buyer = instant ? buyers[a % PREMIUM_BUYERS]! : random.pick(buyers)
		const category = random.pick(CATALOGUE)
		const item = random.pick(category.items)
		const words = titleWords(item.title)
		const keywords = random.next() < 0.8 && words.length ? [...new Set([random.pick(words), random.pick(words)])].slice(0, random.int(1, 2)) : []
		const criteria = { keywords, categories: keywords.length && random.next() < 0.7 ? [] : [category.slug] }
		const created = iso(now - random.int(1, 90) * DAY)
		const maxPrice = random.next() < 0.5 ? Math.round(item.kes * 1.2) * 100 : null
		const town = random.next() < 0.5 ? random.pick(TOWNS) : null
		const frequency = instant ? 'INSTANT' : random.next() < 0.7 ? 'DAILY' : 'WEEKLY'
		const id = Number(insertAlert.run(buyer, keywords.join(', ') || category.slug, JSON.stringify(criteria.keywords), JSON.stringify(criteria.categories), maxPrice, town, frequency, created, created).lastInsertRowid)
		for (const term of indexKeys(criteria)) insertTerm.run(term, id)
	}
})()
lap(`${BUYERS.toLocaleString('en')} buyers, ${ACTIONS.toLocaleString('en')} actions, ${ALERTS.toLocaleString('en')} alerts inserted`)

for (const index of ['listings_fts_by_time', 'listings_fts_by_price']) sqlite.exec(`INSERT INTO ${index}(${index}) VALUES ('optimize')`)
sqlite.exec('ANALYZE')
sqlite.pragma('wal_checkpoint(TRUNCATE)')
sqlite.close()
lap('optimized')
console.log(
	`Done: ${dbPath} (${(fs.statSync(dbPath).size / 1024 / 1024).toFixed(0)} MB), photos in ${uploadsDir}; ` +
		`sellers 0790000000..07${90_000_000 + SELLERS - 1}, buyers 0791000000..07${91_000_000 + BUYERS - 1}, password soko1234`,
)
