import { Form } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { REPORT_REASON_LABELS } from '#app/domain/trust/feedback-fields.ts'
import type { ReportedListing } from '#app/domain/trust/open-reports.server.ts'
import { Created, Disclosure, ItemLink, StatusBadge } from './admin-ui.tsx'

export type ReportedListings = { listings: ReportedListing[]; total: number }

/** Resolve or dismiss all of a listing's open reports, with a note for the moderation log. */
function SettleForm({ listingId, title, outcome }: { listingId: number; title: string; outcome: 'resolve' | 'dismiss' }) {
	const t = useT()
	const id = `${outcome}-reports-${listingId}`
	return (
		<Disclosure label={outcome === 'resolve' ? t('Resolve') : t('Dismiss')} title={t('reports on {title}', { title })}>
			<Form method="post" className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value={`${outcome}_reports`} />
				<input type="hidden" name="listingId" value={listingId} />
				<label htmlFor={id}>{t('Note (optional)')}</label>
				<input id={id} name="notes" maxLength={500} />
				<button className={outcome === 'resolve' ? 'btn btn-primary' : 'btn'} type="submit">
					{outcome === 'resolve' ? t('Resolve reports') : t('Dismiss reports')}
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
	const t = useT()
	return (
		<>
			<h2>{t('Reported Listings')}</h2>
			{data.listings.length ? (
				<table className="admin-table">
					<thead>
						<tr>
							<th scope="col">{t('Item')}</th>
							<th scope="col">{t('Status')}</th>
							<th scope="col">{t('Reports')}</th>
							<th scope="col">{t('Reasons')}</th>
							<th scope="col">{t('Last report')}</th>
							<th scope="col">{t('Actions')}</th>
						</tr>
					</thead>
					<tbody>
						{data.listings.map(({ listing, count, reasons, descriptions, last_reported_at }) => (
							<tr key={listing.id}>
								<td data-label={t('Item')}>
									<ItemLink listing={listing} />
								</td>
								<td data-label={t('Status')}>
									<StatusBadge status={listing.status} />
								</td>
								<td data-label={t('Reports')}>{count}</td>
								<td data-label={t('Reasons')}>
									{reasons.map((r) => `${t(REPORT_REASON_LABELS[r.reason])}${r.count > 1 ? ` ×${r.count}` : ''}`).join(', ')}
									{descriptions.length ? (
										<details>
											<summary>{t('What reporters said ({count})', { count: descriptions.length })}</summary>
											<ul>
												{descriptions.map((d) => (
													<li key={d.id}>
														<strong>{t(REPORT_REASON_LABELS[d.reason])}:</strong> {d.description}
													</li>
												))}
											</ul>
										</details>
									) : null}
								</td>
								<td data-label={t('Last report')}>
									<Created iso={last_reported_at} />
								</td>
								<td data-label={t('Actions')}>
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
				<p className="empty">{t('No open reports')}</p>
			)}
			{data.total > data.listings.length ? (
				<p className="muted">
					{t('Showing the {shown} most reported of {total} listings with open reports.', { shown: data.listings.length, total: data.total })}
				</p>
			) : null}
		</>
	)
}
