import { Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { canTake } from '#app/domain/listings/lifecycle.ts'
import { ApproveForm, IntentButton, Pager, RejectForm } from './admin-ui.tsx'
import { AdminListingTable } from './listing-table.tsx'
import type { ListingsPage } from './listings-tab.tsx'
import { ReportedListingsTable, type ReportedListings } from './reported-listings.tsx'
import { ReportedConversations } from './conversation-reports.tsx'
import type { ConversationReport } from '#app/domain/conversations/report.server.ts'

/**
 * Moderation tab: Pending Reviews, drafts and listings waiting for approval with their fraud risk, newest first or
 * riskiest first; then listings users reported, and conversations they reported.
 */
export function ModerationTab({
	data,
	reports,
	conversationReports,
	sort,
}: {
	data: ListingsPage
	reports: ReportedListings
	conversationReports: ConversationReport[]
	sort: 'newest' | 'risk'
}) {
	const t = useT()
	return (
		<>
			<h2>{t('Pending Reviews')}</h2>
			<nav className="tabs sub-tabs" aria-label={t('Sort pending reviews')}>
				<Link to="/admin?tab=moderation" aria-current={sort === 'newest' ? 'page' : undefined}>
					{t('Newest first')}
				</Link>
				<Link to="/admin?tab=moderation&sort=risk" aria-current={sort === 'risk' ? 'page' : undefined}>
					{t('Riskiest first')}
				</Link>
			</nav>
			<AdminListingTable
				rows={data.rows}
				showRisk
				empty={t('No listings waiting for review')}
				actions={(l) => (
					<>
						<a className="btn" href={`/listings/${l.id}`} target="_blank" rel="noopener">
							{t('View')}
							<span className="sr-only"> {t('{title} (opens in a new tab)', { title: l.title })}</span>
						</a>
						<Link className="btn" to={`/listings/${l.id}/edit`}>
							{t('Edit')}
							<span className="sr-only"> {l.title}</span>
						</Link>
						{canTake('submit', l.status) ? <IntentButton intent="submit" listingId={l.id} title={l.title} label={t('Submit for Review')} className="btn btn-primary" /> : null}
						{canTake('approve', l.status) ? <ApproveForm listingId={l.id} title={l.title} /> : null}
						{canTake('reject', l.status) ? <RejectForm listingId={l.id} title={l.title} /> : null}
					</>
				)}
			/>
			<Pager tab="moderation" page={data.page} pages={data.pages} total={data.total} query={sort === 'risk' ? '&sort=risk' : ''} />
			<ReportedListingsTable data={reports} />
			<ReportedConversations reports={conversationReports} />
		</>
	)
}
