/** What a listing card shows (components/listing-card.tsx): all that a page's loader data carries about a listed item. */
export type CardListing = {
	id: number
	title: string
	description: string
	price_cents: number
	condition: string
	location: string
	status: string
	/** How long ago it was posted ("3 hours ago"), said by the server so that the page hydrates to the same text. */
	posted: string
	cover: string | null
	/** Only for a signed-in viewer (savedMarker): a visitor's cards are the same for everyone. */
	saved?: boolean
}

/**
 * A listing as its card: a page's loader data is sent along with its HTML, and fields no card shows (seller, category,
 * dates) would cost every visitor bytes for nothing.
 */
export function cardOf({ id, title, description, price_cents, condition, location, status, posted, cover, saved }: CardListing): CardListing {
	const card = { id, title, description, price_cents, condition, location, status, posted, cover }
	return saved === undefined ? card : { ...card, saved }
}
