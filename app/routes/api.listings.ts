import { z } from 'zod'
import type { Route } from './+types/api.listings'
import { LISTING_STATUSES } from '#db/enums.ts'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
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

export function action() {
	return methodNotAllowed()
}
