import type { ActionFunctionArgs } from 'react-router'
import { withAppContext, type AppArgs } from '#app/context.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { RateLimitError } from '#app/domain/limits/rate-limits.server.ts'
import { isDatabaseUnavailable } from '#db/availability.ts'
import { apiError } from './api.server.ts'
import { outageResponse } from '../../utils/outage.server.ts'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Handler = (args: AppArgs) => Promise<Response> | Response

/**
 * One /api/* resource route from its handlers by method, as both its loader and its action (export them as
 * `export const loader = route.loader`: React Router's build can't strip destructured exports). Whatever happens the
 * answer is JSON: another method is a 405 with `Allow`, a thrown answer (apiError) is returned, a refusal of the
 * domain (DomainError) becomes its status and message (a rate limit's with Retry-After), a database away or full a 503 with Retry-After, and anything
 * unexpected a logged 500 `{message}`.
 */
export function apiRoute(handlers: Partial<Record<Method, Handler>>) {
	const allow = Object.keys(handlers)
	if (handlers.GET) allow.push('HEAD')
	async function handle(args: ActionFunctionArgs) {
		const method = args.request.method === 'HEAD' ? 'GET' : (args.request.method as Method)
		const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
		if (!handler) return apiError(405, 'Method not allowed', undefined, { Allow: allow.join(', ') })
		try {
			return await handler(withAppContext(args))
		} catch (error) {
			if (error instanceof Response) return error
			if (error instanceof RateLimitError) return apiError(429, error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) })
			if (error instanceof DomainError) return apiError(error.status, error.message)
			if (isDatabaseUnavailable(error)) return outageResponse(args.request)
			console.error(`${args.request.method} ${new URL(args.request.url).pathname} failed:`, error)
			return apiError(500, 'Something went wrong on our side. Please try again.')
		}
	}
	return { loader: handle, action: handle }
}
