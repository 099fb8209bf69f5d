import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/notifications'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { markNotificationsRead, notificationsPage } from '#app/domain/notifications/inbox.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { NotificationList } from '#app/components/notifications/notification-list.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Notifications') + ' · Soko' }]

/** A page's `?before=` (older than that notification), or none: anything else is the newest page. */
function beforeIdOf(request: Request) {
	const before = Number(pageUrl(request.url).searchParams.get('before'))
	return Number.isSafeInteger(before) && before > 0 ? before : undefined
}

/**
 * Their newest notifications (or, `?before=`, the older ones), shown as they stood (unread marked), then marked read:
 * opening the page is reading it.
 */
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const beforeId = beforeIdOf(request)
	const { notifications, olderThan } = await notificationsPage(context.db, { userId: user.id, beforeId })
	if (notifications.some((n) => !n.read)) await markNotificationsRead(context.db, { userId: user.id, upToId: notifications[0]!.id })
	return { notifications, olderThan, older: beforeId !== undefined, ...(await pageMessages(request, context, ['notifications'])) }
}

/** "Mark all read": for those that came in after the page was opened. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	await markNotificationsRead(context.db, { userId: user.id })
	return redirectWithToast('/notifications', { title: 'All notifications marked read', variant: 'success' }, context.env)
}

export default function Notifications({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const { notifications, olderThan, older } = loaderData
	return (
		<>
			<h1>{t('Notifications')}</h1>
			{notifications.length ? (
				<>
					<Form method="post">
						<button className="btn" type="submit">
							{t('Mark all read')}
						</button>
					</Form>
					<NotificationList notifications={notifications} />
					<p className="row">
						{older ? <Link to="/notifications">{t('Newest notifications')}</Link> : null}
						{olderThan ? <Link to={`/notifications?before=${olderThan}`}>{t('Older notifications')}</Link> : null}
					</p>
				</>
			) : older ? (
				<p>
					<Link to="/notifications">{t('Newest notifications')}</Link>
				</p>
			) : (
				<div className="empty">
					<p>{t('Nothing yet. When your listings are reviewed, offers come in or someone writes to you, it shows here.')}</p>
					<Link className="btn btn-primary" to="/browse">
						{t('Browse items')}
					</Link>
				</div>
			)}
		</>
	)
}
