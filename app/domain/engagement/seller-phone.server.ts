import { maskPhone } from '#app/utils/format.ts'
import type { Viewer } from '../listings/visibility.server.ts'

/**
 * The seller's phone as a page or the API may show it (spec 1 §2): in full to the seller themself and to admins;
 * masked for everyone else, who get the full number only by pressing Contact (see contact.server.ts).
 */
export function sellerPhoneFor(viewer: Viewer, listing: { seller_id: number; seller_phone: string }) {
	return viewer?.role === 'ADMIN' || viewer?.id === listing.seller_id ? listing.seller_phone : maskPhone(listing.seller_phone)
}
