import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/messages'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { inbox } from '#app/domain/conversations/inbox.server.ts'
import { formatDateTime, formatKshExact } from '#app/utils/format.ts'
import { Photo } from '#app/components/photo.tsx'
import { StatusBadge } from '#app/components/status-badge.tsx'
import { metaT } from '#app/i18n/meta.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Messages') + ' · Soko' }]

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	return { conversations: await inbox(context.db, { userId: user.id }), ...(await pageMessages(request, context, ['messages'])) }
}

/** The inbox (issue 24 §1): a user's conversations as buyer and as seller, newest activity first, unread marked. */
export default function Messages({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const intl = useIntlLocale()
	const { conversations } = loaderData
	return (
		<>
			<h1>{t('Messages')}</h1>
			{conversations.length ? (
				<ul className="list inbox">
					{conversations.map((c) => (
						<li key={c.id} className={c.unread ? 'unread' : undefined}>
							<Link className="card" to={`/messages/${c.id}`}>
								<div className="pic">
									<Photo id={c.listing.photo} alt="" variants={['card']} sizes="110px" />
								</div>
								<div className="body">
									<p className="row">
										<strong>{c.otherUser.name}</strong>
										<span className="meta">{t(c.role === 'buyer' ? 'Seller' : 'Buyer')}</span>
										{c.unread ? <span className="badge unread-count">{t(c.unread === 1 ? '{count} new message' : '{count} new messages', { count: c.unread })}</span> : null}
									</p>
									<p>
										{c.listing.title} · {formatKshExact(Math.round(Number(c.listing.price) * 100))} {c.listing.status === 'PUBLISHED' ? null : <StatusBadge status={c.listing.status} />}
									</p>
									{c.lastMessage ? (
										<p className="meta last-message">
											{c.lastMessage.message || t('Offer update')} · {formatDateTime(c.lastActivityAt, intl)}
										</p>
									) : null}
								</div>
							</Link>
						</li>
					))}
				</ul>
			) : (
				<div className="empty">
					<p>{t('No messages yet. Write to a seller from any listing with Message seller.')}</p>
					<Link className="btn btn-primary" to="/browse">
						{t('Browse items')}
					</Link>
				</div>
			)}
		</>
	)
}
