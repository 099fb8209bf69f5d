import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/my-offers'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { sentOffers } from '#app/domain/offers/queries.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { OfferAnswers } from '#app/components/offers/offer-answers.tsx'
import { VerifyPhoneBox } from '#app/components/verify-phone-box.tsx'
import { phoneToVerify } from '#app/domain/accounts/phone-gate.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('My Offers') + ' · Soko' }]

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	return {
		offers: await sentOffers(context.db, { buyerId: user.id }),
		// Accepting the seller's counter waits for a verified phone: the code box is at hand.
		verifyPhone: await phoneToVerify(context.db, context.env, user),
		...(await pageMessages(request, context, ['buyer', 'offers', 'phoneGate'])),
	}
}

/** The offers a user made, newest first: where each stands, the seller's answers, and theirs to give. */
export default function MyOffers({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const intl = useIntlLocale()
	const { offers, verifyPhone } = loaderData
	return (
		<>
			<h1>{t('My Offers')}</h1>
			{verifyPhone ? <VerifyPhoneBox redirectTo="/my-offers" phone={verifyPhone.phone} /> : null}
			{offers.length ? (
				<ul className="list">
					{offers.map((offer) => (
						<li key={offer.id}>
							<article className="panel" style={{ flex: 1 }}>
								<h2 className="h3">
									{/* Only a published listing has a page a buyer can open. */}
									{offer.listing_status === 'PUBLISHED' ? <Link to={`/listings/${offer.listing_id}`}>{offer.listing_title}</Link> : offer.listing_title}
								</h2>
								<p className="meta">{t('Made {date}', { date: formatDate(offer.created_at, intl) })}</p>
								<OfferAnswers offer={offer} side="BUYER" back="/my-offers" newOfferLink />
							</article>
						</li>
					))}
				</ul>
			) : (
				<div className="empty">
					<p>{t('You have not made any offers yet.')}</p>
					<Link className="btn btn-primary" to="/browse">
						{t('Browse items')}
					</Link>
				</div>
			)}
		</>
	)
}
