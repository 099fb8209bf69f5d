import { Link } from 'react-router'
import { ApproveForm, IntentButton, Pager, RejectForm } from './admin-ui.tsx'
import { AdminListingTable } from './listing-table.tsx'
import type { ListingsPage } from './listings-tab.tsx'
import { ReportedListingsTable, type ReportedListings } from './reported-listings.tsx'

/**
 * Moderation tab: Pending Reviews, drafts and listings waiting for approval with their fraud risk, newest first or
 * riskiest first; then listings users reported.
 */
export function ModerationTab({ data, reports, sort }: { data: ListingsPage; reports: ReportedListings; sort: 'newest' | 'risk' }) {
	return (
		<>
			<h2>Pending Reviews</h2>
			<nav className="tabs sub-tabs" aria-label="Sort pending reviews">
				<Link to="/admin?tab=moderation" aria-current={sort === 'newest' ? 'page' : undefined}>
					Newest first
				</Link>
				<Link to="/admin?tab=moderation&sort=risk" aria-current={sort === 'risk' ? 'page' : undefined}>
					Riskiest first
				</Link>
			</nav>
			<AdminListingTable
				rows={data.rows}
				showRisk
				empty="No listings waiting for review"
				actions={(l) => (
					<>
						<a className="btn" href={`/listings/${l.id}`} target="_blank" rel="noopener">
							View<span className="sr-only"> {l.title} (opens in a new tab)</span>
						</a>
						<Link className="btn" to={`/listings/${l.id}/edit`}>
							Edit<span className="sr-only"> {l.title}</span>
						</Link>
						{l.status === 'DRAFT' ? (
							<IntentButton intent="submit" listingId={l.id} title={l.title} label="Submit for Review" className="btn btn-primary" />
						) : (
							<>
								<ApproveForm listingId={l.id} title={l.title} />
								<RejectForm listingId={l.id} title={l.title} />
							</>
						)}
					</>
				)}
			/>
			<Pager tab="moderation" page={data.page} pages={data.pages} total={data.total} query={sort === 'risk' ? '&sort=risk' : ''} />
			<ReportedListingsTable data={reports} />
		</>
	)
}
