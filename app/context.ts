import { RouterContextProvider } from 'react-router'
import type { Database } from '#db/database.ts'
import type { Env } from './env.server.ts'
import type { ChatBus } from './domain/chat/chat-bus.server.ts'
import type { RequestLatency } from './domain/admin/request-latency.ts'

/** What server.ts hands every loader and action: the one open database, the parsed settings, the chat's bus. */
export type AppContext = {
	db: Database
	env: Env
	clientAddress: string
	chatBus: ChatBus
	/** This instance's request timings (system health); absent where no server runs (tests, scripts). */
	latency?: RequestLatency
}

/**
 * What one request's handling records for the server around it. `database`: the database was unreachable
 * (entry.server's handleError), so the request is answered 503. A plain field, not a `createContext` key: the server
 * and the app's build each bundle their own copy of this module, and a key from one is not found by the other.
 */
type RequestOutcome = { outage: { database: boolean } }

// Loaders, actions and middleware get React Router's context provider (future.v8_middleware), carrying these fields.
declare module 'react-router' {
	interface RouterContextProvider extends AppContext, RequestOutcome {}
}

/** The context React Router hands a request's loaders and actions. */
export function routerContext(app: AppContext): RouterContextProvider {
	const outcome: RequestOutcome = { outage: { database: false } }
	return Object.assign(new RouterContextProvider(), app, outcome)
}
