import { appContext } from '#app/context.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { deleteSession } from '#app/domain/accounts/sessions.server.ts'
import { clearSessionCookie, getSessionToken } from '#app/routes/+shared/auth.server.ts'

export async function loader() {
	return redirect('/')
}

/**
 * Ends the session on the server (the token stops working everywhere), clears the cookie, and tells the browser to drop
 * its HTTP cache, so the next person on a shared phone finds no signed-in page behind Back. Not "cookies": it would
 * also erase the Lite, language and banner choices and the device id that tells a known phone at sign-in. Not
 * "storage": it would unregister the service worker, losing the offline copies of public pages (bytes again on 2G)
 * and any Saves queued offline; the worker keeps only public answers, and drops queued Saves itself when the user
 * changes.
 */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const token = getSessionToken(request, context.env)
	if (token) await deleteSession(context.db, { token, bus: context.chatBus })
	return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie(context.env), 'Clear-Site-Data': '"cache"' } })
}
