import { formatCondition, formatDate, formatKsh, maskPhone } from '#app/utils/format.ts'
import { categoryLabel } from '#app/domain/categories.ts'
import { Photo } from './photo.tsx'
import { ShareMenu } from './share-menu.tsx'

export type DetailListing = {
	id: number
	title: string
	description: string
	category: string
	price_cents: number
	location: string
	condition: string
	reason: string
	status: string
	created_at: string
	published_date: string | null
	seller_phone: string
	seller_name: string | null
	seller_since: string
	seller_verified: number
	photos: { id: number; cloudinary_id: string; is_primary: boolean }[]
	rating: { average: number | null; count: number }
}

/** Photos in gallery order: the cover (primary) first. */
function galleryOrder(photos: DetailListing['photos']) {
	return [...photos].sort((a, b) => Number(b.is_primary) - Number(a.is_primary))
}

/** Everything about one listing (spec 1 §2 "Listing detail"): the listing page and the home page's dialog. */
export function ListingDetail({ listing, shareUrl, headingId, canEdit = false }: { listing: DetailListing; shareUrl: string; headingId?: string; canEdit?: boolean }) {
	const photos = galleryOrder(listing.photos)
	return (
		<article className="detail">
			<div>
				{photos.length ? (
					<ul className="gallery" aria-label={`${photos.length} photos`}>
						{photos.map((p, i) => (
							<li key={p.id}>
								<Photo id={p.cloudinary_id} alt={`${listing.title}, photo ${i + 1} of ${photos.length}`} variants={['gallery', 'full']} sizes="(min-width: 860px) 640px, 100vw" eager={i === 0} />
								{listing.status === 'SOLD' ? <span className="sold">SOLD</span> : null}
							</li>
						))}
					</ul>
				) : (
					<div className="card">
						<div className="pic">
							<Photo id={null} alt="" variants={['gallery']} sizes="100vw" />
						</div>
					</div>
				)}
			</div>
			<div>
				<p className="row">
					<span className="badge">{formatCondition(listing.condition)}</span>
					<span className="badge">{categoryLabel(listing.category)}</span>
					{listing.status !== 'PUBLISHED' ? <span className="badge">{listing.status.replace('_', ' ')}</span> : null}
				</p>
				<h1 id={headingId}>{listing.title}</h1>
				<p className="price">{formatKsh(listing.price_cents)}</p>
				<dl className="facts">
					<dt>Location</dt>
					<dd>{listing.location}</dd>
					<dt>Posted</dt>
					<dd>{formatDate(listing.published_date ?? listing.created_at)}</dd>
					<dt>Condition</dt>
					<dd>{formatCondition(listing.condition)}</dd>
				</dl>
				<h2>Description</h2>
				<p style={{ whiteSpace: 'pre-line' }}>{listing.description}</p>
				{listing.reason ? (
					<>
						<h2>Reason for selling</h2>
						<p>{listing.reason}</p>
					</>
				) : null}
				<section className="panel" aria-label="Seller">
					<h2>Seller</h2>
					<p>
						<strong>{listing.seller_name ?? 'Soko seller'}</strong>
						{listing.seller_verified ? ' · Verified' : ''}
					</p>
					<p className="meta">
						{listing.rating.count
							? `★ ${listing.rating.average} (${listing.rating.count} review${listing.rating.count === 1 ? '' : 's'})`
							: 'No reviews yet'}
						{' · '}Member since {formatDate(listing.seller_since)}
					</p>
					<p className="meta">Phone: {maskPhone(listing.seller_phone)}</p>
				</section>
				<p className="row" style={{ marginTop: 12 }}>
					<ShareMenu url={shareUrl} title={listing.title} description={listing.description} />
					{canEdit && listing.status !== 'SOLD' ? (
						<a className="btn" href={`/listings/${listing.id}/edit`}>
							Edit
						</a>
					) : null}
				</p>
				<aside className="notice" style={{ marginTop: 12 }}>
					<strong>Stay safe:</strong> meet in a busy public place, check the item before you pay, and never send M-PESA
					before you have seen it. <a href="/safety-guide">Read the safety guide</a>.
				</aside>
			</div>
		</article>
	)
}
