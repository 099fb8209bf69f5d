import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'
import pg from 'pg'
import { dialectOfLocation } from './dialect.ts'
import { createPostgresPool } from './postgres-pool.ts'
import * as initial from './migrations/0001-initial.ts'
import * as paymentsAndUploads from './migrations/0002-payments-and-uploads.ts'
import * as throttlesAndRateLimits from './migrations/0003-throttles-and-rate-limits.ts'
import * as offers from './migrations/0004-offers.ts'
import * as reviewsAndFlags from './migrations/0005-reviews-and-flags.ts'
import * as recommendations from './migrations/0006-recommendations.ts'
import * as searchWords from './migrations/0007-search-words.ts'
import * as towns from './migrations/0008-towns.ts'
import * as instances from './migrations/0009-instances.ts'
import * as alertSubscriptions from './migrations/0010-alert-subscriptions.ts'
import * as alertDelivery from './migrations/0011-alert-delivery.ts'
import * as subscriptionPayments from './migrations/0012-subscription-payments.ts'
import * as chatSupport from './migrations/0013-chat-support.ts'
import * as userWarnings from './migrations/0014-user-warnings.ts'
import * as fraudSignals from './migrations/0015-fraud-signals.ts'
import * as fraudMeasures from './migrations/0016-fraud-measures.ts'
import * as photoHashBands from './migrations/0017-photo-hash-bands.ts'
import * as userLocale from './migrations/0018-user-locale.ts'
import * as mailDelivery from './migrations/0019-mail-delivery.ts'
import * as paymentPrompts from './migrations/0020-payment-prompts.ts'
import * as conversations from './migrations/0021-conversations.ts'
import * as notifications from './migrations/0022-notifications.ts'
import * as conversationMessageKeys from './migrations/0023-conversation-message-keys.ts'
import * as phoneCodes from './migrations/0024-phone-codes.ts'
import * as reviewsPerSeller from './migrations/0025-reviews-per-seller.ts'
import * as reviewsOneKey from './migrations/0026-reviews-one-key.ts'
import * as photoHashBandsCovering from './migrations/0027-photo-hash-bands-covering.ts'
import * as searchInSortOrder from './migrations/0028-search-in-sort-order.ts'
import * as searchChanges from './migrations/0029-search-changes.ts'
import type { DB } from './schema.ts'

export type Database = Kysely<DB>

/** Every migration by name, in the order they run (Kysely runs them by name; db/schema.test.ts checks the list). */
export const MIGRATIONS: Record<string, Migration> = {
	'0001-initial': initial,
	'0002-payments-and-uploads': paymentsAndUploads,
	'0003-throttles-and-rate-limits': throttlesAndRateLimits,
	'0004-offers': offers,
	'0005-reviews-and-flags': reviewsAndFlags,
	'0006-recommendations': recommendations,
	'0007-search-words': searchWords,
	'0008-towns': towns,
	'0009-instances': instances,
	'0010-alert-subscriptions': alertSubscriptions,
	'0011-alert-delivery': alertDelivery,
	'0012-subscription-payments': subscriptionPayments,
	'0013-chat-support': chatSupport,
	'0014-user-warnings': userWarnings,
	'0015-fraud-signals': fraudSignals,
	'0016-fraud-measures': fraudMeasures,
	'0017-photo-hash-bands': photoHashBands,
	'0018-user-locale': userLocale,
	'0019-mail-delivery': mailDelivery,
	'0020-payment-prompts': paymentPrompts,
	'0021-conversations': conversations,
	'0022-notifications': notifications,
	'0023-conversation-message-keys': conversationMessageKeys,
	'0024-phone-codes': phoneCodes,
	'0025-reviews-per-seller': reviewsPerSeller,
	'0026-reviews-one-key': reviewsOneKey,
	'0027-photo-hash-bands-covering': photoHashBandsCovering,
	'0028-search-in-sort-order': searchInSortOrder,
	'0029-search-changes': searchChanges,
}

/** Opens (creating if needed) the SQLite file with the pragmas Soko relies on. `:memory:` gives a throwaway database. */
function openSqlite(file: string): Database {
	if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
	const sqlite = new SQLite(file)
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('busy_timeout = 5000')
	sqlite.pragma('foreign_keys = ON')
	sqlite.pragma('synchronous = NORMAL')
	return new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
}

/** Counts and sums come back as numbers, as they do from SQLite (pg leaves 64-bit integers and numerics as text). */
const NUMBERS = [pg.types.builtins.INT8, pg.types.builtins.NUMERIC]
const types = {
	getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
		NUMBERS.includes(oid) ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

function openPostgres(url: string, poolSize: number): Database {
	return new Kysely<DB>({ dialect: new PostgresDialect({ pool: createPostgresPool({ url, poolSize, types }) }) })
}

/** A `postgres://` address opens PostgreSQL (a pool of `poolSize`); anything else is a SQLite file or `:memory:`. */
export function openDatabase(location: string, { poolSize = 10 }: { poolSize?: number } = {}): Database {
	return dialectOfLocation(location) === 'postgres' ? openPostgres(location, poolSize) : openSqlite(location)
}

export async function migrateToLatest(db: Database) {
	const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } })
	const { error, results } = await migrator.migrateToLatest()
	const failed = results?.find((r) => r.status === 'Error')
	if (error || failed) {
		throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`)
	}
}

/** Opens and migrates: what the server, the scripts and the tests all start with. */
export async function openMigratedDatabase(location: string, options?: { poolSize?: number }) {
	const db = openDatabase(location, options)
	await migrateToLatest(db)
	return db
}

/** The database the settings name: PostgreSQL when DATABASE_URL is set, else the SQLite file at DATABASE_PATH. */
export function openConfiguredDatabase(settings: { DATABASE_URL?: string; DATABASE_PATH: string; DATABASE_POOL_SIZE: number }) {
	return openMigratedDatabase(settings.DATABASE_URL ?? settings.DATABASE_PATH, { poolSize: settings.DATABASE_POOL_SIZE })
}
