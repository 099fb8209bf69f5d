import { appContext } from '#app/context.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/lite'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { liteCookie } from '#app/utils/preferences.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'

export async function loader() {
	return redirect('/')
}

/** The footer's Lite mode switch: a cookie, so it works without JavaScript and lasts a year. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const form = await readForm(request)
	return redirect(redirectTarget(form.get('redirectTo')), {
		headers: { 'Set-Cookie': liteCookie(form.get('lite') === 'on', context.env) },
	})
}
