import pg from 'pg'
import type { PostgresPool } from 'kysely'
import { DatabaseUnavailable, isDatabaseUnavailable, isOutOfConnections } from './availability.ts'

/** How long a request waits for a connection (its turn in the pool, or a slot on a full server) before its 503. */
export const CONNECTION_WAIT_MS = 5_000
/** After a failed connect, how long every request is answered "away" at once instead of waiting on a dead server. */
const AWAY_RECHECK_MS = 1_000
/** Pauses between tries while the server says "too many clients": short, growing, jittered so instances don't collide. */
const FULL_PAUSE_MS = { first: 50, most: 400 }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A connection that always has someone listening for its loss. pg-pool listens only while a connection is idle; one
 * lost while lent out (between two queries of a transaction, or while it is being handed over) would otherwise end
 * the process with an unhandled 'error'. The query under way fails with the same error, and the pool drops the
 * connection when it comes back.
 */
class ListenedClient extends pg.Client {
	constructor(config?: string | pg.ClientConfig) {
		super(config)
		this.on('error', () => {})
	}
}

/**
 * PostgreSQL's pool for Kysely, made to outlive the database: a connection lost while idle or in use is dropped,
 * never an unhandled 'error' that ends the process; a connect the server refuses for lack of slots is tried again
 * until CONNECTION_WAIT_MS has passed; and while the server is unreachable, requests fail at once (one real try a
 * second) as DatabaseUnavailable, which the server answers 503. The first connect that works ends the outage.
 */
export function createPostgresPool({ url, poolSize, types }: { url: string; poolSize: number; types: pg.CustomTypesConfig }): PostgresPool {
	// allowExitOnIdle: idle connections never keep a script (or a test worker) from ending.
	const pool = new pg.Pool({
		Client: ListenedClient,
		connectionString: url,
		max: poolSize,
		types,
		allowExitOnIdle: true,
		connectionTimeoutMillis: CONNECTION_WAIT_MS,
		keepAlive: true,
	})
	// The pool drops an idle connection the server closed; it only tells us, and a listener must hear it.
	pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`))
	let awaySince: number | null = null
	let lastTry = 0

	function markAway(error: unknown) {
		lastTry = Date.now()
		if (awaySince !== null) return
		awaySince = lastTry
		console.error(`PostgreSQL is unreachable (${(error as Error).message}): answering 503 until it is back`)
	}

	function markBack() {
		if (awaySince === null) return
		console.log(`PostgreSQL is back after ${((Date.now() - awaySince) / 1000).toFixed(1)} s`)
		awaySince = null
	}

	async function connect() {
		const deadline = Date.now() + CONNECTION_WAIT_MS
		for (let pause = FULL_PAUSE_MS.first; ; pause = Math.min(pause * 2, FULL_PAUSE_MS.most)) {
			if (awaySince !== null && Date.now() - lastTry < AWAY_RECHECK_MS) throw new DatabaseUnavailable('away')
			try {
				const client = await pool.connect()
				markBack()
				return client
			} catch (error) {
				if (isOutOfConnections(error)) {
					if (Date.now() + pause > deadline) throw new DatabaseUnavailable('busy', { cause: error })
					await sleep(pause * (0.5 + Math.random()))
					continue
				}
				if (!isDatabaseUnavailable(error)) throw error
				// Waited our turn the whole time behind our own busy connections: busy, not away.
				if (pool.totalCount >= poolSize) throw new DatabaseUnavailable('busy', { cause: error })
				markAway(error)
				throw new DatabaseUnavailable('away', { cause: error })
			}
		}
	}

	// Kysely reads the pool's options to open a side connection when it cancels an aborted query.
	return { connect, end: () => pool.end(), options: pool.options }
}
