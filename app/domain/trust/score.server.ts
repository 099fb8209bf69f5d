import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { english, type Translate } from '#app/i18n/translate.ts'
import { sellerRating } from './ratings.server.ts'
import { trustComponents, trustLevelOf, trustScoreOf, type TrustFacts } from './score.ts'

/** What the trust score reads about a user, from their account, listings, payments, reviews, reports and assessments. */
async function trustFacts(db: Database, { userId }: { userId: number }): Promise<TrustFacts | null> {
	const user = await db
		.selectFrom('users')
		.select(['registered_at', 'phone_verified', 'email_verified', 'is_active'])
		.where('id', '=', userId)
		.executeTakeFirst()
	if (!user) return null
	const [payments, reviews, upheld, findings] = await Promise.all([
		db
			.selectFrom('transactions')
			.innerJoin('listings', 'listings.id', 'transactions.listing_id')
			.where('listings.seller_id', '=', userId)
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirstOrThrow(),
		sellerRating(db, { sellerId: userId }),
		db
			.selectFrom('flags')
			.innerJoin('listings', 'listings.id', 'flags.listing_id')
			.where('listings.seller_id', '=', userId)
			.where('flags.status', '=', 'RESOLVED')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirstOrThrow(),
		db
			.selectFrom('fraud_alerts')
			.innerJoin('listings', 'listings.id', 'fraud_alerts.listing_id')
			.where('listings.seller_id', '=', userId)
			.where('fraud_alerts.risk_level', 'in', ['HIGH', 'CRITICAL'])
			.select(['fraud_alerts.risk_level', (eb) => eb.fn.countAll<number>().as('n')])
			.groupBy('fraud_alerts.risk_level')
			.execute(),
	])
	const findingsAt = (level: 'HIGH' | 'CRITICAL') => Number(findings.find((f) => f.risk_level === level)?.n ?? 0)
	return {
		registeredAt: user.registered_at,
		phoneVerified: user.phone_verified === 1,
		emailVerified: user.email_verified === 1,
		isActive: user.is_active === 1,
		paymentsCompleted: Number(payments.n),
		reviews,
		upheldReports: Number(upheld.n),
		fraudFindings: { high: findingsAt('HIGH'), critical: findingsAt('CRITICAL') },
	}
}

/**
 * GET /api/admin/trust-score/{id}: computed now (404 for no such user) and kept in trust_scores for the other screens,
 * the reasons in English; an admin's page asks for them said by its `t`.
 */
export async function computeTrustScore(db: Database, { userId, now = new Date(), t = english }: { userId: number; now?: Date; t?: Translate }) {
	const facts = await trustFacts(db, { userId })
	if (!facts) throw new DomainError('User not found', 404)
	const stored = trustComponents(facts, now)
	const trustScore = trustScoreOf(stored)
	const level = trustLevelOf(facts, trustScore)
	const components = trustComponents(facts, now, t)
	const row = { score: trustScore, level, factors: JSON.stringify(stored), updated_at: now.toISOString() }
	await db
		.insertInto('trust_scores')
		.values({ user_id: userId, ...row })
		.onConflict((oc) => oc.column('user_id').doUpdateSet(row))
		.execute()
	return { userId, trustScore, level, components }
}
