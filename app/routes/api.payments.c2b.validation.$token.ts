import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { guardedByCallbackToken } from '#app/routes/+shared/callback-guard.server.ts'
import { MPESA_ACCEPTED } from '#app/domain/payments/result-codes.ts'

const validation = apiRoute({
	/**
	 * POST /api/payments/c2b/validation/{token} — Daraja asks before completing a payment to our till (only if
	 * external validation is switched on for the shortcode). Every payment is welcome: it is checked when confirmed.
	 */
	async POST() {
		return Response.json(MPESA_ACCEPTED)
	},
})

export const loader = guardedByCallbackToken(validation.loader)
export const action = guardedByCallbackToken(validation.action)
