import { Form, Link } from 'react-router'
import type { OfferSide } from '#app/domain/offers/moves.ts'
import { OFFER_MESSAGE_MAX } from '#app/domain/offers/limits.ts'
import { LISTING_GONE, describeOffer } from '#app/domain/offers/words.ts'
import type { OfferView } from '#app/domain/offers/queries.server.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

/** One answer button: a plain form posted to /offers/:id, which comes back to `back` with a toast. */
function AnswerButton({ offerId, intent, back, label, primary = false }: { offerId: number; intent: 'accept' | 'reject'; back: string; label: string; primary?: boolean }) {
	return (
		<Form method="post" action={`/offers/${offerId}`} preventScrollReset>
			<input type="hidden" name="back" value={back} />
			<button className={primary ? 'btn btn-primary' : 'btn'} type="submit" name="intent" value={intent}>
				{label}
			</button>
		</Form>
	)
}

/** The seller's counter: a new amount and, optionally, a message, behind a disclosure. */
function CounterForm({ offerId, back }: { offerId: number; back: string }) {
	const t = useT()
	const id = `counter-${offerId}`
	return (
		<details>
			<summary className="btn">{t('Counter')}</summary>
			<Form method="post" action={`/offers/${offerId}`} preventScrollReset>
				<input type="hidden" name="back" value={back} />
				<div className="field">
					<label htmlFor={`${id}-amount`}>{t('Your price (KSh)')}</label>
					<input id={`${id}-amount`} name="amount" type="number" min="1" step="0.01" inputMode="decimal" required />
				</div>
				<div className="field">
					<label htmlFor={`${id}-message`}>{t('Message (optional)')}</label>
					<textarea id={`${id}-message`} name="message" maxLength={OFFER_MESSAGE_MAX} rows={2} />
				</div>
				<button className="btn btn-primary" type="submit" name="intent" value="counter">
					{t('Send counter-offer')}
				</button>
			</Form>
		</details>
	)
}

/**
 * Where an offer stands for one side, what the other said, and, when it is their turn, their answers: the seller
 * accepts, declines or counters; the buyer accepts or declines a counter, or makes a new offer (`newOfferLink`).
 */
export function OfferAnswers({ offer, side, back, newOfferLink = false }: { offer: OfferView; side: OfferSide; back: string; newOfferLink?: boolean }) {
	const t = useT()
	const intl = useIntlLocale()
	const theirWords = side === 'SELLER' ? offer.message : offer.seller_response
	// Sold, expired or taken down while the offer was open: it can only be declined (accept and counter would be refused).
	const listingGone = offer.awaiting !== null && offer.listing_status !== 'PUBLISHED'
	return (
		<div role="group" aria-label={t('Offer {id}', { id: offer.id })}>
			<p>{describeOffer(offer, side, t, intl)}</p>
			{listingGone ? <p className="meta">{`${t(LISTING_GONE)}.`}</p> : null}
			{theirWords ? (
				<p className="meta">
					{t(side === 'SELLER' ? 'Buyer' : 'Seller')}: “{theirWords}”
				</p>
			) : null}
			{offer.awaiting === side ? (
				<div className="row">
					{listingGone ? null : <AnswerButton offerId={offer.id} intent="accept" back={back} label={t('Accept {amount}', { amount: formatKshExact(offer.on_table_cents) })} primary />}
					<AnswerButton offerId={offer.id} intent="reject" back={back} label={t('Decline')} />
					{side === 'SELLER' && !listingGone ? <CounterForm offerId={offer.id} back={back} /> : null}
					{side === 'BUYER' && newOfferLink && !listingGone ? (
						<Link className="btn" to={`/listings/${offer.listing_id}?do=offer`}>
							{t('Make a new offer')}
						</Link>
					) : null}
				</div>
			) : null}
		</div>
	)
}
