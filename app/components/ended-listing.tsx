import { Link } from 'react-router'
import { categoryLabel } from '#app/domain/categories.ts'
import { formatKsh } from '#app/utils/format.ts'
import { ListingGrid } from './listing-card.tsx'
import type { CardListing } from '#app/domain/listing-cards.ts'
import { Photo } from './photo.tsx'

type Ended = CardListing & { category: string }

/** A shared link to a listing that was sold or has expired: what it was, marked as gone, and similar items instead. */
export function EndedListing({ listing, similar }: { listing: Ended; similar: CardListing[] }) {
	const sold = listing.status === 'SOLD'
	return (
		<article className="prose ended">
			<p className="notice" role="status">
				<strong>{sold ? 'Sold' : 'No longer for sale'}</strong> — {sold ? 'this item has found a buyer.' : 'this listing has expired.'}
			</p>
			<div className="pic ended-pic">
				<Photo id={listing.cover} alt={listing.title} variants={['whole', 'whole2x']} sizes="(min-width: 720px) 680px, 100vw" eager />
				{sold ? <span className="sold">SOLD</span> : null}
			</div>
			<h1>{listing.title}</h1>
			<p className="price">{formatKsh(listing.price_cents)}</p>
			<p className="meta">
				{listing.location} · {categoryLabel(listing.category)} · posted {listing.posted}
			</p>
			<h2>Similar items for sale</h2>
			{similar.length ? <ListingGrid listings={similar} /> : null}
			<p>
				<Link className="btn btn-primary" to={`/browse?category=${listing.category}`}>
					More in {categoryLabel(listing.category)}
				</Link>
			</p>
		</article>
	)
}
