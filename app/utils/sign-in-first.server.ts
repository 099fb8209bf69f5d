import type { Env } from '../env.server.ts'
import { redirectWithToast } from './toast.server.ts'

/**
 * A signed-out visitor tried something that needs an account (save, offer, rate, report, contact): the login page
 * with the spec's message for it, and afterwards back to `back` with `?do=<intent>`, so the page opens that action
 * again, still to do.
 */
export function signInFirst({ back, intent, message, env }: { back: string; intent: string; message: string; env: Env }) {
	const url = new URL(back, 'http://x')
	url.searchParams.set('do', intent)
	const login = `/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`
	return redirectWithToast(login, { title: 'Authentication Required', description: message, variant: 'error' }, env)
}
