import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'
import { logNow, publishedListingsAfter, readChanges, suspendedUserIds } from './change-log.server.ts'
import { createIndexFile, mergeSomeSegments, openIndexFile, readPointOf, writeReadPoint, type IndexFile, type ReadPoint } from './index-file.server.ts'
import { forgetListings, indexListings, recordSuspensions } from './index-writes.server.ts'

/*
 * On PostgreSQL each instance searches its own copy of SQLite's full-text indexes (index-file.server.ts), kept on its
 * own disk and brought up to date from the change log (migration 0029) before each request's searches: a listing
 * published through one instance is found through any other at once. The GIN index at a million listings cost 10 to
 * 150 ms a search (it cannot hand out matches in a sort order); this costs what SQLite's does (BENCHMARKS.md). While
 * the file is first made (about nine minutes at a million listings), searches read the GIN index.
 */

/** A catalogue this small is indexed before the first search answers (well under a second); a larger one meanwhile. */
const INDEX_AT_ONCE = 20_000
/** Listings copied, or changes read, at a time: each a few milliseconds of this process's time. */
const BATCH = 1_000
/** Further behind than this (a bulk import), an index is made again rather than brought up to date. */
const REMAKE_BEHIND = 50_000
/** An index that has not read the log for this long may have missed changes the log has since forgotten (a day). */
const STALE_AFTER_MS = 12 * 60 * 60_000
/** How often an index reads the log when no search asks it to. */
const READ_EVERY_MS = 60_000
/** After a failed build, how long searches read the GIN index before another is tried. */
const RETRY_AFTER_MS = 60_000
/** Index files no instance has touched for this long, and not to be used, are deleted. */
const SWEEP_AFTER_MS = 60 * 60_000

/** Where the index files go (SEARCH_INDEX_DIR): a disk of this machine's, not shared over a network. */
export function keepSearchIndexesIn(dir: string) {
	state.directory = dir
}

type LocalIndex = {
	origin: string
	/** The index, once made (or opened); null while it is being made. */
	file: IndexFile | null
	making: Promise<void> | null
	failedAt: number
	catchingUp: SingleFlight
	/** When the last catch-up that finished began to read the log (performance.now()). */
	caughtUpAsOf: number
	/** Reads the log every minute, searched or not: the index never falls behind what the log keeps. */
	reading: NodeJS.Timeout | null
}

type State = {
	directory: string
	/** Per database (origin), shared by every handle this process opens on it. */
	indexes: Map<string, LocalIndex>
	originOf: WeakMap<Database, Promise<string>>
	/** The request being answered: when it began (performance.now()). */
	requests: AsyncLocalStorage<{ startedAt: number }>
}

// The server (server.ts) and the app (React Router's build) are bundled apart, each with its own copy of this module:
// one state, kept on the global object, serves both (the server opens the index at start-up, the app searches it).
const STATE = Symbol.for('soko.local-search-indexes')
const state: State = ((globalThis as { [STATE]?: State })[STATE] ??= {
	directory: path.join(os.tmpdir(), 'soko-search-index'),
	indexes: new Map(),
	originOf: new WeakMap(),
	requests: new AsyncLocalStorage(),
})

/**
 * Answers a request, its searches seeing every change committed before it began: one catch-up that started since
 * serves them all (a search page runs several: the results, the similar items, each word's typo check).
 */
export function searchesAsOfNow<T>(answer: () => Promise<T>) {
	return state.requests.run({ startedAt: performance.now() }, answer)
}

/**
 * The instance's index of `db`, holding every change committed before this call; null while it is being made, or on
 * SQLite (which keeps its indexes itself). Not within a transaction: the index must not read what may be undone.
 */
export async function localSearchIndex(db: Database): Promise<Database | null> {
	const index = await indexOf(db)
	if (!index.file) return null
	const request = state.requests.getStore()
	if (request && index.caughtUpAsOf >= request.startedAt) return index.file.db
	try {
		await index.catchingUp.run(() => catchUp(db, index))
	} catch (error) {
		if (!(error instanceof RemakeIndex)) throw error
		if (index.file) abandon(index.file)
		index.file = null
		make(db, index)
		return null
	}
	return index.file?.db ?? null
}

/** Waits until the index of `db` is made (or opened): at an instance's start, and in benchmarks measuring it. */
export async function searchIndexReady(db: Database) {
	if (dialectOf(db) !== 'postgres') return
	const index = await indexOf(db)
	while (!index.file) {
		const making = make(db, index)
		if (!making) throw new Error('the search index could not be made (see the log); searches read PostgreSQL’s index')
		await making
	}
}

async function indexOf(db: Database) {
	let origin = state.originOf.get(db)
	if (!origin) {
		state.originOf.set(db, (origin = logNow(db).then((now) => now.origin)))
		// Not kept when the database was away: the next search asks again.
		origin.catch(() => state.originOf.delete(db))
	}
	const key = await origin
	let index = state.indexes.get(key)
	if (!index) {
		index = { origin: key, file: openNewest(key), making: null, failedAt: 0, catchingUp: new SingleFlight(), caughtUpAsOf: -Infinity, reading: null }
		state.indexes.set(key, index)
		if (!index.file && (await publishedUpTo(db, INDEX_AT_ONCE + 1)) <= INDEX_AT_ONCE) await make(db, index)
	}
	if (!index.file) make(db, index)
	index.reading ??= setInterval(() => {
		// A failure here (the database away, an index to make again) is met by the next search.
		if (index.file) index.catchingUp.run(() => catchUp(db, index)).catch(() => undefined)
	}, READ_EVERY_MS).unref()
	return index
}

class RemakeIndex extends Error {}

/** Reads the log from the index's read point and writes what changed, in rounds, until nothing is left unread. */
async function catchUp(db: Database, index: LocalIndex) {
	for (;;) {
		const file = index.file
		if (!file) return
		const point = readPointOf(file.sqlite)!
		if (Date.now() - point.readAt > STALE_AFTER_MS) throw new RemakeIndex()
		const asOf = performance.now()
		const now = await logNow(db, point)
		// Another database under the same name, or one restored from a backup (its log is behind the index).
		if (now.origin !== point.origin || now.newest < point.seq || now.newest - point.seq > REMAKE_BEHIND) throw new RemakeIndex()
		if (now.newest === point.seq && !now.pending) {
			// Nothing to read; the transactions open now are those to ask about next time.
			if (now.inFlight.join() !== point.inFlight.join() || Date.now() - point.readAt > READ_EVERY_MS) writeRound(file, point, { seq: point.seq, inFlight: now.inFlight })
			index.caughtUpAsOf = asOf
			return
		}
		const read = await readChanges(db, point, { batch: BATCH })
		const written = writeRound(file, point, { seq: read.readTo, inFlight: read.inFlight }, () => {
			forgetListings(file.sqlite, read.listingIds)
			indexListings(file.sqlite, read.listings)
			recordSuspensions(file.sqlite, read)
		})
		// Not written: another instance sharing the file wrote it meanwhile; read again from where it got.
		if (written && !read.more) {
			index.caughtUpAsOf = asOf
			return
		}
	}
}

/** Writes a round of changes and the read point past them, unless another instance sharing the file moved it first. */
function writeRound(file: IndexFile, point: ReadPoint, to: { seq: number; inFlight: string[] }, write = () => {}) {
	return file.sqlite
		.transaction(() => {
			if (readPointOf(file.sqlite)!.version !== point.version) return false
			write()
			writeReadPoint(file.sqlite, { ...point, ...to, readAt: Date.now(), version: point.version + 1 })
			return true
		})
		.immediate()
}

/** Starts making the index (once at a time); searches read the GIN index until it is done. */
function make(db: Database, index: LocalIndex) {
	if (index.making || index.file || Date.now() - index.failedAt < RETRY_AFTER_MS) return index.making
	index.making = build(db, index.origin)
		.then((file) => {
			index.file = file
		})
		.catch((error: unknown) => {
			index.failedAt = Date.now()
			console.error(`The search index could not be made (searches read PostgreSQL's index meanwhile): ${String(error)}`)
		})
		.finally(() => {
			index.making = null
		})
	return index.making
}

/**
 * A new index file: the log's read point first, then every published listing copied (a change made meanwhile is
 * read again by the first catch-up, whose write is the same). Made under a name of its own, and renamed when done:
 * an instance sharing the disk never opens one half made, and one still using an older file keeps it whole.
 */
async function build(db: Database, origin: string) {
	const name = path.join(state.directory, `${slugOf(origin)}.${Date.now()}-${randomBytes(4).toString('hex')}`)
	const index = createIndexFile(`${name}.building`)
	try {
		const start = await logNow(db)
		if (start.origin !== origin) throw new Error('the database changed while its index was made')
		for (let last = 0; ; ) {
			const listings = await publishedListingsAfter(db, last, BATCH)
			if (!listings.length) break
			index.sqlite.transaction(() => indexListings(index.sqlite, listings))()
			last = listings.at(-1)!.id
			// Other requests' turn between batches: making the index must not stall the instance.
			await nextTurn()
		}
		while (index.sqlite.transaction(() => mergeSomeSegments(index.sqlite))()) await nextTurn()
		const suspended = await suspendedUserIds(db)
		index.sqlite.transaction(() => {
			recordSuspensions(index.sqlite, { userIds: [], suspended })
			writeReadPoint(index.sqlite, { origin, seq: start.newest, inFlight: start.inFlight, readAt: Date.now(), version: 0 })
		})()
		index.sqlite.close()
		fs.renameSync(`${name}.building`, `${name}.db`)
		sweep(origin)
		return openIndexFile(`${name}.db`)
	} catch (error) {
		index.sqlite.close()
		fs.rmSync(`${name}.building`, { force: true })
		throw error
	}
}

/** The most recently read finished index of this database on this disk, if one is fresh enough. */
function openNewest(origin: string): IndexFile | null {
	sweep(origin)
	const candidates = filesOf(origin, '.db').flatMap((file) => {
		const opened = openIndexFile(file)
		const point = readPointOf(opened.sqlite)
		if (point && point.origin === origin && Date.now() - point.readAt < STALE_AFTER_MS) return [{ opened, readAt: point.readAt }]
		opened.sqlite.close()
		return []
	})
	candidates.sort((a, b) => b.readAt - a.readAt)
	for (const older of candidates.slice(1)) older.opened.sqlite.close()
	return candidates[0]?.opened ?? null
}

/** Marks an index no longer to be used, by this instance or any sharing its disk (they make a new one), and closes it. */
function abandon(index: IndexFile) {
	const point = readPointOf(index.sqlite)!
	writeReadPoint(index.sqlite, { ...point, readAt: 0, version: point.version + 1 })
	index.sqlite.close()
}

/** Deletes what no instance uses any more: builds stopped half-way, and stale or abandoned indexes, untouched for an hour. */
function sweep(origin: string) {
	const untouched = (file: string) => [file, `${file}-wal`].every((f) => !fs.existsSync(f) || Date.now() - fs.statSync(f).mtimeMs > SWEEP_AFTER_MS)
	for (const file of filesOf(origin, '.building')) if (untouched(file)) fs.rmSync(file, { force: true })
	for (const file of filesOf(origin, '.db')) {
		if (!untouched(file)) continue
		const opened = openIndexFile(file)
		const stale = Date.now() - (readPointOf(opened.sqlite)?.readAt ?? 0) > STALE_AFTER_MS
		opened.sqlite.close()
		if (stale) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true })
	}
}

function filesOf(origin: string, extension: string) {
	const prefix = `${slugOf(origin)}.`
	if (!fs.existsSync(state.directory)) return []
	return fs
		.readdirSync(state.directory)
		.filter((name) => name.startsWith(prefix) && name.endsWith(extension))
		.map((name) => path.join(state.directory, name))
}

const slugOf = (origin: string) => origin.replace(/[^a-zA-Z0-9_-]+/g, '_')

async function publishedUpTo(db: Database, limit: number) {
	const rows = await db.selectFrom('listings').select('id').where('status', '=', 'PUBLISHED').limit(limit).execute()
	return rows.length
}

/**
 * One catch-up at a time; a search that asks while one runs waits for the next, which starts after it asked (the
 * one running may have read the log before the search's own write committed).
 */
class SingleFlight {
	private running: Promise<void> | null = null
	private queued: Promise<void> | null = null

	run(work: () => Promise<void>): Promise<void> {
		if (!this.running) {
			this.running = work().finally(() => {
				this.running = null
			})
			return this.running
		}
		this.queued ??= this.running
			.catch(() => undefined)
			.then(() => {
				this.queued = null
				return this.run(work)
			})
		return this.queued
	}
}
