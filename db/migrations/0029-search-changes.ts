import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'

/**
 * PostgreSQL: what each instance's own search index (app/domain/search/local-index/) must read again (issue 27). The
 * GIN index of 0007 cannot hand out a page of matches in a sort order, and at a million listings a search cost 10 to
 * 150 ms; each instance keeps SQLite's full-text indexes in sort order (0028's) beside it, fed from this log.
 * - `search_changes`: one row for each write that changes what a search finds: a published listing made, changed in
 *   what is searched or filtered, unpublished or deleted; a seller suspended or brought back. `xid` is the writer's
 *   transaction: a change written before one an index has read, but committed after it, is read again by it (the
 *   index keeps the transactions in flight when it read).
 * - `search_origin`: which database an index file was made from (a token, with the database's name: test databases
 *   are copies of one template).
 * SQLite keeps its indexes in the database itself (0028).
 */
const LISTING_COLUMNS = 'status, title, description, category, subcategory, price_cents, town, created_at, seller_id'

const statements = [
	`CREATE TABLE search_changes (
		seq BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
		listing_id INTEGER,
		user_id INTEGER,
		xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
		at TIMESTAMPTZ NOT NULL DEFAULT now()
	)`,
	`CREATE INDEX search_changes_xid ON search_changes (xid)`,
	`CREATE INDEX search_changes_at ON search_changes (at)`,
	`CREATE TABLE search_origin (token TEXT NOT NULL)`,
	`INSERT INTO search_origin (token) VALUES (gen_random_uuid()::text)`,
	`CREATE FUNCTION search_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN
		INSERT INTO search_changes (listing_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN old.id ELSE new.id END);
		RETURN NULL;
	END $$`,
	`CREATE FUNCTION search_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
	BEGIN
		INSERT INTO search_changes (user_id) VALUES (new.id);
		RETURN NULL;
	END $$`,
	// What an index asks before every search (app/domain/search/local-index/change-log.server.ts, logNow), in one snapshot
	// (STABLE: its statements see the caller's). A function, so its plans are made once per connection, not per search.
	`CREATE FUNCTION search_log_now(pending xid8[], OUT origin text, OUT in_flight text[], OUT newest bigint, OUT pending_changes boolean)
	LANGUAGE plpgsql STABLE AS $$
	BEGIN
		SELECT token || '/' || current_database() INTO origin FROM search_origin;
		in_flight := ARRAY(SELECT x::text FROM pg_snapshot_xip(pg_current_snapshot()) AS x);
		SELECT coalesce(max(seq), 0) INTO newest FROM search_changes;
		-- From the transactions' side (few): a plan made once must not read the whole log for them.
		pending_changes := EXISTS (SELECT 1 FROM unnest(pending) AS p(xid) JOIN search_changes AS c ON c.xid = p.xid);
	END $$`,
	// Drafts and listings awaiting approval are never searched: their writes are not logged.
	`CREATE TRIGGER search_listing_inserted AFTER INSERT ON listings FOR EACH ROW WHEN (new.status = 'PUBLISHED') EXECUTE FUNCTION search_listing_changed()`,
	`CREATE TRIGGER search_listing_deleted AFTER DELETE ON listings FOR EACH ROW WHEN (old.status = 'PUBLISHED') EXECUTE FUNCTION search_listing_changed()`,
	`CREATE TRIGGER search_listing_updated AFTER UPDATE OF ${LISTING_COLUMNS} ON listings FOR EACH ROW
		WHEN ((old.status = 'PUBLISHED' OR new.status = 'PUBLISHED') AND (old.${LISTING_COLUMNS.split(', ').join(', old.')}) IS DISTINCT FROM (new.${LISTING_COLUMNS.split(', ').join(', new.')}))
		EXECUTE FUNCTION search_listing_changed()`,
	`CREATE TRIGGER search_user_suspended AFTER UPDATE OF is_active ON users FOR EACH ROW WHEN (old.is_active IS DISTINCT FROM new.is_active) EXECUTE FUNCTION search_user_changed()`,
]

export async function up(db: Kysely<unknown>) {
	if (dialectOf(db) !== 'postgres') return
	for (const statement of statements) await sql.raw(statement).execute(db)
}
