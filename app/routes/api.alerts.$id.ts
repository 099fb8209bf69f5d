import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { deleteAlert } from '#app/domain/alerts/alerts.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'

const route = apiRoute({
	/** DELETE /api/alerts/{id} — one of the caller's alerts; another's, or none, is a 404; a malformed id a 400. */
	async DELETE({ request, params, context }) {
		const user = await requireApiUser(request, context)
		await deleteAlert(context.db, { userId: user.id, alertId: pathId(params.id, 'alert id') })
		return Response.json({ message: ALERT_WORDS.alertDeleted })
	},
})

export const loader = route.loader
export const action = route.action
