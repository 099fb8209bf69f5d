import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { Link } from 'react-router'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { formatKsh, localizeAgo } from '#app/utils/format.ts'
import { ListingGrid } from './listing-card.tsx'
import type { CardListing } from '#app/domain/listings/cards.ts'
import { Photo } from './photo.tsx'

type Ended = CardListing & { category: string }

/** A shared link to a listing that was sold or has expired: what it was, marked as gone, and similar items instead. */
export function EndedListing({ listing, similar }: { listing: Ended; similar: CardListing[] }) {
	const sold = listing.status === 'SOLD'
	const t = useT()
	const locale = useIntlLocale()
	const category = t(categoryLabel(listing.category))
	return (
		<article className="prose ended">
			<p className="notice" role="status">
				<strong>{sold ? t('Sold') : t('No longer for sale')}</strong> — {sold ? t('this item has found a buyer.') : t('this listing has expired.')}
			</p>
			<div className="pic ended-pic">
				<Photo id={listing.cover} alt={listing.title} variants={['whole', 'whole2x']} sizes="(min-width: 720px) 680px, 100vw" eager />
				{sold ? <span className="sold">{t('SOLD')}</span> : null}
			</div>
			<h1>{listing.title}</h1>
			<p className="price">{formatKsh(listing.price_cents)}</p>
			<p className="meta">
				{listing.location} · {category} · {t('posted {when}', { when: localizeAgo(listing.posted, locale) })}
			</p>
			<h2>{t('Similar items for sale')}</h2>
			{similar.length ? <ListingGrid listings={similar} /> : null}
			<p>
				<Link className="btn btn-primary" to={`/browse?category=${listing.category}`}>
					{t('More in {category}', { category })}
				</Link>
			</p>
		</article>
	)
}
