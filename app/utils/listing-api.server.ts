import type { z } from 'zod'
import { DomainError } from '#app/domain/domain-error.ts'
import { apiError, parseBody } from './api.server.ts'

/** The `:id` of a listing route; anything but a positive whole number can't be a listing: 404. */
export function listingIdParam(params: { id?: string }) {
	const id = Number(params.id)
	if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) throw apiError(404, 'Listing not found')
	return id
}

/** Runs a domain operation for the API: a refusal (DomainError) becomes its JSON answer with its status. */
export async function asApi<T>(work: () => Promise<T>): Promise<T | Response> {
	try {
		return await work()
	} catch (error) {
		if (error instanceof DomainError) return apiError(error.status, error.message)
		throw error
	}
}

/** Like parseBody, for calls whose body may be left out entirely (e.g. approve without notes). */
export async function parseOptionalBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	if (!request.headers.get('content-type')) {
		const text = await request.text()
		if (!text.trim()) return parseBody(new Request(request.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }), schema)
		throw apiError(400, 'Request body is not valid JSON')
	}
	return parseBody(request, schema)
}
