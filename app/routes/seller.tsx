import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Link } from 'react-router'
import type { Route } from './+types/seller'
import { sellerPage } from '#app/domain/trust/seller-page.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { ListingGrid } from '#app/components/listing-card.tsx'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { SellerMarks } from '#app/components/trust-marks.tsx'

/** The page's description, one whole sentence for each case (word order differs in Swahili). */
function describe(rated: boolean, count: number) {
	if (rated) return count === 1 ? '{name} sells on Soko: {count} listing for sale, rated {average} out of 5.' : '{name} sells on Soko: {count} listings for sale, rated {average} out of 5.'
	return count === 1 ? '{name} sells on Soko: {count} listing for sale, no reviews yet.' : '{name} sells on Soko: {count} listings for sale, no reviews yet.'
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
	const t = metaT(matches)
	return data
		? [
				{ title: t('{name} · Seller on Soko', { name: data.seller.name }) },
				{
					name: 'description',
					content: t(describe(!!data.rating.count, data.listingsTotal), { name: data.seller.name, count: data.listingsTotal, average: data.rating.average ?? '' }),
				},
			]
		: [{ title: t('404 Page Not Found') + ' · Soko' }]
}

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const id = Number(params.id)
	const page = Number(pageUrl(request.url).searchParams.get('page') ?? '1')
	const data = /^\d+$/.test(params.id) && Number.isSafeInteger(id) ? await sellerPage(context.db, { sellerId: id, page }) : undefined
	if (!data) throw new Response('Not Found', { status: 404 })
	return { ...data, ...(await pageMessages(request, context, ['seller', 'listings', 'trustMarks'])) }
}

/** ★★★★☆ for 4, read out as "4 out of 5 stars". */
function Stars({ rating }: { rating: number }) {
	const t = useT()
	const whole = Math.round(rating)
	return (
		<span className="star-line" role="img" aria-label={t('{rating} out of 5 stars', { rating })}>
			{'★'.repeat(whole) + '☆'.repeat(5 - whole)}
		</span>
	)
}

/** A seller's public page: what a buyer checks before meeting them and paying. */
export default function SellerPage({ loaderData }: Route.ComponentProps) {
	const { seller, rating, breakdown, reviews, listings, listingsTotal, soldCount, page, pages } = loaderData
	const t = useT()
	const locale = useIntlLocale()
	return (
		<>
			<section className="panel seller-head">
				<h1>{seller.name}</h1>
				<SellerMarks phoneVerified={seller.phoneVerified} checkedByTeam={seller.checkedByTeam} />
				<p className="meta">{t('Member since {date}', { date: formatDate(seller.since, locale) })}</p>
				<p>
					{rating.average !== null ? (
						<>
							<Stars rating={rating.average} /> {richText(t('{average} out of 5'), { average: <strong>{rating.average}</strong> })} ·{' '}
							{t(rating.count === 1 ? '{count} review' : '{count} reviews', { count: rating.count })}
						</>
					) : (
						t('No reviews yet')
					)}
				</p>
				<p className="meta">
					{t(listingsTotal === 1 ? '{count} listing for sale · {sold} sold' : '{count} listings for sale · {sold} sold', { count: listingsTotal, sold: soldCount })}
				</p>
			</section>
			<h2>{t('Reviews')}</h2>
			{reviews.length ? (
				<>
					<ul className="rating-bars" aria-label={t('Reviews by stars')}>
						{breakdown.map((b) => (
							<li key={b.stars}>
								<span>{b.stars} ★</span>
								<meter min={0} max={rating.count} value={b.count} aria-label={t(b.stars === 1 ? '{n} star' : '{n} stars', { n: b.stars })} />
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
									{r.listing ? richText(t('On {listing}'), { listing: <Link to={`/listings/${r.listing.id}`}>{r.listing.title}</Link> }) : t('On a listing no longer for sale')}{' '}
									·{' '}
									<time dateTime={r.date}>{formatDate(r.date, locale)}</time>
								</p>
							</li>
						))}
					</ul>
				</>
			) : (
				<p className="empty">{t('No reviews yet')}</p>
			)}
			<h2>{t('Listings for sale')}</h2>
			{listings.length ? <ListingGrid listings={listings} /> : <p className="empty">{t('No listings for sale right now.')}</p>}
			{pages > 1 ? (
				<nav className="pager" aria-label={t('Pages')}>
					{page > 1 ? (
						<Link className="btn" rel="prev" to={page === 2 ? '?' : `?page=${page - 1}`}>
							{t('Previous')}
						</Link>
					) : null}
					<span className="meta">{t('Page {page} of {pages}', { page, pages })}</span>
					{page < pages ? (
						<Link className="btn" rel="next" to={`?page=${page + 1}`}>
							{t('Next')}
						</Link>
					) : null}
				</nav>
			) : null}
		</>
	)
}
