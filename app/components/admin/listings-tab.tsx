import {
	Created,
	DeleteForm,
	ExpiresText,
	IntentButton,
	ItemLink,
	Pager,
	Price,
	RejectForm,
	StatusBadge,
	type AdminListingRow,
} from './admin-ui.tsx'

export type ListingsPage = { rows: AdminListingRow[]; total: number; page: number; pages: number }

const SELLABLE = ['APPROVED', 'PUBLISHED']

/** Listings tab: every listing, newest first, with the moderation actions its status allows. */
export function ListingsTab({ data, now }: { data: ListingsPage; now: number }) {
	return (
		<>
			<h2>All Listings</h2>
			{data.rows.length ? (
				<table className="admin-table">
					<thead>
						<tr>
							<th scope="col">Item</th>
							<th scope="col">Seller ID</th>
							<th scope="col">Price</th>
							<th scope="col">Status</th>
							<th scope="col">Created</th>
							<th scope="col">Expires</th>
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
								<td data-label="Expires">
									<ExpiresText listing={l} now={now} />
								</td>
								<td data-label="Actions">
									<div className="admin-actions">
										{l.status === 'PENDING_APPROVAL' ? (
											<>
												<IntentButton intent="approve" listingId={l.id} title={l.title} label="Approve" className="btn btn-primary" />
												<RejectForm listingId={l.id} title={l.title} />
											</>
										) : null}
										{SELLABLE.includes(l.status) ? (
											<IntentButton intent="mark_sold" listingId={l.id} title={l.title} label="Mark Sold" />
										) : null}
										<DeleteForm listingId={l.id} title={l.title} />
									</div>
								</td>
							</tr>
						))}
					</tbody>
				</table>
			) : (
				<p className="empty">No listings yet</p>
			)}
			<Pager tab="listings" page={data.page} pages={data.pages} total={data.total} />
		</>
	)
}
