import type { AppArgs } from '#app/context.ts'
import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { AlertSchema } from '#app/domain/alerts/schemas.ts'
import { createAlert, listAlerts, requireAlertSubscription } from '#app/domain/alerts/alerts.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'

/** GET /api/alerts — the caller's simple alerts, newest first. */
async function list({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	return Response.json({ alerts: await listAlerts(context.db, { userId: user.id }) })
}

/** POST /api/alerts {search_query} — a new alert; 403 without an active subscription, before a bad body's 400. */
async function create({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const body = await readBody(request)
	await requireAlertSubscription(context.db, { userId: user.id })
	const { search_query } = checkBody(body, AlertSchema)
	const alert = await createAlert(context.db, { userId: user.id, searchQuery: search_query })
	return Response.json({ message: ALERT_WORDS.alertCreated, alert }, { status: 201 })
}

const route = apiRoute({ GET: list, POST: create })

export const loader = route.loader
export const action = route.action
