import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/**
 * The admin console's user management (issue 11 §1).
 * - user_warnings: a SEND_WARNING bulk action, kept so the user is shown it once at their next sign-in (seen_at set
 *   then); the mail is queued in mail_outbox at the same time.
 * - users_suspended: suspended users are few, and every public list of listings leaves out theirs
 *   (listings/visibility.server.ts): this index answers "who is suspended" without reading the users.
 */
const statements = (t: ColumnTypes) => [
	`CREATE TABLE user_warnings (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		admin_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		reason TEXT NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		seen_at TEXT
	)`,
	`CREATE INDEX user_warnings_unseen ON user_warnings(user_id) WHERE seen_at IS NULL`,
	`CREATE INDEX users_suspended ON users(id) WHERE is_active = 0`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
