import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { TOWNS } from '#app/domain/listings/categories.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import { hashPassword } from '#app/domain/accounts/passwords.server.ts'
import { isPhotoId, storePhoto } from '#app/domain/photos/photos.server.ts'
import { openMigratedDatabase } from '#db/database.ts'
import { ITEM_CONDITIONS } from '#db/enums.ts'
import { CATALOGUE, CONDITION_PRICE_FACTOR, CONDITION_SENTENCES, FIRST_NAMES, LAST_NAMES, MEETING_SENTENCES, REASONS } from '#server/seed/catalogue.ts'
import { mapWithConcurrency } from '#server/seed/concurrency.ts'
import { renderPicture } from '#server/seed/pictures.ts'
import { createRandom } from '#server/seed/random.ts'

/** Usage: npm run seed-scale -- [database path] [uploads dir] */
const dbPath = process.argv[2] ?? './data/bench.db'
const uploadsDir = process.argv[3] ?? './data/bench-uploads'
const LISTINGS = 100_000
const SELLERS = 200
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
const insertPhoto = sqlite.prepare(`INSERT INTO listing_photos (listing_id, cloudinary_id, is_primary, position, created_at) VALUES (?, ?, ?, ?, ?)`)

const sellers: { id: number; phone: string; town: string; listings: number }[] = []
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

sqlite.transaction(() => {
	for (let i = 0; i < SELLERS; i++) {
		const phone = `0790${String(i).padStart(6, '0')}`
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
		pictures.get(item.title)!.forEach((id, position) => insertPhoto.run(listingId, id, position === 0 ? 1 : 0, position, iso(created)))
	}
	const updateTotal = sqlite.prepare('UPDATE seller_profiles SET total_listings = ? WHERE user_id = ?')
	for (const seller of sellers) updateTotal.run(seller.listings, seller.id)
})()
lap(`${LISTINGS.toLocaleString('en')} listings inserted`)

sqlite.exec(`INSERT INTO listings_fts(listings_fts) VALUES ('optimize')`)
sqlite.exec('ANALYZE')
sqlite.pragma('wal_checkpoint(TRUNCATE)')
sqlite.close()
lap('optimized')
console.log(`Done: ${dbPath} (${(fs.statSync(dbPath).size / 1024 / 1024).toFixed(0)} MB), photos in ${uploadsDir}, sellers 0790000000..0790000199 / soko1234`)
