import { Form, Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import type { ConversationReport } from '#app/domain/conversations/report.server.ts'
import { Created, Disclosure } from './admin-ui.tsx'

/** A person of a conversation, as admins find them: their insights page, and the Users list to warn or suspend them. */
export function AdminPerson({ id, email }: { id: number; email: string }) {
	const t = useT()
	return (
		<>
			<Link to={`/admin/fraud/users/${id}`}>{email || t('User #{id}', { id })}</Link>{' '}
			<Link className="muted" to={`/admin/users?q=${encodeURIComponent(email)}`}>
				{t('Warn or suspend')}
				<span className="sr-only"> {email}</span>
			</Link>
		</>
	)
}

/** Resolve (the reporter was right) or dismiss one report of a conversation, with a note for the moderation log. */
function SettleForm({ report, outcome }: { report: ConversationReport; outcome: 'resolve' | 'dismiss' }) {
	const t = useT()
	const id = `${outcome}-report-${report.id}`
	return (
		<Disclosure label={outcome === 'resolve' ? t('Resolve') : t('Dismiss')} title={t('Report #{id}', { id: report.id })}>
			<Form method="post" action={`/admin/conversations/${report.conversationId}`} className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value={outcome} />
				<input type="hidden" name="reportId" value={report.id} />
				<label htmlFor={id}>{t('Note (optional)')}</label>
				<input id={id} name="notes" maxLength={500} />
				<button className={outcome === 'resolve' ? 'btn btn-primary' : 'btn'} type="submit">
					{outcome === 'resolve' ? t('Resolve report') : t('Dismiss report')}
				</button>
			</Form>
		</Disclosure>
	)
}

/**
 * Reports of conversations: who reported whom, about which listing, why and when, and the way to the thread (reading
 * it is logged). In the moderation queue (open ones, with `read` links) and on a conversation's page (all of its own).
 */
export function ConversationReportsTable({ reports, onPage = false }: { reports: ConversationReport[]; onPage?: boolean }) {
	const t = useT()
	return (
		<table className="admin-table">
			<thead>
				<tr>
					<th scope="col">{t('Reported by')}</th>
					<th scope="col">{t('Reported user')}</th>
					{onPage ? null : <th scope="col">{t('Listing')}</th>}
					<th scope="col">{t('Reason')}</th>
					<th scope="col">{t('Reported on')}</th>
					<th scope="col">{onPage ? t('Status') : t('Conversation')}</th>
				</tr>
			</thead>
			<tbody>
				{reports.map((report) => (
					<tr key={report.id}>
						<td data-label={t('Reported by')}>
							<AdminPerson id={report.reporterId} email={report.reporterEmail} />
						</td>
						<td data-label={t('Reported user')}>
							<AdminPerson id={report.reportedUserId} email={report.reportedEmail} />
						</td>
						{onPage ? null : (
							<td data-label={t('Listing')}>
								<Link to={`/listings/${report.listing.id}`}>{report.listing.title}</Link>
							</td>
						)}
						<td data-label={t('Reason')}>{report.reason}</td>
						<td data-label={t('Reported on')}>
							<Created iso={report.createdAt} />
						</td>
						<td data-label={onPage ? t('Status') : t('Conversation')}>
							{onPage ? (
								report.status === 'PENDING' || report.status === 'REVIEWED' ? (
									<div className="admin-actions">
										<SettleForm report={report} outcome="resolve" />
										<SettleForm report={report} outcome="dismiss" />
									</div>
								) : (
									t(report.status, undefined, 'status')
								)
							) : (
								<Link className="btn" to={`/admin/conversations/${report.conversationId}`}>
									{t('Read the conversation')}
									<span className="sr-only"> {t('Report #{id}', { id: report.id })}</span>
								</Link>
							)}
						</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}

/** The moderation queue's part: conversations people reported, newest first, each a link to its thread. */
export function ReportedConversations({ reports }: { reports: ConversationReport[] }) {
	const t = useT()
	return (
		<>
			<h2>{t('Reported Conversations')}</h2>
			{reports.length ? <ConversationReportsTable reports={reports} /> : <p className="empty">{t('No reported conversations')}</p>}
			<p className="muted">{t('Reading a conversation is written to the moderation log.')}</p>
		</>
	)
}
