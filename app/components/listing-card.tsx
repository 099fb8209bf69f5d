import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatCondition, formatKsh, localizeAgo } from '#app/utils/format.ts'
import { Photo } from './photo.tsx'
import { SaveToggle } from './save-toggle.tsx'
import type { CardListing } from '#app/domain/listings/cards.ts'

/**
 * The listing card of spec 1 §2, one tap target (the title's link covers it): photo, condition, title, description, KSh
 * price, and where and when it was posted -- what a buyer scans for (issue 8; the seller is on the listing page).
 * `children` add to its text (e.g. why it is recommended).
 */
export function ListingCard({ listing, eager = false, children }: { listing: CardListing; eager?: boolean; children?: ReactNode }) {
	const t = useT()
	const locale = useIntlLocale()
	return (
		<article className="card">
			<div className="pic">
				<Photo id={listing.cover} alt="" variants={['thumb', 'gallery']} sizes="(min-width: 520px) 260px, 100vw" eager={eager} />
				<span className="badge">{t(formatCondition(listing.condition))}</span>
				{listing.status === 'SOLD' ? <span className="sold">{t('SOLD')}</span> : null}
			</div>
			<div className="body">
				<h3>
					<Link to={`/listings/${listing.id}`}>{listing.title}</Link>
				</h3>
				<p className="desc">{listing.description}</p>
				<span className="price">{formatKsh(listing.price_cents)}</span>
				<p className="meta">
					{listing.location} · {localizeAgo(listing.posted, locale)}
				</p>
				{children}
			</div>
			{/* After the title and price, so a text browser or screen reader meets the item before its Save; CSS puts
			    the heart on the photo. */}
			{listing.status === 'PUBLISHED' || listing.saved ? <SaveToggle listingId={listing.id} title={listing.title} saved={listing.saved} compact /> : null}
		</article>
	)
}

export function ListingGrid({ listings, view = 'grid', eagerCount = 0 }: { listings: CardListing[]; view?: 'grid' | 'list'; eagerCount?: number }) {
	return (
		<ul className={view}>
			{listings.map((l, i) => (
				<li key={l.id}>
					<ListingCard listing={l} eager={i < eagerCount} />
				</li>
			))}
		</ul>
	)
}
