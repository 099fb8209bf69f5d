import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/** The newest of a buyer's reviews of one seller: changed last, else written last, else the higher id. */
const NEWER_OF_SAME_SELLER = `
	SELECT 1 FROM reviews newer
	WHERE newer.seller_id = reviews.seller_id AND newer.buyer_id = reviews.buyer_id AND (
		COALESCE(newer.updated_at, newer.created_at) > COALESCE(reviews.updated_at, reviews.created_at)
		OR (COALESCE(newer.updated_at, newer.created_at) = COALESCE(reviews.updated_at, reviews.created_at) AND newer.id > reviews.id)
	)`

/**
 * One review per buyer per seller (issue 25): a buyer rates the person they dealt with, not each of their listings, so
 * one buyer can't stack a seller's rating review by review. Each review learns its seller; where a buyer reviewed the
 * same seller on several listings only the newest stays; a second review (on any of the seller's listings) then
 * replaces the first through an upsert on (seller_id, buyer_id). SQLite can't add a NOT NULL column that references
 * another table, so there the table is rebuilt with it (nothing references reviews); PostgreSQL alters it in place.
 */
const COLUMNS = 'id, listing_id, buyer_id, seller_id, rating, comment, created_at, updated_at'
const ONE_PER_SELLER = `CREATE UNIQUE INDEX reviews_one_per_seller ON reviews(seller_id, buyer_id)`

const sqlite = (t: ColumnTypes) => [
	`CREATE TABLE reviews_new (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
		comment TEXT NOT NULL DEFAULT '',
		created_at TEXT NOT NULL DEFAULT ${t.now},
		updated_at TEXT,
		seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		UNIQUE (listing_id, buyer_id)
	)`,
	`INSERT INTO reviews_new (${COLUMNS})
		SELECT reviews.id, reviews.listing_id, reviews.buyer_id, listings.seller_id, reviews.rating, reviews.comment, reviews.created_at, reviews.updated_at
		FROM reviews JOIN listings ON listings.id = reviews.listing_id`,
	`DROP TABLE reviews`,
	`ALTER TABLE reviews_new RENAME TO reviews`,
	`CREATE INDEX reviews_listing ON reviews(listing_id)`,
	`DELETE FROM reviews WHERE EXISTS (${NEWER_OF_SAME_SELLER})`,
	ONE_PER_SELLER,
]

const postgres = [
	`ALTER TABLE reviews ADD COLUMN seller_id INTEGER REFERENCES users(id) ON DELETE CASCADE`,
	`UPDATE reviews SET seller_id = (SELECT listings.seller_id FROM listings WHERE listings.id = reviews.listing_id)`,
	`DELETE FROM reviews WHERE EXISTS (${NEWER_OF_SAME_SELLER})`,
	`ALTER TABLE reviews ALTER COLUMN seller_id SET NOT NULL`,
	ONE_PER_SELLER,
]

export async function up(db: Kysely<unknown>) {
	const dialect = dialectOf(db)
	const statements = dialect === 'postgres' ? postgres : sqlite(columnTypes(dialect))
	for (const statement of statements) await sql.raw(statement).execute(db)
}
