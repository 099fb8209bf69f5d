import { appContext } from '#app/context.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/n.$code'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { openNotification } from '#app/domain/notifications/inbox.server.ts'
import { notificationOfShortPath } from '#app/domain/notifications/short-link.ts'

/**
 * The short link in a notification's SMS or email: signed in as its owner, it is marked read and leads to what it is
 * about; signed out, sign-in comes first and brings them back here; anyone else's, or no such link, is a 404.
 */
export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const id = notificationOfShortPath(params.code)
	const path = id === null ? null : await openNotification(context.db, { id, userId: user.id })
	if (!path) throw new Response('Not Found', { status: 404 })
	return redirect(path)
}
