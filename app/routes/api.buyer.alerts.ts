import type { AppArgs } from '#app/context.ts'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { BuyerAlertSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { checkRoomForAlert, createBuyerAlert, listBuyerAlerts } from '#app/domain/alerts/buyer-alerts.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'

/** GET /api/buyer/alerts — the caller's dashboard alerts, newest first. */
async function list({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	return Response.json({ alerts: await listBuyerAlerts(context.db, { userId: user.id }) })
}

/** POST /api/buyer/alerts (spec 2 §7) — 403 past the plan's number of alerts (checked before the body) or for INSTANT on BASIC. */
async function create({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	await checkRoomForAlert(context.db, { userId: user.id })
	const input = await parseBody(request, BuyerAlertSchema)
	const alert = await createBuyerAlert(context.db, { userId: user.id, input })
	return Response.json({ message: ALERT_WORDS.alertCreated, alert }, { status: 201 })
}

const route = apiRoute({ GET: list, POST: create })

export const loader = route.loader
export const action = route.action
