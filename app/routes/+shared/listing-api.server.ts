import type { z } from 'zod'
import { apiError, checkBody, readOptionalBody } from './api.server.ts'

/** An id in a path (`/api/listings/12`): anything but a positive whole number is a bad request, not a miss. */
export function pathId(value: string | undefined, name: string) {
	const id = Number(value)
	if (!/^\d+$/.test(value ?? '') || !Number.isSafeInteger(id) || id < 1) {
		throw apiError(400, `Invalid ${name}: expected a positive whole number`)
	}
	return id
}

/** The `:id` of a listing route. */
export function listingIdParam(params: { id?: string }) {
	return pathId(params.id, 'listing id')
}

/** Like parseBody, for calls whose body may be left out entirely (readOptionalBody). */
export async function parseOptionalBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
	return checkBody(await readOptionalBody(request), schema)
}
