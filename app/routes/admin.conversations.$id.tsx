import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.conversations.$id'
import { When } from '#app/components/admin/admin-ui.tsx'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminPerson, ConversationReportsTable } from '#app/components/admin/conversation-reports.tsx'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { conversationAction, loadConversationPage } from './admin/conversation.server.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
	adminMeta(matches, data ? { text: 'Conversation #{id} · Moderation', vars: { id: data.conversation.id } } : 'Conversation · Moderation')

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return { ...(await loadConversationPage(context, admin, params.id)), ...(await pageMessages(request, context, ['admin', 'chat'])) }
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return conversationAction(request, context, admin, params.id)
}

/**
 * A reported conversation (or one attached to a case), read by an admin: each opening is written to the moderation
 * log. Its reports to resolve or dismiss, both people with the ways to warn or suspend them, a block, and every message
 * with who sent it, when, and the scam warning the two saw beside it.
 */
export default function AdminConversation({ loaderData: { conversation: c } }: Route.ComponentProps) {
	const t = useT()
	const sender = (id: number | null) => (id === c.buyer.id ? t('Buyer') : id === c.seller.id ? t('Seller') : t('Soko'))
	return (
		<div className="admin">
			<AdminNav current="moderation" />
			<p>
				<Link to="/admin?tab=moderation">{t('← Moderation')}</Link>
			</p>
			<section className="panel" aria-labelledby="conversation-h">
				<h2 id="conversation-h">{t('Conversation #{id}: {title}', { id: c.id, title: c.listing.title })}</h2>
				<dl className="admin-facts">
					<dt>{t('Listing')}</dt>
					<dd>
						<Link to={`/listings/${c.listing.id}`}>{t('Listing #{id}', { id: c.listing.id })}</Link> · {t(c.listing.status, undefined, 'status')}
					</dd>
					<dt>{t('Buyer')}</dt>
					<dd>
						<AdminPerson id={c.buyer.id} email={c.buyer.email} />
					</dd>
					<dt>{t('Seller')}</dt>
					<dd>
						<AdminPerson id={c.seller.id} email={c.seller.email} />
					</dd>
					<dt>{t('Why you may read it')}</dt>
					<dd>{c.ground}</dd>
				</dl>
				{c.blockedBy === null ? (
					<Form method="post">
						<input type="hidden" name="intent" value="block" />
						<button className="btn btn-danger" type="submit">
							{t('Block this conversation')}
						</button>
						<span className="meta"> {t('Neither of them can write in it again.')}</span>
					</Form>
				) : (
					<p className="notice">{t('This conversation is blocked: neither of them can write in it.')}</p>
				)}
			</section>
			<section className="panel" aria-labelledby="reports-h">
				<h2 id="reports-h">{t('Reports ({count})', { count: c.reports.length })}</h2>
				{c.reports.length ? <ConversationReportsTable reports={c.reports} onPage /> : <p className="empty">{t('Not reported: attached to a case')}</p>}
			</section>
			<section className="panel" aria-labelledby="messages-h">
				<h2 id="messages-h">{t('Messages ({count})', { count: c.messages.length })}</h2>
				<ol className="case-history">
					{c.messages.map((m) => (
						<li key={m.id}>
							<span className="meta">
								<When iso={m.createdAt} /> · {sender(m.senderId)}
							</span>
							<p className="case-text">{m.message}</p>
							{m.warning ? (
								<p className="notice" role="note">
									{t(m.warning)}
								</p>
							) : null}
						</li>
					))}
				</ol>
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
