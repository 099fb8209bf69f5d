import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { visibleTo } from '../listings/visibility.server.ts'
import { publiclyListed } from '../listings/visibility.server.ts'

type SaveArgs = { viewer: { id: number; role: string }; listingId: number }

/**
 * Saves a listing for the user; saving it again changes nothing. Only a PUBLISHED listing can be newly saved: the
 * insert itself checks it (no check-then-write), and a listing already saved stays saved even once sold. Refusals:
 * 404 when the user can't see the listing, 409 when they can (their own, or an admin) but it isn't published.
 */
async function saveListing(db: Database, { viewer, listingId }: SaveArgs) {
	const inserted = await db
		.insertInto('user_saves')
		.columns(['user_id', 'listing_id'])
		.expression(
			db
				.selectFrom('listings')
				.select([sql.lit(viewer.id).as('user_id'), 'listings.id'])
				.where('listings.id', '=', listingId)
				.where(publiclyListed),
		)
		.onConflict((oc) => oc.doNothing())
		.executeTakeFirst()
	if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return
	const already = await db
		.selectFrom('user_saves')
		.select('listing_id')
		.where('user_id', '=', viewer.id)
		.where('listing_id', '=', listingId)
		.executeTakeFirst()
	if (already) return
	const visible = await db.selectFrom('listings').select('id').where('id', '=', listingId).where(visibleTo(viewer)).executeTakeFirst()
	if (!visible) throw new DomainError('Listing not found', 404)
	throw new DomainError('Only published listings can be saved', 409)
}

/**
 * Before a malformed save call is refused (400), a listing the user can neither see nor has saved is a 404: the
 * API answers 401, 404, 403, 400 in that order.
 */
export async function requireKnownToSaver(db: Database, { viewer, listingId }: SaveArgs) {
	const known = await db
		.selectFrom('listings')
		.select('listings.id')
		.where('listings.id', '=', listingId)
		.where((eb) =>
			eb.or([
				visibleTo(viewer)(eb),
				eb.exists(eb.selectFrom('user_saves').select('user_saves.listing_id').where('user_saves.user_id', '=', viewer.id).whereRef('user_saves.listing_id', '=', 'listings.id')),
			]),
		)
		.executeTakeFirst()
	if (!known) throw new DomainError('Listing not found', 404)
}

/** Takes a listing out of the user's saved items, whatever its status; true when it was there. */
async function unsaveListing(db: Database, { viewer, listingId }: SaveArgs) {
	const deleted = await db.deleteFrom('user_saves').where('user_id', '=', viewer.id).where('listing_id', '=', listingId).executeTakeFirst()
	return Number(deleted.numDeletedRows) > 0
}

/**
 * Sets whether the user has saved a listing (`saved` given: idempotent, so a replayed request answers the same), or
 * toggles it (`saved` left out). Answers the new state.
 */
export async function setSaved(db: Database, { viewer, listingId, saved }: SaveArgs & { saved?: boolean }) {
	if (saved === false) {
		await unsaveListing(db, { viewer, listingId })
		return false
	}
	if (saved === undefined && (await unsaveListing(db, { viewer, listingId }))) return false
	await saveListing(db, { viewer, listingId })
	return true
}

/**
 * For a signed-in viewer, a function that marks cards `saved` or not, after ONE query over every listing on the page.
 * A visitor's cards are left as they are: anonymous pages are cached and shared, so they carry nothing personal.
 */
export async function savedMarker(db: Database, { viewer, listingIds }: { viewer: { id: number } | null; listingIds: number[] }) {
	if (!viewer) return <T extends { id: number }>(cards: T[]): (T & { saved?: boolean })[] => cards
	const rows = listingIds.length
		? await db.selectFrom('user_saves').select('listing_id').where('user_id', '=', viewer.id).where('listing_id', 'in', listingIds).execute()
		: []
	const saved = new Set(rows.map((r) => r.listing_id))
	return <T extends { id: number }>(cards: T[]): (T & { saved?: boolean })[] => cards.map((card) => ({ ...card, saved: saved.has(card.id) }))
}
