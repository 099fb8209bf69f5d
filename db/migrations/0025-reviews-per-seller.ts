import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'

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
 * replaces the first through an upsert on (seller_id, buyer_id).
 */
export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE reviews ADD COLUMN seller_id INTEGER REFERENCES users(id) ON DELETE CASCADE`.execute(db)
	await sql`UPDATE reviews SET seller_id = (SELECT listings.seller_id FROM listings WHERE listings.id = reviews.listing_id)`.execute(db)
	await sql.raw(`DELETE FROM reviews WHERE EXISTS (${NEWER_OF_SAME_SELLER})`).execute(db)
	// SQLite can't add NOT NULL to a column; every insert names the seller (trust/reviews.server.ts).
	if (dialectOf(db) === 'postgres') await sql`ALTER TABLE reviews ALTER COLUMN seller_id SET NOT NULL`.execute(db)
	await sql`CREATE UNIQUE INDEX reviews_one_per_seller ON reviews(seller_id, buyer_id)`.execute(db)
}
