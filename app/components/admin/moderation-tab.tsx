import { Link } from 'react-router'
import { ApproveForm, Created, IntentButton, ItemLink, Pager, Price, RejectForm, StatusBadge } from './admin-ui.tsx'
import type { ListingsPage } from './listings-tab.tsx'

/** Moderation tab: Pending Reviews, drafts and listings waiting for approval. */
export function ModerationTab({ data }: { data: ListingsPage }) {
	return (
		<>
			<h2>Pending Reviews</h2>
			{data.rows.length ? (
				<table className="admin-table">
					<thead>
						<tr>
							<th scope="col">Item</th>
							<th scope="col">Seller ID</th>
							<th scope="col">Price</th>
							<th scope="col">Status</th>
							<th scope="col">Created</th>
							<th scope="col">Actions</th>
						</tr>
					</thead>
					<tbody>
						{data.rows.map((l) => (
							<tr key={l.id}>
								<td data-label="Item">
									<ItemLink listing={l} />
								</td>
								<td data-label="Seller ID">{l.seller_id}</td>
								<td data-label="Price">
									<Price cents={l.price_cents} />
								</td>
								<td data-label="Status">
									<StatusBadge status={l.status} />
								</td>
								<td data-label="Created">
									<Created iso={l.created_at} />
								</td>
								<td data-label="Actions">
									<div className="admin-actions">
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
									</div>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			) : (
				<p className="empty">No listings waiting for review</p>
			)}
			<Pager tab="moderation" page={data.page} pages={data.pages} total={data.total} />
		</>
	)
}
