import { Form } from 'react-router'
import { REPORT_REASON_LABELS } from '#app/domain/trust/feedback-fields.ts'
import type { ReportedListing } from '#app/domain/trust/open-reports.server.ts'
import { Created, Disclosure, ItemLink, StatusBadge } from './admin-ui.tsx'

export type ReportedListings = { listings: ReportedListing[]; total: number }

/** Resolve or dismiss all of a listing's open reports, with a note for the moderation log. */
function SettleForm({ listingId, title, outcome }: { listingId: number; title: string; outcome: 'resolve' | 'dismiss' }) {
	const id = `${outcome}-reports-${listingId}`
	const label = outcome === 'resolve' ? 'Resolve' : 'Dismiss'
	return (
		<Disclosure label={label} title={`reports on ${title}`}>
			<Form method="post" className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value={`${outcome}_reports`} />
				<input type="hidden" name="listingId" value={listingId} />
				<label htmlFor={id}>Note (optional)</label>
				<input id={id} name="notes" maxLength={500} />
				<button className={outcome === 'resolve' ? 'btn btn-primary' : 'btn'} type="submit">
					{outcome === 'resolve' ? 'Resolve reports' : 'Dismiss reports'}
				</button>
			</Form>
		</Disclosure>
	)
}

/**
 * Moderation tab: listings users reported (spec 2 flags), most reported first: the listing, how many open reports,
 * their reasons and what reporters wrote. Resolve (they were right) or Dismiss settles all of a listing's open reports.
 */
export function ReportedListingsTable({ data }: { data: ReportedListings }) {
	return (
		<>
			<h2>Reported Listings</h2>
			{data.listings.length ? (
				<table className="admin-table">
					<thead>
						<tr>
							<th scope="col">Item</th>
							<th scope="col">Status</th>
							<th scope="col">Reports</th>
							<th scope="col">Reasons</th>
							<th scope="col">Last report</th>
							<th scope="col">Actions</th>
						</tr>
					</thead>
					<tbody>
						{data.listings.map(({ listing, count, reasons, descriptions, last_reported_at }) => (
							<tr key={listing.id}>
								<td data-label="Item">
									<ItemLink listing={listing} />
								</td>
								<td data-label="Status">
									<StatusBadge status={listing.status} />
								</td>
								<td data-label="Reports">{count}</td>
								<td data-label="Reasons">
									{reasons.map((r) => `${REPORT_REASON_LABELS[r.reason]}${r.count > 1 ? ` ×${r.count}` : ''}`).join(', ')}
									{descriptions.length ? (
										<details>
											<summary>What reporters said ({descriptions.length})</summary>
											<ul>
												{descriptions.map((d) => (
													<li key={d.id}>
														<strong>{REPORT_REASON_LABELS[d.reason]}:</strong> {d.description}
													</li>
												))}
											</ul>
										</details>
									) : null}
								</td>
								<td data-label="Last report">
									<Created iso={last_reported_at} />
								</td>
								<td data-label="Actions">
									<div className="admin-actions">
										<SettleForm listingId={listing.id} title={listing.title} outcome="resolve" />
										<SettleForm listingId={listing.id} title={listing.title} outcome="dismiss" />
									</div>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			) : (
				<p className="empty">No open reports</p>
			)}
			{data.total > data.listings.length ? (
				<p className="muted">
					Showing the {data.listings.length} most reported of {data.total} listings with open reports.
				</p>
			) : null}
		</>
	)
}
