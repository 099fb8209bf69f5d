/**
 * When PostgreSQL is away (restarting, failing over, unreachable) or has no connection left for us, a request can't
 * be served: it is answered 503 with Retry-After, never a 500 or a hang, and the instance carries on.
 */

/** What a 503 tells the client to wait before trying again: a restart takes a few seconds. */
export const RETRY_AFTER_SECONDS = 5

export type Unavailability = 'away' | 'busy'

/** The database could not be reached in time (`away`), or had no connection to spare (`busy`). */
export class DatabaseUnavailable extends Error {
	constructor(
		readonly reason: Unavailability,
		options?: { cause?: unknown },
	) {
		super(reason === 'away' ? 'The database is unreachable' : 'The database has no free connection', options)
		this.name = 'DatabaseUnavailable'
	}
}

/** Node's words for a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** PostgreSQL's: shutting down or starting up (57P0x), too many connections (53300); class 08 is "connection exception". */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300'])
/** What pg says, without a code, when a connection ends under a query or can't be had in time. */
const CLIENT_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/**
 * Whether an error means "the database is not there for us now" rather than a fault of the query. By name, not
 * instanceof: the built server and the app's build each carry their own copy of the class.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
	if (!(error instanceof Error)) return false
	if (error.name === 'DatabaseUnavailable') return true
	const code = (error as { code?: unknown }).code
	if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true
	return CLIENT_MESSAGES.test(error.message)
}

/** "Too many clients" and its kin: the server is up but has no connection slot left. */
export function isOutOfConnections(error: unknown) {
	return (error as { code?: unknown } | null)?.code === '53300'
}
