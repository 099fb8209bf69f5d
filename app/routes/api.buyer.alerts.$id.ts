import type { AppArgs } from '#app/context.ts'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { BuyerAlertChangeSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { deleteBuyerAlert, findBuyerAlert, updateBuyerAlert } from '#app/domain/alerts/buyer-alerts.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'

/** PATCH /api/buyer/alerts/{id} — changes the fields sent; `{ is_active: false }` pauses it, `true` resumes it. */
async function update({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const alertId = pathId(params.id, 'alert id')
	await findBuyerAlert(context.db, { userId: user.id, alertId })
	const change = await parseBody(request, BuyerAlertChangeSchema)
	const alert = await updateBuyerAlert(context.db, { userId: user.id, alertId, change })
	return Response.json({ message: ALERT_WORDS.alertSaved, alert })
}

const route = apiRoute({
	PATCH: update,
	PUT: update,
	/** DELETE /api/buyer/alerts/{id} — one of the caller's alerts; another's, or none, is a 404. */
	async DELETE({ request, params, context }) {
		const user = await requireApiUser(request, context)
		await deleteBuyerAlert(context.db, { userId: user.id, alertId: pathId(params.id, 'alert id') })
		return Response.json({ message: ALERT_WORDS.alertDeleted })
	},
})

export const loader = route.loader
export const action = route.action
