import type { Selectable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { AlertsTable } from '#db/schema.ts'
import type { AlertFrequency } from '#db/enums.ts'
import { DomainError } from '../domain-error.ts'
import { ALERT_WORDS, BUYER_PLANS } from './plan.ts'
import { indexKeys, type AlertCriteria } from './criteria.ts'
import type { BuyerAlertChange, BuyerAlertInput } from './buyer-alert-schemas.ts'
import { buyerPlanOf } from './buyer-plan.server.ts'
import { lockUser } from '../limits/user-lock.server.ts'

type AlertRow = Selectable<AlertsTable>

const toCents = (kes: number | undefined) => (kes === undefined ? null : Math.round(kes * 100))
const toKes = (cents: number | null) => (cents === null ? null : Number(cents) / 100)

/** A stored alert's criteria, as the matcher reads them. */
export function criteriaOf(row: Pick<AlertRow, 'keywords' | 'categories' | 'min_price_cents' | 'max_price_cents' | 'location' | 'location_radius' | 'conditions'>): AlertCriteria {
	return {
		keywords: JSON.parse(row.keywords) as string[],
		categories: JSON.parse(row.categories) as string[],
		minPriceCents: row.min_price_cents === null ? null : Number(row.min_price_cents),
		maxPriceCents: row.max_price_cents === null ? null : Number(row.max_price_cents),
		location: row.location,
		radiusKm: row.location_radius,
		conditions: JSON.parse(row.conditions) as string[],
	}
}

/** A buyer alert as the dashboard and the API show it (spec 2 §3 "Buyer alert (form)"): camelCase, and as stored. */
export function buyerAlertJson(row: AlertRow) {
	const criteria = criteriaOf(row)
	const minPrice = toKes(criteria.minPriceCents)
	const maxPrice = toKes(criteria.maxPriceCents)
	return {
		id: row.id,
		name: row.name,
		keywords: criteria.keywords,
		categories: criteria.categories,
		minPrice,
		maxPrice,
		min_price: minPrice,
		max_price: maxPrice,
		location: row.location,
		locationRadius: row.location_radius,
		conditions: criteria.conditions,
		frequency: row.frequency,
		is_active: row.is_active === 1,
		matches_count: row.matches_count,
		last_matched: row.last_matched,
		created_at: row.created_at,
		updated_at: row.updated_at,
	}
}

export type BuyerAlertJson = ReturnType<typeof buyerAlertJson>

/** The buyer's dashboard alerts, newest first (the search-query alerts of /alerts are not among them). */
export async function listBuyerAlerts(db: Database, { userId }: { userId: number }) {
	const rows = await buyerAlerts(db, userId).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
	return rows.map(buyerAlertJson)
}

function buyerAlerts(db: Database, userId: number) {
	return db.selectFrom('alerts').where('buyer_id', '=', userId).where('search_query', 'is', null)
}

export async function findBuyerAlert(db: Database, { userId, alertId }: { userId: number; alertId: number }) {
	const row = await buyerAlerts(db, userId).selectAll().where('id', '=', alertId).executeTakeFirst()
	// Another buyer's alert is as missing as one that never was.
	if (!row) throw new DomainError(ALERT_WORDS.alertNotFound, 404)
	return row
}

/** The frequency a plan allows: INSTANT is PREMIUM's; left unset, each plan's quickest. */
function frequencyFor(plan: keyof typeof BUYER_PLANS, asked: AlertFrequency | undefined): AlertFrequency {
	const allowed: readonly AlertFrequency[] = BUYER_PLANS[plan].frequencies
	if (!asked) return allowed[0]!
	if (!allowed.includes(asked)) throw new DomainError(ALERT_WORDS.instantNeedsPremium, 403)
	return asked
}

/** Refiles an alert in alert_terms under the keys a listing must carry to match it. */
async function indexAlert(db: Database, row: Pick<AlertRow, 'id' | 'keywords' | 'categories'>) {
	await db.deleteFrom('alert_terms').where('alert_id', '=', row.id).execute()
	const keys = indexKeys(criteriaOf({ ...row, min_price_cents: null, max_price_cents: null, location: null, location_radius: 0, conditions: '[]' }))
	await db.insertInto('alert_terms').values(keys.map((term) => ({ term, alert_id: row.id }))).execute()
}

/** Refuses (403) a buyer who already has as many alerts as their plan allows. */
export async function checkRoomForAlert(db: Database, { userId, now = new Date() }: { userId: number; now?: Date }) {
	const { plan } = await buyerPlanOf(db, { userId, now })
	const { count } = await buyerAlerts(db, userId)
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.executeTakeFirstOrThrow()
	const { maxAlerts } = BUYER_PLANS[plan]
	if (Number(count) >= maxAlerts) throw new DomainError(ALERT_WORDS.alertLimit(maxAlerts), 403)
	return plan
}

/**
 * POST /api/buyer/alerts: a new alert within the plan's number of alerts and its frequencies. The buyer's row is locked
 * while their alerts are counted and the new one added, so parallel creations can't pass the plan's limit.
 */
export async function createBuyerAlert(db: Database, { userId, input, now = new Date() }: { userId: number; input: BuyerAlertInput; now?: Date }) {
	const { plan } = await buyerPlanOf(db, { userId, now })
	const frequency = frequencyFor(plan, input.frequency)
	return db.transaction().execute(async (trx) => {
		await lockUser(trx, { userId })
		await checkRoomForAlert(trx, { userId, now })
		const row = await trx
			.insertInto('alerts')
			.values({
				buyer_id: userId,
				name: input.name,
				keywords: JSON.stringify(input.keywords),
				categories: JSON.stringify(input.categories),
				min_price_cents: toCents(input.minPrice),
				max_price_cents: toCents(input.maxPrice),
				location: input.location ?? null,
				location_radius: input.locationRadius,
				conditions: JSON.stringify(input.conditions),
				frequency,
				created_at: now.toISOString(),
				updated_at: now.toISOString(),
			})
			.returningAll()
			.executeTakeFirstOrThrow()
		await indexAlert(trx, row)
		return buyerAlertJson(row)
	})
}

/** PATCH /api/buyer/alerts/{id}: changes the fields sent; pausing is `is_active: false`. */
export async function updateBuyerAlert(
	db: Database,
	{ userId, alertId, change, now = new Date() }: { userId: number; alertId: number; change: BuyerAlertChange; now?: Date },
) {
	const current = await findBuyerAlert(db, { userId, alertId })
	const { plan } = await buyerPlanOf(db, { userId, now })
	const frequency = change.frequency === undefined ? undefined : frequencyFor(plan, change.frequency)
	const currentPrices = criteriaOf(current)
	const minPriceCents = change.minPrice === undefined ? currentPrices.minPriceCents : toCents(change.minPrice)
	const maxPriceCents = change.maxPrice === undefined ? currentPrices.maxPriceCents : toCents(change.maxPrice)
	if (minPriceCents !== null && maxPriceCents !== null && maxPriceCents < minPriceCents) throw new DomainError(ALERT_WORDS.priceRange, 400)
	return db.transaction().execute(async (trx) => {
		const row = await trx
			.updateTable('alerts')
			.set({
				name: change.name,
				keywords: change.keywords && JSON.stringify(change.keywords),
				categories: change.categories && JSON.stringify(change.categories),
				min_price_cents: minPriceCents,
				max_price_cents: maxPriceCents,
				location: change.location,
				location_radius: change.locationRadius,
				conditions: change.conditions && JSON.stringify(change.conditions),
				frequency,
				is_active: change.is_active === undefined ? undefined : change.is_active ? 1 : 0,
				updated_at: now.toISOString(),
			})
			.where('id', '=', current.id)
			.returningAll()
			.executeTakeFirstOrThrow()
		if (change.keywords || change.categories) await indexAlert(trx, row)
		return buyerAlertJson(row)
	})
}

/** DELETE /api/buyer/alerts/{id}. */
export async function deleteBuyerAlert(db: Database, { userId, alertId }: { userId: number; alertId: number }) {
	const row = await findBuyerAlert(db, { userId, alertId })
	await db.deleteFrom('alerts').where('id', '=', row.id).execute()
}
