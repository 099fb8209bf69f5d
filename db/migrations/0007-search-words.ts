import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'

/**
 * Search that finds what people type (issue 8): listings get a subcategory, and the full-text index is rebuilt to stem
 * English words (phone/phones: porter) and to hold a third column of words a listing is found by without saying them:
 * its category and subcategory slugs ("mobile-phones-tablets") and its title with hyphens dropped ("M-PESA" is also
 * "MPESA"). The index holds published listings only, the only ones searched (Browse): a search's count is the index's
 * count, not a look-up of every match's status. It keeps no copy of the text (contentless, rows deleted by rowid).
 */
const TAGS = (row: 'new' | 'listings') =>
	`${row}.category || ' ' || coalesce(${row}.subcategory, '') || ' ' || replace(${row}.title, '-', '')`

const sqliteSearch = [
	`DROP TRIGGER listings_fts_insert`,
	`DROP TRIGGER listings_fts_delete`,
	`DROP TRIGGER listings_fts_update`,
	`DROP TABLE listings_fts`,
	// prefix='2 3': a word still being typed ("sa", "tec") reads a prefix index instead of merging every longer term.
	`CREATE VIRTUAL TABLE listings_fts USING fts5(title, description, tags, content='', contentless_delete=1, prefix='2 3', tokenize='porter unicode61 remove_diacritics 2')`,
	`INSERT INTO listings_fts(rowid, title, description, tags) SELECT id, title, description, ${TAGS('listings')} FROM listings WHERE status = 'PUBLISHED'`,
	`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings WHEN new.status = 'PUBLISHED' BEGIN
		INSERT INTO listings_fts(rowid, title, description, tags) VALUES (new.id, new.title, new.description, ${TAGS('new')});
	END`,
	`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings WHEN old.status = 'PUBLISHED' BEGIN
		DELETE FROM listings_fts WHERE rowid = old.id;
	END`,
	// One trigger, in this order: the old words out (if they were indexed), the new ones in (if now published).
	`CREATE TRIGGER listings_fts_update AFTER UPDATE OF status, title, description, category, subcategory ON listings BEGIN
		DELETE FROM listings_fts WHERE rowid = old.id AND old.status = 'PUBLISHED';
		INSERT INTO listings_fts(rowid, title, description, tags) SELECT new.id, new.title, new.description, ${TAGS('new')} WHERE new.status = 'PUBLISHED';
	END`,
]

/**
 * PostgreSQL's index of the same words: a tsvector of published listings, kept by the database itself (a generated
 * column). The `simple` configuration keeps every word as written, so Swahili and Sheng match as well as English;
 * English stems are added beside them so "phones" still finds "phone".
 */
const postgresSearch = [
	`ALTER TABLE listings ADD COLUMN search_words tsvector GENERATED ALWAYS AS (CASE WHEN status = 'PUBLISHED' THEN
		to_tsvector('simple', title || ' ' || description || ' ' || ${TAGS('listings')}) || to_tsvector('english', title || ' ' || description)
	END) STORED`,
	`CREATE INDEX listings_search_words ON listings USING GIN (search_words)`,
]

/**
 * The words that filed a listing under a subcategory, by category, as app/domain/listings/subcategories.ts had them
 * (copied once, on 2026-11-27): a migration is history, and a later change to those words must not change what it does
 * to a database it runs on. The first subcategory with a word in the title wins.
 */
const SUBCATEGORY_WORDS: Record<string, [slug: string, words: string[]][]> = {
	electronics: [
		['mobile-phones-tablets', ['phone', 'iphone', 'samsung galaxy', 'tecno', 'infinix', 'itel', 'oppo', 'xiaomi', 'redmi', 'nokia', 'huawei', 'tablet', 'ipad', 'tab']],
		['laptops-computers', ['laptop', 'elitebook', 'thinkpad', 'macbook', 'desktop', 'computer', 'monitor', 'printer']],
		['tvs-audio', ['tv', 'television', 'speaker', 'soundbar', 'home theatre', 'radio', 'earbuds', 'headphones', 'freepods']],
		['cameras', ['camera', 'canon', 'nikon', 'lens', 'gopro']],
		['video-games', ['playstation', 'ps4', 'ps5', 'xbox', 'nintendo', 'console']],
		['electronics-accessories', ['router', 'mifi', 'charger', 'solar', 'power bank', 'cable']],
	],
	clothing: [
		['womens-clothing', ['ladies', 'dress', 'kitenge', 'ankara', 'blouse', 'skirt']],
		['mens-clothing', ["men's", 'suit', 'shirt', 'trousers']],
		['shoes', ['shoes', 'sneakers', 'boots', 'air force', 'sandals', 'timberland']],
		['bags-jewellery', ['bag', 'handbag', 'necklace', 'earrings', 'watch', 'bracelet']],
		['kids-school-uniforms', ['school', 'kids', 'baby', 'age ']],
	],
	'home-garden': [
		['furniture', ['sofa', 'bed', 'table', 'chair', 'wardrobe', 'cabinet', 'shelf', 'desk', 'mattress']],
		['home-appliances', ['fridge', 'refrigerator', 'cooker', 'microwave', 'blender', 'washing machine', 'iron', 'kettle', 'oven', 'freezer']],
		['kitchenware', ['sufuria', 'pots', 'plates', 'cups', 'cutlery', 'jiko', 'gas cylinder']],
		['decor', ['mirror', 'curtain', 'carpet', 'rug', 'lamp', 'decor', 'frame']],
		['garden-tools', ['garden', 'tank', 'hose', 'wheelbarrow', 'drill', 'tools', 'jembe', 'mower']],
	],
	'sports-outdoors': [
		['fitness-equipment', ['dumbbell', 'treadmill', 'weights', 'gym', 'bench']],
		['bicycles', ['bicycle', 'bike', 'baiskeli']],
		['ball-sports', ['ball', 'football', 'boots', 'jersey', 'racket', 'tennis']],
		['camping-outdoors', ['tent', 'camping', 'sleeping bag', 'hiking']],
	],
	'books-media': [
		['school-books', ['kcse', 'kcpe', 'cbc', 'grade', 'form', 'revision', 'textbook', 'class']],
		['novels-other-books', ['novel', 'book', 'by ']],
		['music-films', ['dvd', 'cd', 'vinyl', 'film']],
	],
	automotive: [
		['car-parts', ['bumper', 'headlights', 'tyre', 'tyres', 'rim', 'battery', 'mirror', 'seat covers']],
		['cars', ['toyota', 'nissan', 'mazda', 'subaru', 'car']],
		['motorcycles', ['motorbike', 'motorcycle', 'boda', 'pikipiki', 'helmet']],
	],
	'beauty-personal-care': [
		['hair', ['hair', 'wig', 'braids', 'dryer', 'clipper']],
		['makeup-skincare', ['makeup', 'lotion', 'cream', 'perfume', 'lipstick', 'serum']],
	],
	'toys-games': [
		['kids-toys', ['lego', 'doll', 'car toy', 'toy', 'scooter']],
		['board-games', ['board game', 'chess', 'puzzle', 'monopoly', 'scrabble', 'cards']],
	],
	'food-beverages': [
		['food', ['honey', 'rice', 'flour', 'maize', 'beans']],
		['drinks', ['tea', 'coffee', 'juice']],
	],
	'health-fitness': [
		['medical-supplies', ['wheelchair', 'crutches', 'blood pressure', 'thermometer', 'nebuliser', 'glucose']],
		['fitness-wellness', ['yoga', 'scale', 'massager', 'supplement']],
	],
	'art-crafts': [
		['art', ['painting', 'canvas', 'art', 'sculpture', 'carving']],
		['craft-supplies', ['paint', 'knitting', 'sewing', 'beads', 'yarn']],
	],
	'music-instruments': [
		['instruments', ['guitar', 'keyboard', 'piano', 'drum', 'ukulele', 'violin', 'nyatiti']],
		['audio-equipment', ['mixer', 'microphone', 'amplifier', 'dj']],
	],
	'office-business': [
		['office-furniture', ['office chair', 'desk', 'filing']],
		['business-equipment', ['printer', 'photocopier', 'till', 'scale', 'safe', 'machine']],
	],
	'travel-luggage': [
		['luggage', ['suitcase', 'bag', 'backpack', 'luggage', 'trolley']],
	],
	'pet-supplies': [
		['pet-supplies', ['dog', 'cat', 'pet', 'kennel', 'aquarium', 'cage']],
	],
	other: [
		['other', []],
	],
}

function guessSubcategory(category: string, title: string) {
	if (!Object.hasOwn(SUBCATEGORY_WORDS, category)) return null
	const text = ` ${title.toLowerCase().replace(/[^\p{L}\p{N}' ]+/gu, ' ')} `
	return SUBCATEGORY_WORDS[category]!.find(([, words]) => words.some((w) => text.includes(` ${w}`)))?.[0] ?? null
}

export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE listings ADD COLUMN subcategory TEXT`.execute(db)
	// Listings posted before subcategories: filed by their titles' words, where one says (a TV is not a phone).
	const { rows } = await sql<{ id: number; category: string; title: string }>`SELECT id, category, title FROM listings`.execute(db)
	for (const row of rows) {
		const subcategory = guessSubcategory(row.category, row.title)
		if (subcategory) await sql`UPDATE listings SET subcategory = ${subcategory} WHERE id = ${row.id}`.execute(db)
	}
	for (const statement of dialectOf(db) === 'postgres' ? postgresSearch : sqliteSearch) await sql.raw(statement).execute(db)
	await sql`CREATE INDEX listings_status_subcategory_created ON listings(status, subcategory, created_at)`.execute(db)
}
