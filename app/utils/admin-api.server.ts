import type { z } from 'zod'
import { apiError, parseBody } from './api.server.ts'
import { ListingError } from '#app/domain/listing-transitions.server.ts'

/** The `:id` of a listing route; a 400 answer when it isn't a positive whole number. */
export function listingIdParam(params: { id?: string }) {
	const id = Number(params.id)
	if (!/^\d+$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1) throw apiError(400, 'Listing id must be a positive number')
	return id
}

/** A refused lifecycle move as the API's error shape (403 not allowed, 404 missing, 409 wrong status); else rethrows. */
export function listingErrorAnswer(error: unknown) {
	if (error instanceof ListingError) return apiError(error.status, error.message)
	throw error
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
