import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/notifications'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { listNotifications, markNotificationsRead } from '#app/domain/notifications/inbox.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { NotificationList } from '#app/components/notifications/notification-list.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Notifications') + ' · Soko' }]

/** Their newest notifications, shown as they stood (unread marked), then marked read: opening the page is reading it. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const notifications = await listNotifications(context.db, { userId: user.id })
	if (notifications.some((n) => !n.read)) await markNotificationsRead(context.db, { userId: user.id, upToId: notifications[0]!.id })
	return { notifications, ...(await pageMessages(request, context, ['notifications'])) }
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
	const { notifications } = loaderData
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
				</>
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
