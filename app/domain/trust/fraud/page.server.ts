import { z } from 'zod'
import type { Database } from '#db/database.ts'
import { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import { DomainError } from '../../domain-error.ts'
import { ANALYSIS_TYPES, fraudAlerts, fraudAnalysis } from './alerts.server.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { say } from '#app/i18n/words.ts'
import { evidenceSaid } from './evidence-words.ts'
import { ANALYSIS_FAILED } from './texts.ts'

/**
 * The admin's Fraud tab (issue 12 §2): the alerts with their evidence in words and the photo pairs side by side, and
 * the analysis form. The same domain functions as GET /api/admin/fraud-alerts and /api/admin/fraud-analysis.
 */

export const FRAUD_VIEWS = ['pending', 'reviewed'] as const

/** An id in a link (?caseListing=12); anything else is none. */
const linkedId = z.coerce.number().int().positive().optional().catch(undefined)

export const FraudPageQuerySchema = z.object({
	show: z.enum(FRAUD_VIEWS).catch('pending'),
	type: z.enum(ANALYSIS_TYPES).optional().catch(undefined),
	id: z.string().optional().catch(undefined),
	caseStatus: z.enum(CASE_STATUSES).optional().catch(undefined),
	casePriority: z.enum(CASE_PRIORITIES).optional().catch(undefined),
	/** "Open a case" from an alert or a user's page: the new-case form filled in about them. */
	caseListing: linkedId,
	caseUser: linkedId,
})

export const ReviewAlertSchema = z.object({
	intent: z.literal('review'),
	alertId: z.coerce.number({ message: 'Fraud alert not found' }).int().positive('Fraud alert not found'),
})

export type PhotoPair = { photo: string; copyOf: string; listingId: number | null }

export type FraudAlertView = {
	id: number
	riskLevel: string
	riskScore: number
	isReviewed: boolean
	listing: { id: number; title: string } | null
	seller: { id: number; name: string } | null
	indicators: { code: string; label: string; evidence: string }[]
	photoPairs: PhotoPair[]
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The stored indicators in the reader's words (`t`): each rule's English label is a dictionary key, its evidence Words. */
function indicatorsOf(raw: unknown[], t: Translate) {
	return raw.filter(isRecord).map((i) => {
		const code = String(i.code ?? '')
		return { code, label: t(String(i.label ?? code)), evidence: say(evidenceSaid(code, isRecord(i.evidence) ? i.evidence : {}), t) }
	})
}

/** The stored pairs (assess.server.ts metadataOf): our photo and the other seller's it copies. */
function photoPairsOf(metadata: Record<string, unknown>): PhotoPair[] {
	const matches = Array.isArray(metadata.photoMatches) ? metadata.photoMatches.filter(isRecord) : []
	return matches.flatMap((m) =>
		typeof m.photo === 'string' && typeof m.copyOf === 'string'
			? [{ photo: m.photo, copyOf: m.copyOf, listingId: typeof m.listingId === 'number' ? m.listingId : null }]
			: [],
	)
}

/** The alerts of one view (pending or reviewed), riskiest first, with their listing and seller named; words said by `t`. */
export async function fraudAlertsView(db: Database, { show, t }: { show: (typeof FRAUD_VIEWS)[number]; t: Translate }): Promise<FraudAlertView[]> {
	const alerts = await fraudAlerts(db, { reviewed: show === 'reviewed' })
	const listingIds = alerts.flatMap((a) => (a.listingId === null ? [] : [a.listingId]))
	const userIds = alerts.flatMap((a) => (a.userId === null ? [] : [a.userId]))
	const [listings, sellers] = await Promise.all([
		listingIds.length ? db.selectFrom('listings').select(['id', 'title']).where('id', 'in', listingIds).execute() : [],
		userIds.length
			? db
					.selectFrom('users')
					.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
					.select(['users.id', 'users.phone', 'seller_profiles.display_name'])
					.where('users.id', 'in', userIds)
					.execute()
			: [],
	])
	const titles = new Map(listings.map((l) => [l.id, l.title]))
	const names = new Map(sellers.map((s) => [s.id, s.display_name ?? s.phone]))
	return alerts.map((alert) => {
		const title = alert.listingId === null ? undefined : (titles.get(alert.listingId) ?? (typeof alert.metadata.title === 'string' ? alert.metadata.title : undefined))
		const name = alert.userId === null ? undefined : names.get(alert.userId)
		return {
			id: alert.id,
			riskLevel: alert.riskLevel,
			riskScore: alert.riskScore,
			isReviewed: alert.isReviewed,
			listing: alert.listingId !== null && title !== undefined ? { id: alert.listingId, title } : null,
			seller: alert.userId !== null && name !== undefined ? { id: alert.userId, name } : null,
			indicators: indicatorsOf(alert.indicators, t),
			photoPairs: photoPairsOf(alert.metadata),
		}
	})
}

export type AnalysisView =
	| { error: string }
	| { type: string; id: number; riskLevel: string; riskScore: number; indicators: { code: string; label: string; evidence: string }[] }

const MISSING_ID = { listing: 'Please enter a listing ID', user: 'Please enter a user ID' } as const
const INVALID_ID = { listing: 'Please enter a valid listing ID (a number)', user: 'Please enter a valid user ID (a number)' } as const

/** The analysis form's answer: the risk computed now, or why not (no id, not a number, nothing with that id), said by `t`. */
export async function analysisView(
	db: Database,
	{ type, id, t }: { type: (typeof ANALYSIS_TYPES)[number]; id: string; t: Translate },
): Promise<AnalysisView> {
	const cleaned = id.trim().replace(/^#/, '')
	if (!cleaned) return { error: t(MISSING_ID[type]) }
	const number = Number(cleaned)
	if (!/^\d+$/.test(cleaned) || !Number.isSafeInteger(number) || number < 1) return { error: t(INVALID_ID[type]) }
	try {
		const result = await fraudAnalysis(db, { type, id: number })
		return { ...result, indicators: indicatorsOf(result.indicators, t) }
	} catch (error) {
		if (error instanceof DomainError) return { error: say(error.words, t) }
		console.error(`${ANALYSIS_FAILED} (${type} ${number}):`, error)
		return { error: t(ANALYSIS_FAILED) }
	}
}

export type CaseDraft = { title: string; description: string; priority: string; relatedListingId: number | null; relatedUserId: number | null }

/**
 * The new-case form about a listing (its seller too) or a user, filled in from what the detector found: the title names
 * them, the description lists the indicators, the priority follows the risk. Ids that name nothing are left out. The
 * admin writes the case in their language, so the draft is said by `t`.
 */
export async function caseDraft(
	db: Database,
	{ listingId, userId, t }: { listingId?: number; userId?: number; t: Translate },
): Promise<CaseDraft | null> {
	if (!listingId && !userId) return null
	const [listing, user] = await Promise.all([
		listingId
			? db
					.selectFrom('listings')
					.leftJoin('fraud_alerts', 'fraud_alerts.listing_id', 'listings.id')
					.select(['listings.id', 'listings.title', 'listings.seller_id', 'fraud_alerts.risk_level', 'fraud_alerts.risk_score', 'fraud_alerts.indicators'])
					.where('listings.id', '=', listingId)
					.executeTakeFirst()
			: undefined,
		userId ? db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst() : undefined,
	])
	if (!listing && !user) return null
	const indicators = listing?.indicators ? indicatorsOf(JSON.parse(listing.indicators) as unknown[], t) : []
	const risk = listing?.risk_level ? t('Risk {level} ({score}/100)', { level: t(listing.risk_level, undefined, 'risk'), score: String(listing.risk_score) }) : ''
	return {
		title: listing ? t('Listing #{id}: {title}', { id: listing.id, title: listing.title }).slice(0, 255) : t('User #{id} ({email})', { id: user!.id, email: user!.email }),
		description: [risk, ...indicators.map((i) => (i.evidence ? `- ${i.label} (${i.evidence})` : `- ${i.label}`))].filter(Boolean).join('\n'),
		priority: listing?.risk_level === 'CRITICAL' ? 'CRITICAL' : listing?.risk_level === 'HIGH' ? 'HIGH' : 'MEDIUM',
		relatedListingId: listing?.id ?? null,
		relatedUserId: user?.id ?? listing?.seller_id ?? null,
	}
}
