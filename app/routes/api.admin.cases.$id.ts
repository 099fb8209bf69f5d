import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { CaseUpdateSchema } from '#app/domain/trust/case-schemas.ts'
import { getCase, updateCase } from '#app/domain/trust/cases.server.ts'

/**
 * GET /api/admin/cases/{id}; PATCH {status?, priority?, assignedTo?, evidence?, resolution?} — the case after the change
 * (RESOLVED or CLOSED only with a resolution; the assignee an admin). Admins only; a missing case 404 before a bad body 400.
 */
const route = apiRoute({
	async GET({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await getCase(context.db, { id: pathId(params.id, 'case id') }))
	},
	async PATCH({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const id = pathId(params.id, 'case id')
		const body = await readBody(request)
		await getCase(context.db, { id })
		return Response.json(await updateCase(context.db, { admin, id, input: checkBody(body, CaseUpdateSchema) }))
	},
})

export const loader = route.loader
export const action = route.action
