import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatCondition, formatKsh, localizeAgo } from '#app/utils/format.ts'
import { CARD_VARIANTS } from '#app/utils/photo-url.ts'
import { Photo } from './photo.tsx'
import { SaveToggle } from './save-toggle.tsx'
import type { CardListing } from '#app/domain/listings/cards.ts'

/**
 * The width a card's photo is drawn at, for `sizes` (app.css), written short (it is in every card): on a phone (< 600
 * px, 12 px margins) two cards a row 8 px apart, or one a row, or 40% of the row in the list; wider, 2 columns to 753
 * px, then about a third of the screen, 260 px from 1,000 px (3 or 4 columns within 1,120 px).
 */
const WIDER = '(max-width:753px) calc(50vw - 24px),(max-width:999px) 33vw,260px'
const SIZES = {
	twoUp: `(max-width:599px) calc(50vw - 16px),${WIDER}`,
	oneUp: `(max-width:599px) calc(100vw - 24px),${WIDER}`,
	list: '(max-width:599px) calc(40vw - 10px),(max-width:1119px) 40vw,436px',
}

/**
 * The listing card of spec 1 §2, one tap target (the title's link covers it): photo, condition, title, description, KSh
 * price, and where and when it was posted -- what a buyer scans for (issue 8; the seller is on the listing page).
 * `children` add to its text (e.g. why it is recommended).
 */
export function ListingCard({
	listing,
	eager = false,
	layout = 'oneUp',
	children,
}: {
	listing: CardListing
	eager?: boolean
	layout?: keyof typeof SIZES
	children?: ReactNode
}) {
	const t = useT()
	const locale = useIntlLocale()
	return (
		<article className="card">
			<div className="pic">
				<Photo id={listing.cover} alt="" variants={CARD_VARIANTS} sizes={SIZES[layout]} eager={eager} />
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
		// `two-up`: two cards a row on a phone, each photo, price, title (two lines) and town, so four fit its first screen.
		<ul className={view === 'grid' ? 'grid two-up' : 'list'}>
			{listings.map((l, i) => (
				<li key={l.id}>
					<ListingCard listing={l} eager={i < eagerCount} layout={view === 'grid' ? 'twoUp' : 'list'} />
				</li>
			))}
		</ul>
	)
}
