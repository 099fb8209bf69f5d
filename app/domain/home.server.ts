import type { Database } from '#db/database.ts'
import type { CategorySlug } from './categories.ts'
import { featuredListings, getListing, latestListings, browseListings } from './listings.server.ts'

export const HOME_COUNT = 8

/** The home page's sections; with a category, "Latest" narrows to it. */
export async function homeSections(db: Database, { category }: { category: CategorySlug | null }) {
	const [featured, latest] = await Promise.all([
		featuredListings(db, { limit: HOME_COUNT }),
		category
			? browseListings(db, { category, sort: 'newest', page: 1, view: 'grid' }).then((r) => r.items.slice(0, HOME_COUNT))
			: latestListings(db, { limit: HOME_COUNT }),
	])
	return { featured, latest }
}

/** `?listing=ID` opens that listing if it is published; anything else is "Not Found". */
export async function sharedListing(db: Database, { param }: { param: string | null }) {
	if (param === null) return undefined
	const id = Number(param)
	if (!Number.isSafeInteger(id) || id < 1) return null
	return (await getListing(db, { id, viewer: null })) ?? null
}
