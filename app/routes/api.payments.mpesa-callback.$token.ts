import { apiRoute } from '#app/utils/api-route.server.ts'
import { guardedByCallbackToken } from '#app/utils/callback-guard.server.ts'
import { MPESA_ACCEPTED } from '#app/domain/payments/result-codes.ts'
import { handleMpesaCallback } from '#app/domain/payments/settle.server.ts'

const callback = apiRoute({
	/**
	 * POST /api/payments/mpesa-callback/{token} — Daraja's STK callback. Recording it is one local transaction;
	 * whatever happens, the answer is "Accepted", and a callback we could not record is settled by the status query job.
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
			console.error('Recording an M-PESA callback failed:', error)
		}
		return Response.json(MPESA_ACCEPTED)
	},
})

export const loader = guardedByCallbackToken(callback.loader)
export const action = guardedByCallbackToken(callback.action)
