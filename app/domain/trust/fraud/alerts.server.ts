import type { Database } from '#db/database.ts'
import { DomainError } from '../../domain-error.ts'
import { assessAccount, assessListing } from './listing-risk.ts'
import { accountFacts, listingFacts } from './listing-facts.server.ts'
import { RISK_LEVEL_FLOORS } from './risk.ts'

/**
 * The admin's fraud tools (spec 2 §2, §3 "Fraud alert"): the alerts list, marking one reviewed, and an analysis of one
 * listing or user on demand. Every listing has an assessment row; only those at MEDIUM or more are alerts.
 */

/** The most alerts one answer lists: the pending and riskiest come first. */
export const FRAUD_ALERTS_SHOWN = 200

export type FraudAlert = {
	id: number
	riskLevel: string
	riskScore: number
	listingId: number | null
	userId: number | null
	indicators: unknown[]
	isReviewed: boolean
	createdAt: string
	metadata: Record<string, unknown>
}

/** Alerts at MEDIUM or more: pending first, then the riskiest, then the newest; only pending or reviewed ones if asked. */
export async function fraudAlerts(db: Database, { reviewed }: { reviewed?: boolean } = {}): Promise<FraudAlert[]> {
	let query = db.selectFrom('fraud_alerts').selectAll().where('risk_score', '>=', RISK_LEVEL_FLOORS.MEDIUM)
	if (reviewed !== undefined) query = query.where('is_reviewed', '=', reviewed ? 1 : 0)
	const rows = await query
		.orderBy('is_reviewed')
		.orderBy('risk_score', 'desc')
		.orderBy('id', 'desc')
		.limit(FRAUD_ALERTS_SHOWN)
		.execute()
	return rows.map((row) => ({
		id: row.id,
		riskLevel: row.risk_level,
		riskScore: row.risk_score,
		listingId: row.listing_id,
		userId: row.user_id,
		indicators: JSON.parse(row.indicators) as unknown[],
		isReviewed: row.is_reviewed === 1,
		createdAt: row.created_at,
		metadata: { ...(JSON.parse(row.metadata) as Record<string, unknown>), assessedAt: row.assessed_at },
	}))
}

/** Marks an alert reviewed (404 if there is none): it moves below the pending ones until its risk grows. */
/** The fraud alert a call names; 404 when there is none (looked for before the call's body is judged). */
export async function requireFraudAlert(db: Database, { id }: { id: number }) {
	if (!(await db.selectFrom('fraud_alerts').select('id').where('id', '=', id).executeTakeFirst())) throw new DomainError('Fraud alert not found', 404)
}

export async function reviewFraudAlert(db: Database, { id }: { id: number }) {
	const result = await db.updateTable('fraud_alerts').set({ is_reviewed: 1 }).where('id', '=', id).executeTakeFirst()
	if (Number(result.numUpdatedRows) !== 1) throw new DomainError('Fraud alert not found', 404)
	return { id, isReviewed: true }
}

export const ANALYSIS_TYPES = ['listing', 'user'] as const
export type AnalysisType = (typeof ANALYSIS_TYPES)[number]

/** A fresh analysis of a listing or a user (404 if missing), computed now and written nowhere. */
export async function fraudAnalysis(db: Database, { type, id, now = new Date() }: { type: AnalysisType; id: number; now?: Date }) {
	const assessment =
		type === 'listing'
			? await listingFacts(db, { listingId: id, now }).then((facts) => facts && assessListing(facts.input))
			: await accountFacts(db, { userId: id, now }).then((account) => account && assessAccount(account, now))
	if (!assessment) throw new DomainError(type === 'listing' ? 'Listing not found' : 'User not found', 404)
	return { type, id, riskLevel: assessment.level, riskScore: assessment.score, indicators: assessment.indicators }
}

/** The current assessment's indicator codes of a listing (none if never assessed): what the buyer's warning reads. */
export async function listingRiskCodes(db: Database, { listingId }: { listingId: number }) {
	const row = await db.selectFrom('fraud_alerts').select('indicators').where('listing_id', '=', listingId).executeTakeFirst()
	if (!row) return []
	return (JSON.parse(row.indicators) as { code: string }[]).map((i) => i.code)
}
