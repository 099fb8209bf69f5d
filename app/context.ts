import type { Database } from '#db/database.ts'
import type { Env } from './env.server.ts'
import type { ChatBus } from './domain/chat/chat-bus.server.ts'

/** What server.ts hands every loader and action: the one open database, the parsed settings, the chat's bus. */
export type AppContext = {
	db: Database
	env: Env
	clientAddress: string
	chatBus: ChatBus
}

declare module 'react-router' {
	interface AppLoadContext extends AppContext {}
}
