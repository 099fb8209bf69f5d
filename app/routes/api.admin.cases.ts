import { checkBody, parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { CaseCreateSchema, CaseFiltersSchema } from '#app/domain/trust/case-schemas.ts'
import { createCase, listCases } from '#app/domain/trust/cases.server.ts'

/**
 * GET /api/admin/cases?status=&priority= — cases, the latest worked on first (the Fraud tab polls it every 60 s);
 * POST {title, description?, priority?, relatedListingId?, relatedUserId?} — 201 with the OPEN case (priority MEDIUM
 * unless given; a related listing or user that doesn't exist 404). Admins only.
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const filters = checkBody(Object.fromEntries(new URL(request.url).searchParams), CaseFiltersSchema)
		return Response.json(await listCases(context.db, filters))
	},
	async POST({ request, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const input = await parseBody(request, CaseCreateSchema)
		return Response.json(await createCase(context.db, { admin, input }), { status: 201 })
	},
})

export const loader = route.loader
export const action = route.action
