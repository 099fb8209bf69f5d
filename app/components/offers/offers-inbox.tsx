import { Link } from 'react-router'
import type { OfferView } from '#app/domain/offers/queries.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { OfferAnswers } from './offer-answers.tsx'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

/** The seller dashboard's Offers section: offers on the seller's listings, those awaiting an answer first. */
export function OffersInbox({ offers }: { offers: OfferView[] }) {
	const t = useT()
	const locale = useIntlLocale()
	return (
		<section id="offers" aria-labelledby="offers-title">
			<h2 id="offers-title">{t('Offers')}</h2>
			{offers.length ? (
				<ul className="list">
					{offers.map((offer) => (
						<li key={offer.id}>
							<article className="panel" style={{ flex: 1 }}>
								<h3 className="h3">
									<Link to={`/listings/${offer.listing_id}`}>{offer.listing_title}</Link>
								</h3>
								<p className="meta">
									{t('From {phone}', { phone: offer.buyer_phone })} · {formatDate(offer.created_at, locale)}
								</p>
								<OfferAnswers offer={offer} side="SELLER" back="/seller-dashboard#offers" />
							</article>
						</li>
					))}
				</ul>
			) : (
				<p className="muted">{t('No offers yet. Offers buyers make on your listings appear here.')}</p>
			)}
		</section>
	)
}
