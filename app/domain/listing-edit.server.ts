import type { Database } from '#db/database.ts'
import type { ListingFields } from './listing-schema.ts'
import type { Actor } from './listing-transitions.server.ts'
import { requireEditableListing } from './listing-access.server.ts'

type Editor = Exclude<Actor, 'SYSTEM'>

/** Edits a listing's fields (its seller or an admin; never when SOLD), logged with who did it. */
export async function updateListing(db: Database, { listingId, actor, fields }: { listingId: number; actor: Editor; fields: ListingFields }) {
	const listing = await requireEditableListing(db, { listingId, actor })
	await db.transaction().execute(async (trx) => {
		await trx
			.updateTable('listings')
			.set({
				title: fields.title,
				description: fields.description,
				category: fields.category,
				price_cents: fields.price,
				location: fields.location,
				condition: fields.condition,
				reason: fields.reason,
				updated_at: new Date().toISOString(),
			})
			.where('id', '=', listingId)
			.execute()
		await trx
			.insertInto('moderation_logs')
			.values({ admin_id: actor.id, target_type: 'listing', target_id: listingId, action: 'EDIT', from_status: listing.status, to_status: listing.status })
			.execute()
	})
}

/** Deletes a listing for good (admin only is checked by the caller's route), logged first. */
export async function deleteListing(db: Database, { listingId, admin, reason }: { listingId: number; admin: Editor; reason?: string }) {
	return db.transaction().execute(async (trx) => {
		const listing = await trx.selectFrom('listings').select(['id', 'status']).where('id', '=', listingId).executeTakeFirst()
		if (!listing) return false
		await trx
			.insertInto('moderation_logs')
			.values({ admin_id: admin.id, target_type: 'listing', target_id: listingId, action: 'DELETE', from_status: listing.status, reason: reason ?? null })
			.execute()
		await trx.deleteFrom('listings').where('id', '=', listingId).execute()
		return true
	})
}
