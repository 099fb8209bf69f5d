import { centsToDecimal } from '#app/utils/format.ts'
import type { ListingPhoto } from './photos.server.ts'
import { sellerPhoneFor } from '../engagement/seller-phone.server.ts'

type Viewer = { id: number; role: string } | null

type ListingRow = {
	id: number
	seller_id: number
	title: string
	description: string
	category: string
	subcategory: string | null
	price_cents: number
	location: string
	condition: string
	reason: string
	status: string
	created_at: string
	admin_notes: string | null
	featured_at: string | null
	featured_expires_at: string | null
	seller_phone: string
	expires_at: string | null
	payment_status: string
	payment_amount_cents: number | null
	payment_phone: string | null
	payment_transaction_id: string | null
}

/**
 * A listing as the API answers it (spec 1 §3): price as a decimal string. The seller's full phone, admin notes and
 * payment details go to the seller and admins only; everyone else gets the phone masked.
 */
export function toApiListing(listing: ListingRow, photos: ListingPhoto[], viewer: Viewer) {
	const insider = viewer?.role === 'ADMIN' || viewer?.id === listing.seller_id
	return {
		id: listing.id,
		title: listing.title,
		description: listing.description,
		price: centsToDecimal(listing.price_cents),
		category: listing.category,
		subcategory: listing.subcategory,
		condition: listing.condition,
		location: listing.location,
		reason: listing.reason,
		seller_id: listing.seller_id,
		seller_phone: sellerPhoneFor(viewer, listing),
		status: listing.status,
		created_at: listing.created_at,
		admin_notes: insider ? listing.admin_notes : null,
		photos,
		featured_at: listing.featured_at,
		featured_expires_at: listing.featured_expires_at,
		expires_at: listing.expires_at,
		...(insider
			? {
					payment_status: listing.payment_status,
					payment_amount: listing.payment_amount_cents === null ? null : centsToDecimal(listing.payment_amount_cents),
					payment_phone: listing.payment_phone,
					payment_transaction_id: listing.payment_transaction_id,
				}
			: {}),
	}
}
