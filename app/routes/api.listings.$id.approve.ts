import { z } from 'zod'
import type { Route } from './+types/api.listings.$id.approve'
import { methodNotAllowed, requireApiUser } from '#app/utils/api.server.ts'
import { asApi, listingIdParam, parseOptionalBody } from '#app/utils/listing-api.server.ts'
import { changeListingStatus } from '#app/domain/listing-transitions.server.ts'

const ApproveSchema = z.object({ adminNotes: z.string().trim().max(500, 'adminNotes must be at most 500 characters').nullish() })

export function loader() {
	return methodNotAllowed()
}

/** POST /api/listings/{id}/approve {adminNotes} — PENDING_APPROVAL -> APPROVED (PUBLISHED when already paid); admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const admin = await requireApiUser(request, context, ['ADMIN'])
	const listingId = listingIdParam(params)
	const { adminNotes } = await parseOptionalBody(request, ApproveSchema)
	return asApi(async () => {
		const moved = await changeListingStatus(context.db, {
			listingId,
			action: 'approve',
			actor: admin,
			reason: adminNotes || undefined,
			ttlDays: context.env.LISTING_TTL_DAYS,
		})
		return Response.json({ message: 'Listing approved', ...moved })
	})
}
