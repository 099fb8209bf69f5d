import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { guardedByCallbackToken } from '#app/routes/+shared/callback-guard.server.ts'
import { MPESA_ACCEPTED } from '#app/domain/payments/result-codes.ts'
import { handleMpesaCallback } from '#app/domain/payments/settle.server.ts'
import { isDatabaseUnavailable } from '#db/availability.ts'

const callback = apiRoute({
	/**
	 * POST /api/payments/mpesa-callback/{token} — Daraja's STK callback. Recording it is one local transaction; the
	 * answer is "Accepted" unless the database is away or full: then a 503, which asks Safaricom to try again (Daraja
	 * does not promise to), and the attempt, still pending, is settled by the status query job either way.
	 */
	async POST({ request, context }) {
		let body: unknown = null
		try {
			body = await request.json()
		} catch {
			// Not JSON: handleMpesaCallback logs it as malformed.
		}
		try {
			await handleMpesaCallback(context.db, { env: context.env, body })
		} catch (error) {
			if (isDatabaseUnavailable(error)) throw error
			console.error('Recording an M-PESA callback failed:', error)
		}
		return Response.json(MPESA_ACCEPTED)
	},
})

export const loader = guardedByCallbackToken(callback.loader)
export const action = guardedByCallbackToken(callback.action)
