import type { Route } from './+types/api.admin.listings.$id.submit-for-approval'
import { methodNotAllowed, requireApiUser } from '#app/utils/api.server.ts'
import { asApi, listingIdParam } from '#app/utils/listing-api.server.ts'
import { changeListingStatus } from '#app/domain/listing-transitions.server.ts'


export function loader() {
	return methodNotAllowed()
}

/** POST /api/admin/listings/{id}/submit-for-approval (empty body) — DRAFT -> PENDING_APPROVAL; admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const admin = await requireApiUser(request, context, ['ADMIN'])
	const listingId = listingIdParam(params)
	return asApi(async () => {
		const moved = await changeListingStatus(context.db, { listingId, action: 'submit', actor: admin, ttlDays: context.env.LISTING_TTL_DAYS })
		return Response.json({ message: 'Listing submitted for review', ...moved })
	})
}
