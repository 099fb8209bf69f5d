import { Link } from 'react-router'
import type { Route } from './+types/my-offers'
import { requireUser } from '#app/utils/auth.server.ts'
import { sentOffers } from '#app/domain/offers/offer-queries.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { OfferAnswers } from '#app/components/offers/offer-answers.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'My Offers · Soko' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	return { offers: await sentOffers(context.db, { buyerId: user.id }) }
}

/** The offers a user made, newest first: where each stands, the seller's answers, and theirs to give. */
export default function MyOffers({ loaderData }: Route.ComponentProps) {
	const { offers } = loaderData
	return (
		<>
			<h1>My Offers</h1>
			{offers.length ? (
				<ul className="list">
					{offers.map((offer) => (
						<li key={offer.id}>
							<article className="panel" style={{ flex: 1 }}>
								<h2 className="h3">
									{/* Only a published listing has a page a buyer can open. */}
									{offer.listing_status === 'PUBLISHED' ? <Link to={`/listings/${offer.listing_id}`}>{offer.listing_title}</Link> : offer.listing_title}
								</h2>
								<p className="meta">Made {formatDate(offer.created_at)}</p>
								<OfferAnswers offer={offer} side="BUYER" back="/my-offers" newOfferLink />
							</article>
						</li>
					))}
				</ul>
			) : (
				<div className="empty">
					<p>You have not made any offers yet.</p>
					<Link className="btn btn-primary" to="/browse">
						Browse items
					</Link>
				</div>
			)}
		</>
	)
}
