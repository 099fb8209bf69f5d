import { createContext, RouterContextProvider, type ActionFunctionArgs, type RouterContext } from 'react-router'
import type { Database } from '#db/database.ts'
import type { Env } from './env.server.ts'
import type { ChatBus } from './domain/chat/bus.server.ts'
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

/** What handling one request found: the database was unreachable (entry.server's handleError), so it is answered 503. */
export type Outage = { database: boolean }

/**
 * A key of the router context. The server and the app's build each bundle this module, and a key is found by
 * identity: both take the one kept on globalThis under its name.
 */
function sharedKey<T>(name: string): RouterContext<T> {
	const keys = globalThis as typeof globalThis & Record<symbol, RouterContext<T> | undefined>
	return (keys[Symbol.for(`soko.${name}`)] ??= createContext<T>())
}

/** What loaders, actions and middleware read with `context.get(appContext)`. */
export const appContext = sharedKey<AppContext>('appContext')
export const outageContext = sharedKey<Outage>('outage')

/** The context React Router hands a request's loaders and actions. */
export function routerContext(app: AppContext) {
	const outage: Outage = { database: false }
	return new RouterContextProvider(new Map<RouterContext, unknown>([[appContext, app], [outageContext, outage]]))
}

/** A loader's or action's arguments with the app's context in place of React Router's: what shared handlers take. */
export type AppArgs = Omit<ActionFunctionArgs, 'context'> & { context: AppContext }

export function withAppContext(args: ActionFunctionArgs): AppArgs {
	return { ...args, context: args.context.get(appContext) }
}
