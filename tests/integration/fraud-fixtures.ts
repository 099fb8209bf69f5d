import type { Database } from '#db/database.ts'
import type { FRAUD_RISKS } from '#db/enums.ts'

type Alert = {
	userId: number
	listingId: number
	level?: (typeof FRAUD_RISKS)[number]
	score?: number
	/** What the detector found, each { code, label, weight, evidence }. */
	indicators?: unknown[]
	/** Beside photoMatches (none unless given): what else the detector noted. */
	metadata?: Record<string, unknown>
	reviewed?: boolean
}

/** A listing's fraud alert as the detector stores it (fraud/assess.server.ts), HIGH at 60 unless told; its id. */
export async function insertFraudAlert(db: Database, { userId, listingId, level = 'HIGH', score = 60, indicators = [], metadata = {}, reviewed = false }: Alert) {
	const row = await db
		.insertInto('fraud_alerts')
		.values({
			user_id: userId,
			listing_id: listingId,
			risk_level: level,
			risk_score: score,
			indicators: JSON.stringify(indicators),
			metadata: JSON.stringify({ photoMatches: [], ...metadata }),
			is_reviewed: reviewed ? 1 : 0,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}
