import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { guardedByCallbackToken } from '#app/routes/+shared/callback-guard.server.ts'
import { MPESA_ACCEPTED } from '#app/domain/payments/result-codes.ts'
import { recordC2bConfirmation } from '#app/domain/payments/c2b.server.ts'
import { isDatabaseUnavailable } from '#db/availability.ts'

const confirmation = apiRoute({
	/**
	 * POST /api/payments/c2b/confirmation/{token} — Daraja's C2B confirmation of a payment to our till, kept so
	 * an alert subscriber's receipt can be checked against it. Safaricom is told "Accepted", unless the database is away
	 * or full: then a 503, so that it sends the confirmation again rather than us losing it.
	 */
	async POST({ request, context }) {
		try {
			await recordC2bConfirmation(context.db, { env: context.env, body: await request.json() })
		} catch (error) {
			if (isDatabaseUnavailable(error)) throw error
			console.error('Recording an M-PESA C2B confirmation failed:', error)
		}
		return Response.json(MPESA_ACCEPTED)
	},
})

export const loader = guardedByCallbackToken(confirmation.loader)
export const action = guardedByCallbackToken(confirmation.action)
