import type { Database } from '#db/database.ts'
import type { CategorySlug } from './categories.ts'
import { fittingSubcategory } from './listing-subcategory.ts'
import { townOf } from './towns.ts'
import { ListingFieldsSchema, type ListingFields } from './listing-schema.ts'
import { ListingError, type Actor } from './listing-transitions.server.ts'
import { requireEditableListing } from './listing-access.server.ts'
import { reviewedChanges } from './listing-review-rule.ts'
import { recordListingEdit } from './listing-review.server.ts'
import { assessAfterChange } from './fraud/assess.server.ts'
import { riskAtDecision } from './fraud/detection-accuracy.server.ts'

type Editor = Exclude<Actor, 'SYSTEM'>

const NOTHING_TO_UPDATE = `Nothing to update: send at least one of ${Object.keys(ListingFieldsSchema.shape).join(', ')}`

/**
 * Edits a listing's fields (its seller or an admin; never when SOLD): those given change, those left out stay. Logged
 * with who did it; a real change of what a moderator approved sends a published listing back for review
 * (listing-review-rule.ts decides, recordListingEdit does it). Answers the status after, and whether it was sent back.
 * Once saved, it is assessed for fraud again (issue 12).
 */
export async function updateListing(db: Database, { listingId, actor, fields }: { listingId: number; actor: Editor; fields: Partial<ListingFields> }) {
	await requireEditableListing(db, { listingId, actor })
	if (Object.values(fields).every((value) => value === undefined)) throw new ListingError(NOTHING_TO_UPDATE, 400)
	const edit = await db.transaction().execute(async (trx) => {
		const listing = await trx
			.selectFrom('listings')
			.select(['status', 'title', 'description', 'category', 'subcategory', 'price_cents'])
			.where('id', '=', listingId)
			.executeTakeFirstOrThrow()
		const changed = reviewedChanges(
			{ title: listing.title, description: listing.description, category: listing.category, price: listing.price_cents },
			{
				title: fields.title ?? listing.title,
				description: fields.description ?? listing.description,
				category: fields.category ?? listing.category,
				price: fields.price ?? listing.price_cents,
			},
		)
		const category = (fields.category ?? listing.category) as CategorySlug
		const subcategory = fittingSubcategory(category, { sent: fields.subcategory, current: listing.subcategory })
		// Kysely leaves out the fields given as undefined: they keep their values.
		await trx
			.updateTable('listings')
			.set({
				title: fields.title,
				description: fields.description,
				category: fields.category,
				subcategory,
				price_cents: fields.price,
				location: fields.location,
				town: fields.location === undefined ? undefined : townOf(fields.location),
				condition: fields.condition,
				reason: fields.reason,
				updated_at: new Date().toISOString(),
			})
			.where('id', '=', listingId)
			.execute()
		return recordListingEdit(trx, { listingId, actor, from: listing.status, changed })
	})
	await assessAfterChange(db, { listingId })
	return edit
}

/** Deletes a listing for good (admin only is checked by the caller's route), logged first. */
export async function deleteListing(db: Database, { listingId, admin, reason }: { listingId: number; admin: Editor; reason?: string }) {
	return db.transaction().execute(async (trx) => {
		const listing = await trx.selectFrom('listings').select(['id', 'status']).where('id', '=', listingId).executeTakeFirst()
		if (!listing) return false
		await trx
			.insertInto('moderation_logs')
			.values({
				admin_id: admin.id,
				target_type: 'listing',
				target_id: listingId,
				action: 'DELETE',
				from_status: listing.status,
				reason: reason ?? null,
				fraud_risk: riskAtDecision(trx, { listingId }),
			})
			.execute()
		await trx.deleteFrom('listings').where('id', '=', listingId).execute()
		return true
	})
}
