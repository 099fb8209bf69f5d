import type { MetaDescriptor } from 'react-router'
import { formatKsh } from './format.ts'
import { photoUrl } from './photo-url.ts'

type Shared = { id: number; title: string; description: string; price_cents: number; location: string; cover: string | null }

/** The link a listing's Share button gives: it opens the listing over the home page. */
export function listingShareUrl(origin: string, listingId: number) {
	return `${origin}/?listing=${listingId}`
}

/**
 * Open Graph and Twitter tags for a shared listing (`/listings/ID` or `/?listing=ID`), so WhatsApp, Facebook and X show
 * its title, price, town and cover photo. `origin` is the site's public address: the photo's URL must be absolute.
 */
export function listingShareMeta(listing: Shared, origin: string): MetaDescriptor[] {
	const title = `${listing.title} · ${formatKsh(listing.price_cents)}`
	const description = `${formatKsh(listing.price_cents)} in ${listing.location}. ${listing.description}`.slice(0, 200)
	const image = listing.cover ? `${origin}${photoUrl(listing.cover, 'gallery', 'jpg')}` : null
	return [
		{ property: 'og:type', content: 'product' },
		{ property: 'og:site_name', content: 'Soko' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: `${origin}/listings/${listing.id}` },
		...(image ? [{ property: 'og:image', content: image }] : []),
		{ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: description },
		...(image ? [{ name: 'twitter:image', content: image }] : []),
	]
}
