import { ListingError } from '#app/domain/listing-transitions.server.ts'
import { apiError } from './api.server.ts'

/** Runs a listing operation for the API: a ListingError becomes its JSON answer (403, 404, 409...). */
export async function asApi<T>(work: () => Promise<T>): Promise<T | Response> {
	try {
		return await work()
	} catch (error) {
		if (error instanceof ListingError) return apiError(error.status, error.message)
		throw error
	}
}

/** The listing id of a route param, or a 404 answer. */
export function listingIdParam(value: string | undefined) {
	const id = Number(value)
	if (!Number.isSafeInteger(id) || id < 1) throw apiError(404, 'Listing not found')
	return id
}
