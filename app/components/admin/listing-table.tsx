import type { ReactNode } from 'react'
import { Created, ExpiresText, ItemLink, Price, StatusBadge, type AdminListingRow } from './admin-ui.tsx'

/**
 * The admin's table of listings (Listings and Moderation tabs): Item, Seller ID, Price, Status, Created, Expires when
 * `now` is given, and the actions each row allows. On phones each row becomes a card (data-label, see app.css).
 */
export function AdminListingTable({
	rows,
	now,
	empty,
	actions,
}: {
	rows: AdminListingRow[]
	now?: number
	empty: string
	actions: (listing: AdminListingRow) => ReactNode
}) {
	if (!rows.length) return <p className="empty">{empty}</p>
	return (
		<table className="admin-table">
			<thead>
				<tr>
					<th scope="col">Item</th>
					<th scope="col">Seller ID</th>
					<th scope="col">Price</th>
					<th scope="col">Status</th>
					<th scope="col">Created</th>
					{now === undefined ? null : <th scope="col">Expires</th>}
					<th scope="col">Actions</th>
				</tr>
			</thead>
			<tbody>
				{rows.map((l) => (
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
						{now === undefined ? null : (
							<td data-label="Expires">
								<ExpiresText listing={l} now={now} />
							</td>
						)}
						<td data-label="Actions">
							<div className="admin-actions">{actions(l)}</div>
						</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}
