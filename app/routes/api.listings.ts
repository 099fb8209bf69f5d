import type { AppArgs } from '#app/context.ts'
import { z } from 'zod'
import { LISTING_STATUSES } from '#db/enums.ts'
import { apiError, parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { CreateListingSchema } from '#app/domain/listings/schema.ts'
import { createListing } from '#app/domain/listings/create.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { listApiListings } from '#app/domain/listings/api.server.ts'

const QuerySchema = z.object({
	status: z.enum(LISTING_STATUSES, { error: `status must be one of ${LISTING_STATUSES.join(', ')}` }).optional(),
	category: z.string().optional(),
	limit: z.coerce.number().int().min(1).max(500).default(100),
	offset: z.coerce.number().int().min(0).default(0),
})

/** GET /api/listings?status=PUBLISHED[&category=] — published listings for everyone; any status for admins. */
async function list({ request, context }: AppArgs) {
	const url = new URL(request.url)
	const parsed = QuerySchema.safeParse(Object.fromEntries(url.searchParams))
	if (!parsed.success) return apiError(400, parsed.error.issues[0]!.message)
	const viewer = await getUser(request, context)
	return Response.json(await listApiListings(context.db, { viewer, ...parsed.data }))
}

/** POST /api/listings {title, description, category, subcategory?, price, location, condition, reason, photos[]} -> 201 {id, status, ...} */
async function create({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const input = await parseBody(request, CreateListingSchema)
	const created = await createListing(context.db, { sellerId: user.id, input, uploadsDir: context.env.UPLOADS_DIR })
	return Response.json({ id: created.id, status: created.status, created_at: created.created_at }, { status: 201 })
}

const route = apiRoute({ GET: list, POST: create })

export const loader = route.loader
export const action = route.action
