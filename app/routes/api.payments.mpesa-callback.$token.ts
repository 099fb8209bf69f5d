import type { Route } from './+types/api.payments.mpesa-callback.$token'
import { apiError, methodNotAllowed } from '#app/utils/api.server.ts'
import { isCallbackToken } from '#app/domain/payments/gateway.server.ts'
import { handleMpesaCallback } from '#app/domain/payments/settle.server.ts'

// Safaricom only needs to hear that we took it; what we made of it is our business (and our logs').
const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' }

export function loader({ params, context }: Route.LoaderArgs) {
	if (!isCallbackToken(context.env, params.token)) return apiError(404, 'Not found')
	return methodNotAllowed()
}

/**
 * POST /api/payments/mpesa-callback/{token} — Daraja's STK callback. The secret token in the path keeps strangers
 * out (404, as if there were nothing here). Recording it is one local SQLite transaction; whatever happens, the
 * answer is "Accepted", and a callback we could not record is settled by the status query job.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (!isCallbackToken(context.env, params.token)) return apiError(404, 'Not found')
	if (request.method !== 'POST') return methodNotAllowed()
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
}
