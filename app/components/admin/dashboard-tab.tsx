import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { Created, ExpiresText, IntentButton, ItemLink, Price, StatusBadge, type AdminListingRow } from './admin-ui.tsx'

export type DashboardData = {
	cards: { pending: number; active: number; users: number; sold: number }
	recent: AdminListingRow[]
	expiringSoon: AdminListingRow[]
}

export function DashboardTab({ data, now }: { data: DashboardData; now: number }) {
	const t = useT()
	const locale = useIntlLocale()
	const cards = [
		{ label: 'Pending listings', value: data.cards.pending },
		{ label: 'Active listings', value: data.cards.active },
		{ label: 'Total users', value: data.cards.users },
		{ label: 'Items sold', value: data.cards.sold },
	]
	return (
		<>
			<h2 className="sr-only">{t('Dashboard')}</h2>
			<ul className="admin-cards">
				{cards.map((card) => (
					<li key={card.label}>
						<strong>{card.value.toLocaleString(locale)}</strong>
						<span className="muted">{t(card.label)}</span>
					</li>
				))}
			</ul>
			<div className="admin-columns">
				<section className="panel" aria-labelledby="recent-h">
					<h3 id="recent-h">{t('Recent Activity')}</h3>
					{data.recent.length ? (
						<ul className="admin-list">
							{data.recent.map((l) => (
								<li key={l.id}>
									<ItemLink listing={l} />
									<div className="row">
										<StatusBadge status={l.status} />
										<span className="muted">
											<Price cents={l.price_cents} /> · <Created iso={l.created_at} />
										</span>
									</div>
								</li>
							))}
						</ul>
					) : (
						<p className="muted">{t('No listings yet')}</p>
					)}
				</section>
				<section className="panel" aria-labelledby="expiring-h">
					<h3 id="expiring-h">{t('Expiring Soon')}</h3>
					{data.expiringSoon.length ? (
						<ul className="admin-list">
							{data.expiringSoon.map((l) => (
								<li key={l.id}>
									<ItemLink listing={l} />
									<div className="row">
										<StatusBadge status={l.status} />
										<ExpiresText listing={l} now={now} />
										<IntentButton intent="expire" listingId={l.id} title={l.title} label={t('Mark Expired')} />
									</div>
								</li>
							))}
						</ul>
					) : (
						<p className="muted">{t('Nothing expires in the next 2 days')}</p>
					)}
				</section>
			</div>
		</>
	)
}
