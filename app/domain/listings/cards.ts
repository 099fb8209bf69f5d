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
 * A card's description is clamped to two lines (app.css `.card .desc`): about 90 characters on a 360 px phone, fewer on
 * wider screens' narrower cards. More would cost bytes twice (HTML and loader data) for text nobody sees.
 */
export const CARD_DESCRIPTION_CHARS = 96

/**
 * A listing as its card: a page's loader data is sent along with its HTML, and fields no card shows (seller, category,
 * dates) would cost every visitor bytes for nothing.
 */
export function cardOf({ id, title, description, price_cents, condition, location, status, posted, cover, saved }: CardListing): CardListing {
	const card = { id, title, description, price_cents, condition, location, status, posted, cover }
	return saved === undefined ? card : { ...card, saved }
}
