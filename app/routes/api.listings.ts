import { z } from 'zod'
import type { Route } from './+types/api.listings'
import { LISTING_STATUSES } from '#db/enums.ts'
import { apiError, methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { CreateListingSchema } from '#app/domain/listing-schema.ts'
import { createListing } from '#app/domain/listing-create.server.ts'
import { ListingError } from '#app/domain/listing-transitions.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { apiListings } from '#app/domain/api-listings.server.ts'
import { toCategorySlug } from '#app/domain/categories.ts'

const QuerySchema = z.object({
	status: z.enum(LISTING_STATUSES, { error: `status must be one of ${LISTING_STATUSES.join(', ')}` }).optional(),
	category: z.string().optional(),
	limit: z.coerce.number().int().min(1).max(500).default(100),
	offset: z.coerce.number().int().min(0).default(0),
})

/** GET /api/listings?status=PUBLISHED[&category=] — published listings for everyone; any status for admins. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const parsed = QuerySchema.safeParse(Object.fromEntries(url.searchParams))
	if (!parsed.success) return apiError(400, parsed.error.issues[0]!.message)
	const { status, category, limit, offset } = parsed.data
	const viewer = await getUser(request, context)
	if (status && status !== 'PUBLISHED' && viewer?.role !== 'ADMIN') {
		return apiError(viewer ? 403 : 401, 'Only published listings are public')
	}
	const slug = category ? toCategorySlug(category) : undefined
	if (category && !slug) return apiError(400, `Unknown category: ${category}`)
	return Response.json(await apiListings(context.db, { viewer, status, category: slug ?? undefined, limit, offset }))
}

/** POST /api/listings {title, description, category, price, location, condition, reason, photos[]} -> 201 {id, status, ...} */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	const input = await parseBody(request, CreateListingSchema)
	try {
		const created = await createListing(context.db, { sellerId: user.id, input })
		return Response.json({ id: created.id, status: created.status, created_at: created.created_at }, { status: 201 })
	} catch (error) {
		if (error instanceof ListingError) return apiError(error.status, error.message)
		throw error
	}
}
