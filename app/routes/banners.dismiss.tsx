import { appContext } from '#app/context.ts'
import { data, redirect } from 'react-router'
import type { Route } from './+types/banners.dismiss'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { dismissedBanners, dismissedBannersCookie } from '#app/utils/preferences.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'

export async function loader() {
	return redirect('/')
}

/** Remembers a dismissed banner in a cookie; a fetcher (with JS) stays on the page, a plain form post goes back. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const form = await readForm(request)
	const id = Number(form.get('id'))
	if (!Number.isInteger(id) || id < 1) return data({ ok: false }, { status: 400 })
	const headers = { 'Set-Cookie': dismissedBannersCookie([...dismissedBanners(request), id], context.env) }
	const to = form.get('redirectTo')
	return to ? redirect(redirectTarget(to), { headers }) : data({ ok: true }, { headers })
}
