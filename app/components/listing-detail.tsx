import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { StatusBadge } from './status-badge.tsx'
import { formatCondition, formatDate, formatKsh } from '#app/utils/format.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { Photo } from './photo.tsx'
import { ShareMenu } from './share-menu.tsx'
import { SaveToggle } from './save-toggle.tsx'
import { ContactSeller, type ContactReply } from './contact-seller.tsx'
import { MakeOffer } from './offers/make-offer.tsx'
import { MessageSeller } from './conversations/message-seller.tsx'
import type { ListingMessaging } from '#app/domain/conversations/listing-messaging.server.ts'
import type { OfferView } from '#app/domain/offers/queries.server.ts'
import { RateSeller, ReportListing, type FeedbackReply } from './listing-feedback.tsx'
import { RATE_NEEDS_CONTACT } from '#app/domain/trust/feedback-fields.ts'
import { BUYER_WARNING } from '#app/domain/trust/fraud/buyer-warning.ts'
import { PhoneMark, TeamCheckMark } from './trust-marks.tsx'

export type DetailListing = {
	id: number
	seller_id: number
	title: string
	description: string
	category: string
	price_cents: number
	location: string
	condition: string
	reason: string
	status: string
	/** The fee: an approved listing whose fee is paid waits for its seller's phone, not for a payment. */
	payment_status: string
	created_at: string
	published_date: string | null
	/** In full for the seller and admins, else masked: the server decides (sellerPhoneFor). */
	seller_phone: string
	seller_name: string | null
	seller_since: string
	seller_verified: number
	seller_phone_verified: number
	photos: { id: number; cloudinary_id: string; is_primary: boolean }[]
	rating: { average: number | null; count: number }
	/** Only for a signed-in viewer: a visitor's page is the same for everyone. */
	saved?: boolean
}

/** Only a signed-in viewer whose phone waits for its code sees the code box: the code comes for them alone. */
const VerifyPhoneBox = lazy(() => import('./verify-phone-box.tsx').then((m) => ({ default: m.VerifyPhoneBox })))

/** Photos in gallery order: the cover (primary) first. */
function galleryOrder(photos: DetailListing['photos']) {
	return [...photos].sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
}

/** Everything about one listing (spec 1 §2 "Listing detail"): the listing page and the home page's dialog. */
export function ListingDetail({
	listing,
	shareUrl,
	headingId,
	canEdit = false,
	contact,
	feedback,
	myReview,
	canRate = true,
	offerPanel,
	messaging,
	warning,
	verifyPhone,
}: {
	listing: DetailListing
	shareUrl: string
	headingId?: string
	/** Whether the viewer may edit it now (its seller or an admin, and not sold): the server decides (sellerActions). */
	canEdit?: boolean
	/** The answer to a Contact posted without JavaScript. */
	contact?: ContactReply
	/** A Rate or Report refused, posted without JavaScript. */
	feedback?: FeedbackReply
	/** The signed-in viewer's own review of this listing. */
	myReview?: { rating: number; comment: string } | null
	/** Whether the viewer may rate the seller (a signed-in buyer only after a contact or an offer); the dialog leaves it out. */
	canRate?: boolean
	/** Whether the viewer may offer (not on their own listing) and their latest offer here; the dialog leaves it out. */
	offerPanel?: { canOffer: boolean; latest: OfferView | null }
	/** Whether the seller talks in Soko only, and the viewer's conversation about the listing. */
	messaging?: ListingMessaging
	/** Why buyers should take care with this listing (fraud/buyer-warning.ts); none for most. */
	warning?: { reasons: string[] } | null
	/** The viewer's phone while they must verify it: the code box stands where Message seller and Make Offer would. */
	verifyPhone?: { phone: string } | null
}) {
	const photos = galleryOrder(listing.photos)
	const location = useLocation()
	const t = useT()
	const locale = useIntlLocale()
	const posted = formatDate(listing.published_date ?? listing.created_at, locale)
	// Not the viewer's own listing (the server says so through the offer panel; a visitor is asked to sign in).
	const othersListing = listing.status === 'PUBLISHED' && (offerPanel?.canOffer ?? true)
	return (
		<article className="detail">
			<div>
				{photos.length ? (
					// Focusable, so a keyboard reaches it and its arrow keys scroll it from photo to photo (no script needed).
					<ul className="gallery" aria-label={t('{count} photos', { count: photos.length })} tabIndex={photos.length > 1 ? 0 : undefined}>
						{photos.map((p, i) => (
							<li key={p.id}>
								<Photo id={p.cloudinary_id} alt={t('{title}, photo {n} of {count}', { title: listing.title, n: i + 1, count: photos.length })} variants={['whole', 'whole2x']} sizes="(min-width: 860px) 640px, 100vw" eager={i === 0} />
								{listing.status === 'SOLD' ? <span className="sold">{t('SOLD')}</span> : null}
								{photos.length > 1 ? (
									<span className="photo-count" aria-hidden="true">
										{i + 1}/{photos.length}
									</span>
								) : null}
							</li>
						))}
					</ul>
				) : (
					<div className="card">
						<div className="pic">
							<Photo id={null} alt="" variants={['gallery']} sizes="100vw" />
						</div>
					</div>
				)}
			</div>
			{/* What the item is comes first in the page (a text browser or screen reader reads the description before any
			    form); CSS shows the seller and the buttons above the description, on a phone's first screen. */}
			<div className="detail-info">
				<div>
					<p className="row">
						<span className="badge">{t(formatCondition(listing.condition))}</span>{' '}
						<span className="badge">{t(categoryLabel(listing.category))}</span>
						{listing.status !== 'PUBLISHED' ? (
							<>
								{' '}
								<StatusBadge status={listing.status} waitingForPhone={listing.payment_status === 'COMPLETED' && listing.seller_phone_verified !== 1} />
							</>
						) : null}
					</p>
					<h1 id={headingId}>{listing.title}</h1>
					{/* Photo, price, title, town and Contact on a phone's first screen; the details follow. */}
					<p className="headline">
						<span className="price">{formatKsh(listing.price_cents)}</span>{' '}
						<span className="meta">
							{t('{location} · posted {date}', { location: listing.location, date: posted })}
						</span>
					</p>
					{warning ? (
						<p className="notice" role="note">
							<strong>{`${t(BUYER_WARNING)}.`}</strong>
							{` ${warning.reasons.map((r) => t(r)).join('. ')}.`}
						</p>
					) : null}
				</div>
				<div className="detail-about">
					<h2>{t('Description')}</h2>
					<p style={{ whiteSpace: 'pre-line' }}>{listing.description}</p>
					{listing.reason ? (
						<>
							<h2>{t('Reason for selling')}</h2>
							<p>{listing.reason}</p>
						</>
					) : null}
					<h2>{t('Details')}</h2>
					<dl className="facts">
						<dt>{t('Location')}</dt>
						<dd>{listing.location}</dd>
						<dt>{t('Posted')}</dt>
						<dd>{posted}</dd>
						<dt>{t('Condition')}</dt>
						<dd>{t(formatCondition(listing.condition))}</dd>
					</dl>
				</div>
				<section className="panel seller-panel" aria-label={t('Seller')}>
					{/* The team's check beside the heading: the name's line has no room for it on a phone. */}
					<div className="trust-marks">
						<h2>{t('Seller')}</h2>
						{listing.seller_verified ? <TeamCheckMark /> : null}
					</div>
					<p>
						<strong>
							<a className="seller-link" href={`/sellers/${listing.seller_id}`}>
								{listing.seller_name ?? listing.seller_phone}
							</a>
						</strong>
					</p>
					<p className="meta">
						{listing.rating.count
							? `★ ${listing.rating.average} (${t(listing.rating.count === 1 ? '{count} review' : '{count} reviews', { count: listing.rating.count })})`
							: t('No reviews yet')}
						{' · '}
						{t('Member since {date}', { date: formatDate(listing.seller_since, locale) })}
					</p>
					{/* Whether the number buyers call is the seller's own, said beside it. */}
					<p className="meta">
						{`${t('Phone: {phone}', { phone: listing.seller_phone })} · `}
						<PhoneMark verified={listing.seller_phone_verified === 1} besideNumber />
					</p>
					{listing.status === 'PUBLISHED' && !(othersListing && messaging?.sokoOnly) ? <ContactSeller listingId={listing.id} reply={contact} /> : null}
					{othersListing && verifyPhone ? (
						<Suspense>
							<VerifyPhoneBox redirectTo={`${location.pathname}${location.search}`} phone={verifyPhone.phone} />
						</Suspense>
					) : null}
					{othersListing && !verifyPhone ? <MessageSeller listingId={listing.id} messaging={messaging} /> : null}
					{othersListing && !verifyPhone ? <MakeOffer listingId={listing.id} offer={offerPanel?.latest} /> : null}
					{listing.status !== 'PUBLISHED' ? null : canRate ? (
						<RateSeller listingId={listing.id} sellerId={listing.seller_id} reply={feedback} review={myReview} />
					) : (
						<p className="meta">{t(RATE_NEEDS_CONTACT)}</p>
					)}
				</section>
				<div className="row" style={{ marginTop: 12 }}>
					{listing.status === 'PUBLISHED' ? <SaveToggle listingId={listing.id} title={listing.title} saved={listing.saved} /> : null}
					<ShareMenu url={shareUrl} title={listing.title} description={listing.description} listingId={listing.id} />
					{canEdit ? (
						<a className="btn" href={`/listings/${listing.id}/edit`}>
							{t('Edit')}
						</a>
					) : null}
				</div>
				<div className="detail-end">
					{listing.status === 'PUBLISHED' ? <ReportListing listingId={listing.id} sellerId={listing.seller_id} reply={feedback} /> : null}
					<aside className="notice" style={{ marginTop: 12 }}>
						<strong>{t('Stay safe:')}</strong> {t('meet in a busy public place, check the item before you pay, and never send M-PESA before you have seen it.')}{' '}
						<a href="/safety-guide">{t('Read the safety guide')}</a>.
					</aside>
				</div>
			</div>
		</article>
	)
}
