import type { Database } from '#db/database.ts'
import type { CategorySlug } from './categories.ts'
import { fittingSubcategory } from './subcategory.ts'
import { townOf } from './towns.ts'
import { ListingFieldsSchema, type ListingFields } from './schema.ts'
import { ListingError, type Actor } from './transitions.server.ts'
import { requireEditableListing } from './access.server.ts'
import { reviewedChanges, type ReviewedContent } from './review-rule.ts'
import { recordListingEdit } from './review.server.ts'
import { lowerCountersAbovePrice } from '../offers/price-drop.server.ts'
import { assessAfterChange } from '../trust/fraud/assess.server.ts'
import { riskAtDecision } from '../trust/fraud/detection-accuracy.server.ts'

type Editor = Exclude<Actor, 'SYSTEM'>

const NOTHING_TO_UPDATE = `Nothing to update: send at least one of ${Object.keys(ListingFieldsSchema.shape).join(', ')}`

/**
 * Edits a listing's fields (its seller or an admin; never when SOLD): those given change, those left out stay. Logged
 * with who did it; a seller's change of what buyers see sends an approved listing back for review
 * (listings/review-rule.ts decides, recordListingEdit does it). Answers the status after, whether it was sent back,
 * and the seller's open counter-offers a lower price brought down with it.
 * Once saved, it is assessed for fraud again (issue 12).
 */
export async function updateListing(db: Database, { listingId, actor, fields }: { listingId: number; actor: Editor; fields: Partial<ListingFields> }) {
	await requireEditableListing(db, { listingId, actor })
	if (Object.values(fields).every((value) => value === undefined)) throw new ListingError(NOTHING_TO_UPDATE, 400)
	const edit = await db.transaction().execute(async (trx) => {
		const listing = await trx
			.selectFrom('listings')
			.select(['status', 'title', 'description', 'category', 'subcategory', 'price_cents', 'location', 'condition', 'reason'])
			.where('id', '=', listingId)
			.executeTakeFirstOrThrow()
		const category = (fields.category ?? listing.category) as CategorySlug
		const subcategory = fittingSubcategory(category, { sent: fields.subcategory, current: listing.subcategory })
		const { status, price_cents, ...shown } = listing
		const before: ReviewedContent = { ...shown, price: price_cents }
		const changed = reviewedChanges(before, {
			title: fields.title ?? before.title,
			description: fields.description ?? before.description,
			category,
			subcategory,
			price: fields.price ?? before.price,
			location: fields.location ?? before.location,
			condition: fields.condition ?? before.condition,
			reason: fields.reason ?? before.reason,
		})
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
		// A lower price than the seller's own open counter-offers brings them down to it (offers/price-drop.server.ts).
		const loweredCounters =
			fields.price !== undefined && fields.price < price_cents
				? await lowerCountersAbovePrice(trx, { listingId, priceCents: fields.price, title: fields.title ?? listing.title })
				: []
		return { ...(await recordListingEdit(trx, { listingId, actor, from: status, changed })), loweredCounters }
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
