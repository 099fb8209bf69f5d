import type { Database } from '#db/database.ts'
import type { Env } from './env.server.ts'

/** What server.ts hands every loader and action: the one open database and the parsed settings. */
export type AppContext = {
	db: Database
	env: Env
	clientAddress: string
}

declare module 'react-router' {
	interface AppLoadContext extends AppContext {}
}
