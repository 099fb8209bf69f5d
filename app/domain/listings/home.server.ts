import type { Database } from '#db/database.ts'
import { featuredListings, getListing, latestListings } from './listings.server.ts'

export const HOME_COUNT = 8

/** The home page's sections: featured and latest listings. */
export async function homeSections(db: Database) {
	const [featured, latest] = await Promise.all([featuredListings(db, { limit: HOME_COUNT }), latestListings(db, { limit: HOME_COUNT })])
	return { featured, latest }
}

/** `?listing=ID` opens that listing if it is published; anything else is "Not Found". */
export async function sharedListing(db: Database, { param }: { param: string | null }) {
	if (param === null) return undefined
	const id = Number(param)
	if (!Number.isSafeInteger(id) || id < 1) return null
	return (await getListing(db, { id, viewer: null })) ?? null
}
