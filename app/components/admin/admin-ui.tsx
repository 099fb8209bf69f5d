import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { formatDate, formatDateTime, formatKsh } from '#app/utils/format.ts'
import type { AdminListingRow as ListingRow } from '#app/domain/admin/listings.server.ts'

/** Small building blocks of the /admin tabs. Every form posts to /admin (same query) with an `intent`. */

export type AdminListingRow = ListingRow & {
	/** The Listings and Moderation tabs' rows also say what a moderator weighs at a glance. */
	cover?: string | null
	seller_name?: string
	seller_since?: string
	/** The listing's fraud assessment (fraud_alerts), null when never assessed. */
	risk?: { level: string; score: number } | null
}

export const ACCESS_DENIED = 'Access Denied - You need admin privileges to access this page.'

export type AdminTab = 'dashboard' | 'listings' | 'moderation' | 'payment-fixer'

const DAY_MS = 86_400_000
const LIVE = ['APPROVED', 'PUBLISHED']

/** A listing's or payment's status as the database names it ("PENDING APPROVAL"), in the page's language. */
export function StatusBadge({ status }: { status: string }) {
	const t = useT()
	return <span className={`badge status-${status}`}>{t(status.replace(/_/g, ' '), undefined, 'status')}</span>
}

/** "3 days left", or "Expired" at 0 days or less (spec 2 §4); flagged at 2 days or fewer for live listings. */
export function ExpiresText({ listing, now }: { listing: AdminListingRow; now: number }) {
	const t = useT()
	if (listing.status === 'EXPIRED') return <span className="expired">{t('Expired')}</span>
	if (!listing.expires_at) return <span className="muted">—</span>
	const days = Math.ceil((Date.parse(listing.expires_at) - now) / DAY_MS)
	if (days <= 0) return <span className="expired">{t('Expired')}</span>
	const soon = days <= 2 && LIVE.includes(listing.status)
	return <span className={soon ? 'expiring' : undefined}>{days === 1 ? t('{days} day left', { days }) : t('{days} days left', { days })}</span>
}

export function ItemLink({ listing }: { listing: { id: number; title: string } }) {
	return <Link to={`/listings/${listing.id}`}>{listing.title}</Link>
}

export function Price({ cents }: { cents: number }) {
	return <>{formatKsh(cents)}</>
}

/** `23 Nov 2026, 19:05` in the page's language, for the rows of a table. */
export function useDateTime() {
	const locale = useIntlLocale()
	return (iso: string) => formatDateTime(iso, locale)
}

/** A moment to the minute (a log's, a message's), in the page's language. */
export function When({ iso }: { iso: string }) {
	return <time dateTime={iso}>{useDateTime()(iso)}</time>
}

export function Created({ iso }: { iso: string }) {
	return <time dateTime={iso}>{formatDate(iso, useIntlLocale())}</time>
}

/** A one-button form: intent + listing id. `label` comes translated; `title` names the listing for screen readers. */
export function IntentButton({
	intent,
	listingId,
	title,
	label,
	className = 'btn',
}: {
	intent: string
	listingId: number
	title: string
	label: string
	className?: string
}) {
	return (
		<Form method="post" className="admin-form">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="listingId" value={listingId} />
			<button className={className} type="submit">
				{label}
				<span className="sr-only"> {title}</span>
			</button>
		</Form>
	)
}

/** A button that opens a small form in place (no JavaScript needed): a reason, notes or a confirmation. */
export function Disclosure({ label, title, danger = false, children }: { label: string; title: string; danger?: boolean; children: ReactNode }) {
	return (
		<details className="admin-more">
			<summary className={`btn${danger ? ' btn-danger' : ''}`}>
				{label}
				<span className="sr-only"> {title}</span>
			</summary>
			{children}
		</details>
	)
}

export function RejectForm({ listingId, title }: { listingId: number; title: string }) {
	const t = useT()
	const id = `reject-${listingId}`
	return (
		<Disclosure label={t('Reject')} title={title}>
			<Form method="post" className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value="reject" />
				<input type="hidden" name="listingId" value={listingId} />
				<label htmlFor={id}>{t('Reason for rejection')}</label>
				<input id={id} name="reason" required maxLength={500} placeholder={t('e.g. The photos don’t show the item')} />
				<button className="btn btn-danger" type="submit">
					{t('Reject listing')}
				</button>
			</Form>
		</Disclosure>
	)
}

export function ApproveForm({ listingId, title }: { listingId: number; title: string }) {
	const t = useT()
	const id = `approve-${listingId}`
	return (
		<Disclosure label={t('Approve')} title={title}>
			<Form method="post" className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value="approve" />
				<input type="hidden" name="listingId" value={listingId} />
				<label htmlFor={id}>{t('Notes (optional)')}</label>
				<input id={id} name="notes" maxLength={500} />
				<button className="btn btn-primary" type="submit">
					{t('Approve listing')}
				</button>
			</Form>
		</Disclosure>
	)
}

/** Delete asks for confirmation: the box must be ticked (checked by the browser and again by the server). */
export function DeleteForm({ listingId, title }: { listingId: number; title: string }) {
	const t = useT()
	const id = `delete-${listingId}`
	return (
		<Disclosure label={t('Delete')} title={title} danger>
			<Form method="post" className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value="delete" />
				<input type="hidden" name="listingId" value={listingId} />
				<p className="admin-check">
					<input id={id} type="checkbox" name="confirm" value="yes" required />
					<label htmlFor={id}>{t('Yes, delete this listing')}</label>
				</p>
				<button className="btn btn-danger" type="submit">
					{t('Delete for good')}
				</button>
			</Form>
		</Disclosure>
	)
}

/** `query` is kept from page to page (the moderation queue's sort). */
export function Pager({ tab, page, pages, total, query = '' }: { tab: AdminTab; page: number; pages: number; total: number; query?: string }) {
	const t = useT()
	const locale = useIntlLocale()
	const href = (p: number) => `/admin?tab=${tab}${query}${p > 1 ? `&page=${p}` : ''}`
	const count = { page, pages, total: total.toLocaleString(locale) }
	return (
		<nav className="pager" aria-label={t('Pages')}>
			{page > 1 ? (
				<Link className="btn" to={href(page - 1)} rel="prev">
					{t('Previous')}
				</Link>
			) : null}
			<span className="muted">{total === 1 ? t('Page {page} of {pages} · {total} listing', count) : t('Page {page} of {pages} · {total} listings', count)}</span>
			{page < pages ? (
				<Link className="btn" to={href(page + 1)} rel="next">
					{t('Next')}
				</Link>
			) : null}
		</nav>
	)
}
