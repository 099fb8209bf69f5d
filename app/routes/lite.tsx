import { redirect } from 'react-router'
import type { Route } from './+types/lite'
import { safeRedirect } from '#app/utils/safe-redirect.ts'
import { liteCookie } from '#app/utils/preferences.server.ts'

export async function loader() {
	return redirect('/')
}

/** The footer's Lite mode switch: a cookie, so it works without JavaScript and lasts a year. */
export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	return redirect(safeRedirect(form.get('redirectTo')), {
		headers: { 'Set-Cookie': liteCookie(form.get('lite') === 'on', context.env) },
	})
}
