import { Link } from 'react-router'
import type { Route } from './+types/seller'
import { sellerPage } from '#app/domain/trust/seller-page.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { ListingGrid } from '#app/components/listing-card.tsx'

export const meta: Route.MetaFunction = ({ data }) =>
	data
		? [
				{ title: `${data.seller.name} · Seller on Soko` },
				{
					name: 'description',
					content: `${data.seller.name} sells on Soko: ${data.listingsTotal} listing${data.listingsTotal === 1 ? '' : 's'} for sale, ${data.rating.count ? `rated ${data.rating.average} out of 5` : 'no reviews yet'}.`,
				},
			]
		: [{ title: '404 Page Not Found · Soko' }]

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const id = Number(params.id)
	const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
	const data = /^\d+$/.test(params.id) && Number.isSafeInteger(id) ? await sellerPage(context.db, { sellerId: id, page }) : undefined
	if (!data) throw new Response('Not Found', { status: 404 })
	return data
}

/** ★★★★☆ for 4, read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
	const whole = Math.round(rating)
	return (
		<span className="star-line" role="img" aria-label={`${rating} out of 5 stars`}>
			{'★'.repeat(whole) + '☆'.repeat(5 - whole)}
		</span>
	)
}

/** A seller's public page: what a buyer checks before meeting them and paying. */
export default function SellerPage({ loaderData }: Route.ComponentProps) {
	const { seller, rating, breakdown, reviews, listings, listingsTotal, soldCount, page, pages } = loaderData
	return (
		<>
			<section className="panel seller-head">
				<h1>{seller.name}</h1>
				<p className="meta">
					{seller.verified ? 'Verified · ' : ''}Member since {formatDate(seller.since)}
				</p>
				<p>
					{rating.average !== null ? (
						<>
							<Stars rating={rating.average} /> <strong>{rating.average}</strong> out of 5 · {rating.count} review{rating.count === 1 ? '' : 's'}
						</>
					) : (
						'No reviews yet'
					)}
				</p>
				<p className="meta">
					{listingsTotal} listing{listingsTotal === 1 ? '' : 's'} for sale · {soldCount} sold
				</p>
			</section>
			<h2>Reviews</h2>
			{reviews.length ? (
				<>
					<ul className="rating-bars" aria-label="Reviews by stars">
						{breakdown.map((b) => (
							<li key={b.stars}>
								<span>{b.stars} ★</span>
								<meter min={0} max={rating.count} value={b.count} aria-label={`${b.stars} star${b.stars === 1 ? '' : 's'}`} />
								<span>{b.count}</span>
							</li>
						))}
					</ul>
					<ul className="reviews">
						{reviews.map((r) => (
							<li key={r.id}>
								<p>
									<Stars rating={r.rating} />
								</p>
								{r.comment ? <p style={{ whiteSpace: 'pre-line' }}>{r.comment}</p> : null}
								<p className="meta">
									{r.listing ? (
										<>
											On <Link to={`/listings/${r.listing.id}`}>{r.listing.title}</Link>
										</>
									) : (
										'On a listing no longer for sale'
									)}{' '}
									·{' '}
									<time dateTime={r.date}>{formatDate(r.date)}</time>
								</p>
							</li>
						))}
					</ul>
				</>
			) : (
				<p className="empty">No reviews yet</p>
			)}
			<h2>Listings for sale</h2>
			{listings.length ? <ListingGrid listings={listings} /> : <p className="empty">No listings for sale right now.</p>}
			{pages > 1 ? (
				<nav className="pager" aria-label="Pages">
					{page > 1 ? (
						<Link className="btn" rel="prev" to={page === 2 ? '?' : `?page=${page - 1}`}>
							Previous
						</Link>
					) : null}
					<span className="meta">
						Page {page} of {pages}
					</span>
					{page < pages ? (
						<Link className="btn" rel="next" to={`?page=${page + 1}`}>
							Next
						</Link>
					) : null}
				</nav>
			) : null}
		</>
	)
}
