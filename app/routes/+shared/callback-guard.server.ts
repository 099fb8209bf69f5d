import type { ActionFunctionArgs } from 'react-router'
import { appContext } from '#app/context.ts'
import { isCallbackToken } from '#app/domain/payments/gateway.server.ts'
import { apiError } from './api.server.ts'

type Handle = (args: ActionFunctionArgs) => Promise<Response>

/**
 * Safaricom's callbacks come to a path ending in a secret token (see gateway.server.ts), so a stranger can't post a
 * fake payment: without the token, 404 as if there were nothing here.
 */
export function guardedByCallbackToken(handle: Handle): Handle {
	return async (args) => (isCallbackToken(args.context.get(appContext).env, args.params.token ?? '') ? handle(args) : apiError(404, 'Not found'))
}
