// The database bench-conversations.ts measures (issue 24 §4): 100,000 listings of 5,000 sellers, 40,000 buyers,
// 100,000 conversations and 1,000,000 messages over the last half year, written in bulk through better-sqlite3 into a
// migrated file (so the schema and indexes are the app's). One seller (the busy one) has 2,000 conversations.
import SQLite from 'better-sqlite3'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import { KENYAN_TOWNS } from '#app/domain/listings/towns.ts'
import { ITEM_CONDITIONS } from '#db/enums.ts'
import { CATALOGUE, CONDITION_PRICE_FACTOR, CONDITION_SENTENCES, FIRST_NAMES, LAST_NAMES, MEETING_SENTENCES, REASONS } from '#server/seed/catalogue.ts'
import { createRandom, type Random } from '#server/seed/random.ts'

export const SHAPE = {
	sellers: 5_000,
	buyers: 40_000,
	listings: 100_000,
	conversations: 100_000,
	messages: 1_000_000,
	busySellerConversations: 2_000,
	/** Threads longer than a page (THREAD_PAGE, 200): the thread reads only the newest page of them. */
	longThreads: 100,
	longThreadMessages: 400,
}
/** Fixed, so the database made once keeps its ages. */
export const NOW = new Date('2026-11-28T00:00:00Z')
/** The busy seller is the first user made. */
export const BUSY_SELLER_ID = 1

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

const BUYER_LINES = [
	'Is it still available?',
	'Can I see it in Thika on Saturday?',
	'What is your last price?',
	'Bado iko? Naweza kuja kesho',
	'Does it come with the charger and the box?',
	'Where are you located exactly?',
	'Okay, I will come at 4 pm.',
	'Can you send more photos of the back?',
	'Bei ya mwisho ni ngapi?',
	'Thanks, I am on my way.',
]
const SELLER_LINES = [
	'Yes, it is still available.',
	'I am in Westlands, near the Sarit Centre.',
	'The price is slightly negotiable.',
	'Iko bado, karibu.',
	'Yes, everything is in the box.',
	'You can come any day after 2 pm.',
	'Sorry, the lowest I can go is what is on the listing.',
	'Okay, see you then.',
	'It works perfectly, no scratches.',
	'Call me when you reach the stage.',
]
const SCAM_LINE = 'Send a deposit of 2,000 first via M-PESA and I will deliver by G4S tomorrow.'
const OFFER_EVENTS = ['made', 'countered', 'accepted', 'rejected'] as const

type Listing = { id: number; sellerId: number; priceCents: number }

function insertPeople(sqlite: SQLite.Database, random: Random) {
	const user = sqlite.prepare(`INSERT INTO users (email, password_hash, phone, role, registered_at, is_verified, phone_verified) VALUES (?, 'x', ?, ?, ?, 1, 1)`)
	const profile = sqlite.prepare(`INSERT INTO seller_profiles (user_id, display_name) VALUES (?, ?)`)
	const person = (i: number, role: 'SELLER' | 'BUYER') => {
		const prefix = role === 'SELLER' ? '0790' : '0711'
		return Number(user.run(`bench.${role.toLowerCase()}${i}@example.com`, `${prefix}${String(i).padStart(6, '0')}`, role, iso(NOW.getTime() - random.int(30, 700) * DAY)).lastInsertRowid)
	}
	const sellers = Array.from({ length: SHAPE.sellers }, (_, i) => person(i, 'SELLER'))
	// Sellers go by a shop or a person's name; a buyer by their masked phone, unless they named themselves once.
	for (const id of sellers) profile.run(id, `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`)
	const buyers = Array.from({ length: SHAPE.buyers }, (_, i) => person(i, 'BUYER'))
	for (const id of buyers) if (random.chance(0.2)) profile.run(id, random.pick(FIRST_NAMES))
	return { sellers, buyers }
}

/** Listings over the last half year, oldest first (ids grow with time); a few shops hold hundreds, most sellers a handful. */
function insertListings(sqlite: SQLite.Database, random: Random, sellers: number[]): Listing[] {
	const listing = sqlite.prepare(`INSERT INTO listings (seller_id, title, description, category, subcategory, price_cents, location, town, condition, reason,
		status, created_at, updated_at, expires_at, published_date, payment_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'COMPLETED')`)
	const photo = sqlite.prepare(`INSERT INTO listing_photos (listing_id, cloudinary_id, is_primary, position, created_at) VALUES (?, ?, ?, ?, ?)`)
	const photoId = () => Array.from({ length: 20 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[random.int(0, 35)]).join('')
	return Array.from({ length: SHAPE.listings }, (_, i) => {
		// The busy seller is a shop of 300 listings; the rest squared-random.
		const sellerId = i % 333 === 0 ? BUSY_SELLER_ID : sellers[1 + Math.floor((SHAPE.sellers - 1) * random.next() ** 2)]!
		const category = random.pick(CATALOGUE)
		const item = random.pick(category.items)
		const condition = random.pick(ITEM_CONDITIONS)
		const town = random.pick(KENYAN_TOWNS)
		const created = NOW.getTime() - (1 - i / SHAPE.listings) * 180 * DAY
		const status = random.weighted({ PUBLISHED: 88, SOLD: 8, EXPIRED: 4 })
		const priceCents = Math.max(100, Math.round(item.kes * CONDITION_PRICE_FACTOR[condition] * (0.85 + random.next() * 0.3)) * 100)
		const description = [item.blurb, random.pick(CONDITION_SENTENCES[condition]), random.pick(MEETING_SENTENCES).replace('{town}', town)].join(' ')
		const id = Number(
			listing.run(sellerId, item.title, description, category.slug, guessSubcategory(category.slug, item.title), priceCents, town, town, condition,
				random.pick(REASONS), status, iso(created), iso(created), iso(created + 30 * DAY), iso(created)).lastInsertRowid,
		)
		for (let p = 0, photos = random.int(1, 3); p < photos; p++) photo.run(id, photoId(), p === 0 ? 1 : 0, p, iso(created))
		return { id, sellerId, priceCents }
	})
}

/** Which buyer asks about which listing: the busy seller's 2,000 first, then any listing; one conversation per pair. */
function pairs(random: Random, listings: Listing[], buyers: number[]) {
	const busy = listings.filter((l) => l.sellerId === BUSY_SELLER_ID)
	const others = listings.filter((l) => l.sellerId !== BUSY_SELLER_ID)
	const seen = new Set<string>()
	const chosen: { listing: Listing; buyerId: number }[] = []
	while (chosen.length < SHAPE.conversations) {
		const listing = chosen.length < SHAPE.busySellerConversations ? random.pick(busy) : random.pick(others)
		// Squared: a few buyers ask about hundreds of items, most about one or two.
		const buyerId = buyers[Math.floor(SHAPE.buyers * random.next() ** 2)]!
		const key = `${listing.id}:${buyerId}`
		if (seen.has(key)) continue
		seen.add(key)
		chosen.push({ listing, buyerId })
	}
	return chosen
}

/** Messages per conversation: most a few, some dozens, 100 past a page; 1,000,000 in all. */
function threadLengths(random: Random) {
	const lengths = Array.from({ length: SHAPE.conversations }, (_, c) =>
		c >= SHAPE.conversations - SHAPE.longThreads ? SHAPE.longThreadMessages : 1 + Math.floor(-Math.log(1 - random.next()) * 8),
	)
	let total = lengths.reduce((a, b) => a + b, 0)
	while (total < SHAPE.messages) {
		lengths[random.int(0, SHAPE.conversations - SHAPE.longThreads - 1)]!++
		total++
	}
	while (total > SHAPE.messages) {
		const c = random.int(0, SHAPE.conversations - SHAPE.longThreads - 1)
		if (lengths[c]! > 1) {
			lengths[c]!--
			total--
		}
	}
	return lengths
}

/**
 * Every message's time and conversation, in the order they were written across all conversations (ids grow with
 * time, as in production, so one thread's messages lie apart in the table).
 */
function timeline(random: Random, lengths: number[]) {
	const conversationOf = new Int32Array(SHAPE.messages)
	const at = new Float64Array(SHAPE.messages)
	let m = 0
	for (const [c, length] of lengths.entries()) {
		const start = NOW.getTime() - random.next() * 180 * DAY
		const span = Math.min(NOW.getTime() - start, (random.chance(0.7) ? 1 : 20) * DAY * random.next())
		for (let k = 0; k < length; k++, m++) {
			conversationOf[m] = c
			at[m] = start + span * random.next()
		}
	}
	const order = new Uint32Array(SHAPE.messages).map((_, i) => i)
	order.sort((a, b) => at[a]! - at[b]!)
	return { order, conversationOf, at }
}

function insertConversations(sqlite: SQLite.Database, random: Random, listings: Listing[], buyers: number[]) {
	const chosen = pairs(random, listings, buyers)
	const { order, conversationOf, at } = timeline(random, threadLengths(random))
	// Walked in time order: who wrote each message, and what each side has read (a writer has read up to their own).
	const state = chosen.map(() => ({ first: 0, last: 0, lastAt: 0, lastFromBuyer: false, run: 0, buyerRead: 0, sellerRead: 0, count: 0 }))
	const fromBuyerOf = new Uint8Array(SHAPE.messages)
	for (const [rank, m] of order.entries()) {
		const s = state[conversationOf[m]!]!
		const id = rank + 1
		// The buyer opens; then the sides take turns, now and then one writes twice.
		const fromBuyer = s.count === 0 ? true : random.chance(0.7) ? !s.lastFromBuyer : s.lastFromBuyer
		s.run = s.count > 0 && fromBuyer === s.lastFromBuyer ? s.run + 1 : 1
		if (fromBuyer) s.buyerRead = id
		else s.sellerRead = id
		Object.assign(s, { first: s.first || at[m]!, last: id, lastAt: at[m]!, lastFromBuyer: fromBuyer, count: s.count + 1 })
		fromBuyerOf[rank] = fromBuyer ? 1 : 0
	}
	const conversation = sqlite.prepare(`INSERT INTO conversations (id, listing_id, buyer_id, seller_id, created_at, last_message_at, last_message_id,
		buyer_unread, seller_unread, buyer_read_id, seller_read_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	for (const [c, { listing, buyerId }] of chosen.entries()) {
		const s = state[c]!
		// A third of the last messages are not read yet by the one they were written to.
		const unread = random.chance(0.35) ? s.run : 0
		const buyerRead = s.lastFromBuyer || unread === 0 ? s.last : s.buyerRead
		const sellerRead = !s.lastFromBuyer || unread === 0 ? s.last : s.sellerRead
		conversation.run(c + 1, listing.id, buyerId, listing.sellerId, iso(s.first), iso(s.lastAt), s.last,
			s.lastFromBuyer ? 0 : unread, s.lastFromBuyer ? unread : 0, buyerRead, sellerRead)
	}
	// After their conversations (better-sqlite3 enforces foreign keys), in time order: a message's id is its rank.
	const message = sqlite.prepare(`INSERT INTO conversation_messages (id, conversation_id, sender_id, kind, body, offer_event, amount_cents, warning, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	const written = new Uint32Array(chosen.length)
	for (const [rank, m] of order.entries()) {
		const c = conversationOf[m]!
		const { listing, buyerId } = chosen[c]!
		const fromBuyer = fromBuyerOf[rank] === 1
		const offer = written[c]!++ > 0 && random.chance(0.03)
		const scam = !offer && !fromBuyer && random.chance(0.003)
		message.run(
			rank + 1, c + 1, fromBuyer ? buyerId : listing.sellerId, offer ? 'OFFER' : 'MESSAGE',
			offer ? '' : scam ? SCAM_LINE : random.pick(fromBuyer ? BUYER_LINES : SELLER_LINES),
			offer ? random.pick(OFFER_EVENTS) : null, offer ? Math.round((listing.priceCents * (0.7 + random.next() * 0.3)) / 100) * 100 : null,
			scam ? 'ADVANCE_PAYMENT' : null, iso(at[m]!),
		)
	}
}

/** Fills the migrated SQLite file `file`. */
export function buildConversationsDatabase(file: string) {
	const random = createRandom(24)
	const sqlite = new SQLite(file)
	sqlite.pragma('journal_mode = WAL')
	// A throwaway benchmark file: durability buys nothing here.
	sqlite.pragma('synchronous = OFF')
	sqlite.pragma('cache_size = -400000')
	sqlite.transaction(() => {
		const { sellers, buyers } = insertPeople(sqlite, random)
		insertConversations(sqlite, random, insertListings(sqlite, random, sellers), buyers)
	})()
	sqlite.exec('ANALYZE')
	sqlite.pragma('wal_checkpoint(TRUNCATE)')
	sqlite.close()
}
