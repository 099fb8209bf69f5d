/** Listing field limits (spec 1 §5, §9), shared by the forms (maxlength, counters) and the server's schema. */
export const LISTING_LIMITS = {
	title: 100,
	description: 1000,
	reason: 500,
	location: 60,
	priceKes: 100_000_000,
	minPhotos: 2,
	maxPhotos: 10,
	photosPerEditUpload: 5,
	photoBytes: 10 * 1024 * 1024,
} as const

/** Spec 1 §5: the fields the "Please fill in:" message names, in form order. */
export const REQUIRED_LISTING_FIELDS = [
	['title', 'Title'],
	['description', 'Description'],
	['category', 'Category'],
	['price', 'Price'],
	['location', 'Location'],
	['condition', 'Condition'],
	['reason', 'Reason for selling'],
] as const
