import { refuseBrokenBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { requireFraudAlert, reviewFraudAlert } from '#app/domain/trust/fraud/alerts.server.ts'

/** POST /api/admin/fraud-alerts/{id}/review — marks the alert reviewed; answers `{ id, isReviewed }` (admins only). */
const route = apiRoute({
	async POST({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const id = pathId(params.id, 'fraud alert id')
		await requireFraudAlert(context.db, { id })
		await refuseBrokenBody(request)
		return Response.json(await reviewFraudAlert(context.db, { id }))
	},
})

export const loader = route.loader
export const action = route.action
