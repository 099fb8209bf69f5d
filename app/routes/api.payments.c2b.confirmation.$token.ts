import { apiRoute } from '#app/utils/api-route.server.ts'
import { guardedByCallbackToken } from '#app/utils/callback-guard.server.ts'
import { MPESA_ACCEPTED } from '#app/domain/payments/result-codes.ts'
import { recordC2bConfirmation } from '#app/domain/payments/c2b.server.ts'

const confirmation = apiRoute({
	/**
	 * POST /api/payments/c2b/confirmation/{token} — Daraja's C2B confirmation of a payment to our till, kept so
	 * an alert subscriber's receipt can be checked against it. Safaricom is always told "Accepted".
	 */
	async POST({ request, context }) {
		try {
			await recordC2bConfirmation(context.db, await request.json())
		} catch (error) {
			console.error('Recording an M-PESA C2B confirmation failed:', error)
		}
		return Response.json(MPESA_ACCEPTED)
	},
})

export const loader = guardedByCallbackToken(confirmation.loader)
export const action = guardedByCallbackToken(confirmation.action)
