import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { deleteSession } from '#app/domain/sessions.server.ts'
import { clearSessionCookie, getSessionToken } from '#app/utils/auth.server.ts'

export async function loader() {
	return redirect('/')
}

/** Ends the session on the server (the token stops working everywhere) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
	const token = getSessionToken(request)
	if (token) await deleteSession(context.db, { token })
	return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie(context.env) } })
}
