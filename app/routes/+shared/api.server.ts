import type { AppContext } from '#app/context.ts'
import type { z } from 'zod'
import type { UserRole } from '#db/enums.ts'
import { getUser } from './auth.server.ts'

/** The JSON API's error shape (DESIGN.md §3): non-2xx with `{ message }`, plus `errors` per field on validation. */
export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) {
	return Response.json(errors ? { message, errors } : { message }, { status, headers })
}

/** Parses a JSON (or form) body with the same zod schema the form uses; throws a 400 answer on bad input. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	let raw: unknown
	const type = request.headers.get('content-type') ?? ''
	try {
		raw = type.includes('application/json')
			? await request.json()
			: Object.fromEntries(await request.formData())
	} catch {
		throw apiError(400, 'Request body is not valid JSON')
	}
	return checkBody(raw, schema)
}

/** Checks a body already read (e.g. the rest of it, once the record it names was found): a 400 answer on bad input. */
export function checkBody<S extends z.ZodType>(raw: unknown, schema: S): z.output<S> {
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
