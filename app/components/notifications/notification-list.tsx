import { Link } from 'react-router'
import { notificationText } from '#app/domain/notifications/kinds.ts'
import type { NotificationEntry } from '#app/domain/notifications/inbox.server.ts'
import { formatDate, formatDateTime } from '#app/utils/format.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

/** Newest first, each linking to what it is about; those not read before this visit are marked. */
export function NotificationList({ notifications }: { notifications: NotificationEntry[] }) {
	const t = useT()
	const intl = useIntlLocale()
	return (
		<ul className="list" aria-label={t('Notifications')}>
			{notifications.map((notification) => {
				const { headline, detail, path } = notificationText(notification, t, (iso) => formatDate(iso, intl))
				return (
					<li key={notification.id} className={notification.read ? 'panel notice' : 'panel notice unread'}>
						<p>
							{notification.read ? null : <strong className="badge">{t('New')}</strong>} <Link to={path}>{headline}</Link>
						</p>
						{detail ? <p>{detail}</p> : null}
						<p className="meta">{formatDateTime(notification.createdAt, intl)}</p>
					</li>
				)
			})}
		</ul>
	)
}
