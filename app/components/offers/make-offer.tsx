import { Link, useActionData, useFetcher, useLocation, useSearchParams } from 'react-router'
import type { OfferView } from '#app/domain/offers/queries.server.ts'
import { OFFER_MESSAGE_MAX } from '#app/domain/offers/limits.ts'
import { useT } from '#app/i18n/use-t.ts'
import { lazy, Suspense } from 'react'
import { ErrorList } from '../forms.tsx'

/** Only a buyer who has made an offer here sees where it stands: the code comes for them alone. */
const OfferAnswers = lazy(() => import('./offer-answers.tsx').then((m) => ({ default: m.OfferAnswers })))

/** What the listing page's action answers to a Make Offer it refused: the messages and what was typed. */
export type OfferFormReply = {
	intent: 'offer'
	error: Record<string, string[] | null> | null
	initialValue: { amount: string; message: string }
}

function isOfferReply(value: unknown): value is OfferFormReply {
	return typeof value === 'object' && value !== null && (value as { intent?: unknown }).intent === 'offer'
}

/**
 * Make Offer on a listing (spec 1 §2, §5): a disclosure with the amount and an optional message, posted to the listing
 * page's action, so it works without JavaScript; with it, a fetcher keeps the page. Above it, the buyer's latest offer
 * here and, when the seller countered, the answers to it. Signed out, the action sends the visitor to log in and back
 * with `?do=offer`: the form is then open with the amount focused.
 */
export function MakeOffer({ listingId, offer }: { listingId: number; offer?: OfferView | null }) {
	const t = useT()
	const fetcher = useFetcher<OfferFormReply>()
	const pageReply = useActionData()
	const reply = fetcher.data ?? (isOfferReply(pageReply) ? pageReply : undefined)
	const [params] = useSearchParams()
	const location = useLocation()
	const wanted = params.get('do') === 'offer'
	const back = new URLSearchParams(location.search)
	back.delete('do')
	const backTo = location.pathname + (back.size ? `?${back}` : '')
	const amountErrors = reply?.error?.amount
	const open = offer?.stage === 'AWAITING_SELLER' || offer?.stage === 'AWAITING_BUYER'
	return (
		<div>
			{offer ? (
				<Suspense>
					<OfferAnswers offer={offer} side="BUYER" back={backTo} />
				</Suspense>
			) : null}
			<details key={offer?.id ?? 0} open={wanted || !!reply?.error}>
				<summary className="btn">{open ? t('Make a new offer') : t('Make Offer')}</summary>
				<fetcher.Form method="post" action={`/listings/${listingId}`}>
					<input type="hidden" name="intent" value="offer" />
					<input type="hidden" name="back" value={backTo} />
					<div className="field">
						<label htmlFor="offer-amount">{t('Your offer (KSh)')}</label>
						<input
							id="offer-amount"
							name="amount"
							type="number"
							min="1"
							step="0.01"
							inputMode="decimal"
							required
							// A refused offer, posted without JavaScript, comes back with the page at this field (an error is in sight).
							autoFocus={wanted || !!reply?.error}
							defaultValue={reply?.initialValue.amount}
							aria-invalid={amountErrors?.length ? true : undefined}
							aria-describedby={amountErrors?.length ? 'offer-amount-error' : undefined}
						/>
						<ErrorList id="offer-amount-error" errors={amountErrors} />
					</div>
					<div className="field">
						<label htmlFor="offer-message">{t('Message (optional)')}</label>
						<textarea id="offer-message" name="message" maxLength={OFFER_MESSAGE_MAX} rows={3} defaultValue={reply?.initialValue.message} />
						<ErrorList id="offer-message-error" errors={reply?.error?.message} />
					</div>
					<ErrorList id="offer-error" errors={reply?.error?.['']} />
					<button className="btn btn-primary" type="submit" disabled={fetcher.state !== 'idle'}>
						{t('Send offer')}
					</button>
				</fetcher.Form>
			</details>
			{offer ? (
				<p>
					<Link to="/my-offers">{t('All your offers')}</Link>
				</p>
			) : null}
		</div>
	)
}
