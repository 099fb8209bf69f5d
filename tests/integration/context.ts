import { openTestDatabase } from '#tests/test-database.ts'
import { parseEnv } from '#app/env.server.ts'
import { routerContext, type AppContext } from '#app/context.ts'
import { createInProcessChatBus } from '#app/domain/chat/bus.server.ts'

/** A throwaway database and test settings: what server.ts would hand every loader and action. */
export async function createTestContext(overrides: Partial<AppContext> = {}): Promise<AppContext> {
	const db = await openTestDatabase()
	const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false' })
	return { db, env, clientAddress: '127.0.0.1', chatBus: createInProcessChatBus(), ...overrides }
}

type DataWithInit = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }

function isDataWithInit(value: unknown): value is DataWithInit {
	return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'
}

type Handler = (args: { request: Request; params: Record<string, string>; context: ReturnType<typeof routerContext> }) => unknown

/** Calls a route's loader or action as React Router would, and returns the Response it answered or threw. */
export async function call(
	handler: unknown,
	context: AppContext,
	request: Request,
	params: Record<string, string> = {},
): Promise<Response> {
	try {
		const result = await (handler as Handler)({ request, params, context: routerContext(context) })
		if (result instanceof Response) return result
		// What `data(value, init)` returns: the value with a status and headers.
		if (isDataWithInit(result)) return Response.json(result.data, result.init ?? undefined)
		return Response.json(result)
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

export function jsonRequest(path: string, body: unknown, { method = 'POST', token }: { method?: string; token?: string } = {}) {
	return new Request(`http://localhost${path}`, {
		method,
		headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
		body: JSON.stringify(body),
	})
}

/** A form post (multipart), as a page's form without JavaScript sends it. */
export function formRequest(path: string, fields: Record<string, string>) {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.append(name, value)
	return new Request(`http://localhost${path}`, { method: 'POST', body })
}

/** The request a client navigation makes for `path`'s data: `/browse.data`, the home page's `/_.data`. */
export function dataUrl(path: string) {
	const url = new URL(path, 'http://localhost')
	url.pathname = url.pathname.endsWith('/') ? `${url.pathname}_.data` : `${url.pathname}.data`
	return url.href
}

export function getRequest(path: string, { token }: { token?: string } = {}) {
	return new Request(`http://localhost${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
}
