import { Link } from 'react-router'
import { formatCondition, formatKsh, maskPhone } from '#app/utils/format.ts'
import { Photo } from './photo.tsx'

export type CardListing = {
	id: number
	title: string
	description: string
	price_cents: number
	condition: string
	location: string
	status: string
	seller_phone: string
	cover: string | null
}

/** The listing card of spec 1 §2: photo, condition, title, description, KSh price, location, masked seller phone. */
export function ListingCard({ listing, eager = false }: { listing: CardListing; eager?: boolean }) {
	return (
		<article className="card">
			<div className="pic">
				<Photo id={listing.cover} alt="" variants={['thumb', 'gallery']} sizes="(min-width: 520px) 260px, 100vw" eager={eager} />
				<span className="badge">{formatCondition(listing.condition)}</span>
				{listing.status === 'SOLD' ? <span className="sold">SOLD</span> : null}
			</div>
			<div className="body">
				<h3>
					<Link to={`/listings/${listing.id}`}>{listing.title}</Link>
				</h3>
				<p className="desc">{listing.description}</p>
				<span className="price">{formatKsh(listing.price_cents)}</span>
				<p className="meta">
					{listing.location} · {maskPhone(listing.seller_phone)}
				</p>
			</div>
		</article>
	)
}

export function ListingGrid({ listings, view = 'grid', eagerCount = 0 }: { listings: CardListing[]; view?: 'grid' | 'list'; eagerCount?: number }) {
	return (
		<ul className={view}>
			{listings.map((l, i) => (
				<li key={l.id}>
					<ListingCard listing={l} eager={i < eagerCount} />
				</li>
			))}
		</ul>
	)
}
