import { apiError } from '#app/utils/api.server.ts'
import { apiRoute } from '#app/utils/api-route.server.ts'
import { isCallbackToken } from '#app/domain/payments/gateway.server.ts'
import { handleMpesaCallback } from '#app/domain/payments/settle.server.ts'

// Safaricom only needs to hear that we took it; what we made of it is our business (and our logs').
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' }

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
		return Response.json(ACCEPTED)
	},
})

/** The secret token in the path keeps strangers out: without it, 404 as if there were nothing here. */
function guarded(handle: typeof callback.action): typeof callback.action {
	return async (args) => (isCallbackToken(args.context.env, args.params.token ?? '') ? handle(args) : apiError(404, 'Not found'))
}

export const loader = guarded(callback.loader)
export const action = guarded(callback.action)
