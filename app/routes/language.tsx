import { appContext } from '#app/context.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/language'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { isLocale } from '#app/i18n/locales.ts'
import { localeCookie } from '#app/i18n/locale.server.ts'
import { setUserLocale } from '#app/domain/accounts/user-locale.server.ts'

export async function loader() {
	return redirect('/')
}

/**
 * The footer's language switch (a form: it works without JavaScript): a cookie for this phone and, when signed in, the
 * account's choice, so emails and SMS follow it. Back to the same page, now in that language.
 */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const form = await readForm(request)
	const locale = form.get('lang')
	if (!isLocale(locale)) throw new Response('Unknown language', { status: 400 })
	const user = await getUser(request, context)
	if (user) await setUserLocale(context.db, { userId: user.id, locale })
	return redirect(redirectTarget(form.get('redirectTo')), { headers: { 'Set-Cookie': localeCookie(locale, context.env) } })
}
