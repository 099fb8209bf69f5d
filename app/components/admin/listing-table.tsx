import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { localizeAgo } from '#app/utils/format.ts'
import { Photo } from '../photo.tsx'
import { RiskBadge } from './risk-badge.tsx'
import { Created, ExpiresText, ItemLink, Price, StatusBadge, type AdminListingRow } from './admin-ui.tsx'

/**
 * The admin's table of listings (Listings and Moderation tabs): Item (with its photo), Seller (name, account age),
 * Price, Status (and paid or not), Created, the fraud Risk when `showRisk`, Expires when
 * `now` is given, and the actions each row allows. On phones each row becomes a card (data-label, see app.css).
 */
export function AdminListingTable({
	rows,
	now,
	empty,
	actions,
	showRisk = false,
}: {
	rows: AdminListingRow[]
	now?: number
	empty: string
	showRisk?: boolean
	actions: (listing: AdminListingRow) => ReactNode
}) {
	const t = useT()
	const locale = useIntlLocale()
	if (!rows.length) return <p className="empty">{empty}</p>
	return (
		<table className="admin-table">
			<thead>
				<tr>
					<th scope="col">{t('Item')}</th>
					<th scope="col">{t('Seller')}</th>
					<th scope="col">{t('Price')}</th>
					<th scope="col">{t('Status')}</th>
					<th scope="col">{t('Created')}</th>
					{showRisk ? <th scope="col">{t('Risk')}</th> : null}
					{now === undefined ? null : <th scope="col">{t('Expires')}</th>}
					<th scope="col">{t('Actions')}</th>
				</tr>
			</thead>
			<tbody>
				{rows.map((l) => (
					<tr key={l.id}>
						<td data-label={t('Item')}>
							<span className="admin-item">
								{l.cover !== undefined ? <Photo id={l.cover} alt="" variants={['card']} sizes="72px" /> : null}
								<ItemLink listing={l} />
							</span>
						</td>
						<td data-label={t('Seller')}>
							{l.seller_name ? (
								<>
									<Link to={`/sellers/${l.seller_id}`}>{l.seller_name}</Link>
									<span className="meta"> · {t('joined {since}', { since: localizeAgo(l.seller_since ?? '', locale) })}</span>
								</>
							) : (
								l.seller_id
							)}
						</td>
						<td data-label={t('Price')}>
							<Price cents={l.price_cents} />
						</td>
						<td data-label={t('Status')}>
							<StatusBadge status={l.status} />{' '}
							<span className={`badge ${l.payment_status === 'COMPLETED' ? 'paid' : 'unpaid'}`}>{l.payment_status === 'COMPLETED' ? t('Paid') : t('Not paid')}</span>
						</td>
						<td data-label={t('Created')}>
							<Created iso={l.created_at} />
						</td>
						{showRisk ? (
							<td data-label={t('Risk')}>{l.risk ? <RiskBadge level={l.risk.level} score={l.risk.score} /> : <span className="muted">{t('Not assessed')}</span>}</td>
						) : null}
						{now === undefined ? null : (
							<td data-label={t('Expires')}>
								<ExpiresText listing={l} now={now} />
							</td>
						)}
						<td data-label={t('Actions')}>
							<div className="admin-actions">{actions(l)}</div>
						</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}
