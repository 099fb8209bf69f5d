import { useT } from '#app/i18n/use-t.ts'
import { DeleteForm, IntentButton, Pager, RejectForm, type AdminListingRow } from './admin-ui.tsx'
import { AdminListingTable } from './listing-table.tsx'
import { canTake } from '#app/domain/listings/lifecycle.ts'

export type ListingsPage = { rows: AdminListingRow[]; total: number; page: number; pages: number }

/** Listings tab: every listing, newest first, with the moderation actions the transition table allows from its status. */
export function ListingsTab({ data, now }: { data: ListingsPage; now: number }) {
	const t = useT()
	return (
		<>
			<h2>{t('All Listings')}</h2>
			<AdminListingTable
				rows={data.rows}
				now={now}
				empty={t('No listings yet')}
				actions={(l) => (
					<>
						{canTake('approve', l.status) ? <IntentButton intent="approve" listingId={l.id} title={l.title} label={t('Approve')} className="btn btn-primary" /> : null}
						{canTake('reject', l.status) ? <RejectForm listingId={l.id} title={l.title} /> : null}
						{canTake('mark_sold', l.status) ? <IntentButton intent="mark_sold" listingId={l.id} title={l.title} label={t('Mark Sold')} /> : null}
						<DeleteForm listingId={l.id} title={l.title} />
					</>
				)}
			/>
			<Pager tab="listings" page={data.page} pages={data.pages} total={data.total} />
		</>
	)
}
