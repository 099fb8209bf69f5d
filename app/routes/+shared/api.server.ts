import type { AppContext } from '#app/context.ts'
import type { z } from 'zod'
import type { UserRole } from '#db/enums.ts'
import { getUser } from './auth.server.ts'

/** The JSON API's error shape (DESIGN.md §3): non-2xx with `{ message }`, plus `errors` per field on validation. */
export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) {
	return Response.json(errors ? { message, errors } : { message }, { status, headers })
}

/** A body that could not be read: refused by checkBody, so after what the path names was looked for (404 before 400). */
const UNREADABLE = Symbol('unreadable body')

/**
 * Reads a JSON (or form) body without judging it. A route that must first find what its path names (404) or check it
 * is the caller's (403) reads the body with this, then checks it (checkBody): a broken body is a 400 only after those.
 */
export async function readBody(request: Request): Promise<unknown> {
	const type = request.headers.get('content-type') ?? ''
	try {
		return type.includes('application/json') ? await request.json() : Object.fromEntries(await request.formData())
	} catch {
		return UNREADABLE
	}
}

/**
 * Like readBody, for calls whose body may be left out entirely (approve without notes, a save toggle): left out is
 * `{}`, with or without a content type (spec 1's client sends its JSON content type on every call).
 */
export async function readOptionalBody(request: Request): Promise<unknown> {
	if (!(await request.clone().text()).trim()) return {}
	return request.headers.get('content-type') ? readBody(request) : UNREADABLE
}

/** For a call that takes no body: one sent anyway is let be, but a broken one is refused (400) before anything is written. */
export async function refuseBrokenBody(request: Request) {
	if ((await readOptionalBody(request)) === UNREADABLE) throw apiError(400, 'Request body is not valid JSON')
}

/** Parses a JSON (or form) body with the same zod schema the form uses; throws a 400 answer on bad input. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	return checkBody(await readBody(request), schema)
}

/** Checks a body already read (readBody, once the record it names was found): a 400 answer on bad input. */
export function checkBody<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
	if (raw === UNREADABLE) throw apiError(400, 'Request body is not valid JSON')
	const result = schema.safeParse(raw)
	if (!result.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of result.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message)
		throw apiError(400, `Validation failed: ${Object.values(errors).flat().join(', ')}`, errors)
	}
	return result.data
}

export async function requireApiUser(request: Request, context: AppContext, roles?: UserRole[]) {
	const user = await getUser(request, context)
	if (!user) throw apiError(401, 'Invalid token')
	if (roles && !roles.includes(user.role)) throw apiError(403, 'You do not have permission to do this')
	return user
}
