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
	/** Set when the database was unreachable for this request (entry.server's handleError): it is answered 503. */
	databaseFailed?: boolean
}

declare module 'react-router' {
	interface AppLoadContext extends AppContext {}
}
