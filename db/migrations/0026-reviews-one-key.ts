import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/**
 * Reviews keep one unique key, (seller_id, buyer_id): the older UNIQUE (listing_id, buyer_id) says nothing more (a
 * listing has one seller) but broke the review upsert on PostgreSQL, where two ratings of one listing at the same
 * moment could trip the key the upsert does not arbitrate on and fail instead of replacing each other. SQLite can't
 * drop a table's UNIQUE clause, so there the table is rebuilt without it (nothing references reviews).
 */
const COLUMNS = 'id, listing_id, buyer_id, seller_id, rating, comment, created_at, updated_at'

const sqlite = (t: ColumnTypes) => [
	`CREATE TABLE reviews_new (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
		comment TEXT NOT NULL DEFAULT '',
		created_at TEXT NOT NULL DEFAULT ${t.now},
		updated_at TEXT,
		seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE
	)`,
	`INSERT INTO reviews_new (${COLUMNS}) SELECT ${COLUMNS} FROM reviews`,
	`DROP TABLE reviews`,
	`ALTER TABLE reviews_new RENAME TO reviews`,
	`CREATE INDEX reviews_listing ON reviews(listing_id)`,
	`CREATE UNIQUE INDEX reviews_one_per_seller ON reviews(seller_id, buyer_id)`,
]

const postgres = [`ALTER TABLE reviews DROP CONSTRAINT reviews_listing_id_buyer_id_key`]

export async function up(db: Kysely<unknown>) {
	const dialect = dialectOf(db)
	const statements = dialect === 'postgres' ? postgres : sqlite(columnTypes(dialect))
	for (const statement of statements) await sql.raw(statement).execute(db)
}
