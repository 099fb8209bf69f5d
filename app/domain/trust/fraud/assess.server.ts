import type { Database } from '#db/database.ts'
import { assessListing, type Assessment } from './listing-risk.ts'
import { listingFacts, type ListingFacts } from './listing-facts.server.ts'
import { hammingDistance, SIMILAR_PHOTO_MAX_DISTANCE } from './photo-match.ts'
import { hideForReportsIfDue } from './report-hiding.server.ts'
import { RISK_LEVELS, type RiskLevel } from './risk.ts'

/**
 * Runs the detection core (listing-risk.ts) on a listing's facts from the database and records the result: the
 * listing's one fraud_alerts row (its current assessment, updated in place), an admin_alerts row the first time it
 * reaches HIGH and again at CRITICAL, and the hiding of a published listing three established users reported.
 * Drafts are not assessed: nobody sees them yet.
 */

const ADMIN_ALERT_LEVELS: readonly RiskLevel[] = ['HIGH', 'CRITICAL']
const rank = (level: RiskLevel | null) => (level ? RISK_LEVELS.indexOf(level) : -1)

/** What the admin sees beside the indicators: the listing as assessed and the photos side by side. */
function metadataOf(facts: ListingFacts, hidden: boolean) {
	const copies = facts.candidates.flatMap((other) => {
		const own = facts.photos.find((p) => hammingDistance(p.hash, other.hash) <= SIMILAR_PHOTO_MAX_DISTANCE)
		return own && other.sellerId !== facts.listing.sellerId ? [{ photo: own.cloudinaryId, copyOf: other.cloudinaryId, listingId: other.listingId, sellerId: other.sellerId }] : []
	})
	return {
		title: facts.listing.title,
		price: facts.listing.price,
		status: hidden ? 'PENDING_APPROVAL' : facts.listing.status,
		comparables: facts.input.comparables?.length ?? 0,
		photoMatches: copies,
		reporters: new Set(facts.reports.map((r) => r.userId)).size,
		hiddenForReports: hidden,
	}
}

async function record(db: Database, { facts, assessment, hidden, now }: { facts: ListingFacts; assessment: Assessment; hidden: boolean; now: Date }) {
	const { listing } = facts
	const previous = await db.selectFrom('fraud_alerts').select(['risk_level', 'alerted_level']).where('listing_id', '=', listing.id).executeTakeFirst()
	const announce = ADMIN_ALERT_LEVELS.includes(assessment.level) && rank(assessment.level) > rank(previous?.alerted_level ?? null)
	const values = {
		risk_level: assessment.level,
		risk_score: assessment.score,
		indicators: JSON.stringify(assessment.indicators),
		metadata: JSON.stringify(metadataOf(facts, hidden)),
		assessed_at: now.toISOString(),
		...(announce ? { alerted_level: assessment.level } : {}),
		// A risk that grew asks for a fresh look; one that stayed or fell keeps the admin's review.
		...(previous && rank(assessment.level) > rank(previous.risk_level) ? { is_reviewed: 0 as const } : {}),
	}
	await db.transaction().execute(async (trx) => {
		await trx
			.insertInto('fraud_alerts')
			.values({ user_id: listing.sellerId, listing_id: listing.id, ...values })
			.onConflict((oc) => oc.column('listing_id').doUpdateSet(values))
			.execute()
		if (!announce) return
		await trx
			.insertInto('admin_alerts')
			.values({
				title: `Fraud risk ${assessment.level}: listing #${listing.id}`.slice(0, 255),
				message: `"${listing.title}" scored ${assessment.score}/100: ${assessment.indicators.map((i) => i.label).join('; ')}`,
				severity: assessment.level,
			})
			.execute()
	})
}

/** Assesses one listing now and records it; answers the assessment (null for a missing listing or a draft). */
export async function assessListingNow(db: Database, { listingId, now = new Date() }: { listingId: number; now?: Date }) {
	const facts = await listingFacts(db, { listingId, now })
	if (!facts || facts.listing.status === 'DRAFT') return null
	const assessment = assessListing(facts.input)
	const hidden = await hideForReportsIfDue(db, { listingId, sellerId: facts.listing.sellerId, status: facts.listing.status, reports: facts.reports, now })
	await record(db, { facts, assessment, hidden, now })
	return { ...assessment, hidden }
}

/**
 * The same after a user's request (a listing saved, a photo added, a report made): a detection failure is logged and
 * never fails what the user did; the fraud sweep assesses the listing again later.
 */
export async function assessAfterChange(db: Database, { listingId }: { listingId: number }) {
	try {
		return await assessListingNow(db, { listingId })
	} catch (error) {
		console.error(`fraud assessment of listing ${listingId} failed:`, error)
		return null
	}
}
