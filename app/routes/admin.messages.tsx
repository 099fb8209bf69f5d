import { appContext } from '#app/context.ts'
import type { Route } from './+types/admin.messages'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { StatusBadge, When } from '#app/components/admin/admin-ui.tsx'
import { latestMessages, type OutboxRow } from '#app/domain/admin/outbox.server.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Messages')

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	const mailOutboxOnly = !context.env.SMTP_URL
	return {
		// Emails that are never sent can only be read here (a reset link in development, an alert in e2e).
		...(await latestMessages(context.db, { withMailBodies: mailOutboxOnly })),
		smsOutboxOnly: context.env.SMS_MODE === 'outbox',
		mailOutboxOnly,
		...(await pageMessages(request, context, ['admin', 'adminPeople'])),
	}
}


/** One outbox, newest first; `title` and `empty` come in the page's words. */
function Outbox({ id, title, rows, empty }: { id: string; title: string; rows: OutboxRow[]; empty: string }) {
	const t = useT()
	return (
		<section className="panel" aria-labelledby={id}>
			<h2 id={id}>{title}</h2>
			{rows.length ? (
				<ul className="admin-list admin-messages">
					{rows.map((row) => (
						<li key={row.id}>
							<strong>{row.to}</strong>
							<span>{row.text}</span>
							{row.body ? (
								<details className="mail-body">
									<summary>{t('Text of the email')}</summary>
									<pre>{row.body}</pre>
								</details>
							) : null}
							<span className="row">
								<StatusBadge status={row.status} />
								<span className="muted">
									{richText(t('Created {when}'), { when: <When iso={row.created_at} /> })}
									{row.sent_at ? (
										<>
											{' '}
											· {richText(t('Sent {when}'), { when: <When iso={row.sent_at} /> })}
										</>
									) : null}
								</span>
							</span>
							{row.error ? <span className="failed">{row.error}</span> : null}
						</li>
					))}
				</ul>
			) : (
				<p className="muted">{empty}</p>
			)}
		</section>
	)
}

export default function AdminMessages({ loaderData: data }: Route.ComponentProps) {
	const t = useT()
	return (
		<div className="admin">
			<AdminNav current="messages" />
			{data.smsOutboxOnly ? (
				<p className="notice" role="status">
					{t('SMS_MODE=outbox: text messages are not sent, they wait here.')}
				</p>
			) : null}
			{data.mailOutboxOnly ? (
				<p className="notice" role="status">
					{t('SMTP_URL is not set: emails are not sent, they wait here.')}
				</p>
			) : null}
			<div className="admin-columns">
				<Outbox id="sms-h" title={t('Text messages (latest 50)')} rows={data.sms} empty={t('No text messages yet')} />
				<Outbox id="mail-h" title={t('Emails (latest 50)')} rows={data.mail} empty={t('No emails yet')} />
			</div>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
