import { useT } from '#app/i18n/use-t.ts'
import { DeleteForm, IntentButton, Pager, RejectForm, type AdminListingRow } from './admin-ui.tsx'
import { AdminListingTable } from './listing-table.tsx'

export type ListingsPage = { rows: AdminListingRow[]; total: number; page: number; pages: number }

const SELLABLE = ['APPROVED', 'PUBLISHED']

/** Listings tab: every listing, newest first, with the moderation actions its status allows. */
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
						{l.status === 'PENDING_APPROVAL' ? (
							<>
								<IntentButton intent="approve" listingId={l.id} title={l.title} label={t('Approve')} className="btn btn-primary" />
								<RejectForm listingId={l.id} title={l.title} />
							</>
						) : null}
						{SELLABLE.includes(l.status) ? <IntentButton intent="mark_sold" listingId={l.id} title={l.title} label={t('Mark Sold')} /> : null}
						<DeleteForm listingId={l.id} title={l.title} />
					</>
				)}
			/>
			<Pager tab="listings" page={data.page} pages={data.pages} total={data.total} />
		</>
	)
}
