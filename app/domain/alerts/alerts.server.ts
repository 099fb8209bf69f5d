import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { ALERT_WORDS } from './plan.ts'
import { activeSubscription } from './subscriptions.server.ts'

/** A simple alert as the page and the API show it (spec 2: id, search_query, category, price_max, location, is_active, created_at). */
export type AlertJson = Awaited<ReturnType<typeof listAlerts>>[number]

export async function listAlerts(db: Database, { userId }: { userId: number }) {
	const rows = await db
		.selectFrom('alerts')
		.select(['id', 'search_query', 'categories', 'max_price_cents', 'location', 'is_active', 'created_at'])
		.where('buyer_id', '=', userId)
		.where('search_query', 'is not', null)
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	return rows.map(alertJson)
}

function alertJson(row: { id: number; search_query: string | null; categories: string; max_price_cents: number | null; location: string | null; is_active: 0 | 1; created_at: string }) {
	const categories = JSON.parse(row.categories) as string[]
	return {
		id: row.id,
		search_query: row.search_query ?? '',
		category: categories[0] ?? null,
		price_max: row.max_price_cents === null ? null : Number(row.max_price_cents) / 100,
		location: row.location,
		is_active: row.is_active === 1,
		created_at: row.created_at,
	}
}

/** Alerts are a subscriber's: 403 without an active subscription (checked before an alert's words, 400). */
export async function requireAlertSubscription(db: Database, { userId }: { userId: number }) {
	if (!(await activeSubscription(db, { userId }))) throw new DomainError(ALERT_WORDS.subscriptionRequired, 403)
}

/** A new alert on a search query; only a subscriber may create one (spec 2 "Creating alerts needs ... an active subscription"). */
export async function createAlert(db: Database, { userId, searchQuery }: { userId: number; searchQuery: string }) {
	await requireAlertSubscription(db, { userId })
	const row = await db
		.insertInto('alerts')
		.values({ buyer_id: userId, name: searchQuery, search_query: searchQuery })
		.returning(['id', 'search_query', 'categories', 'max_price_cents', 'location', 'is_active', 'created_at'])
		.executeTakeFirstOrThrow()
	return alertJson(row)
}

/** Deletes one of the user's alerts; another's is as missing as one that never was. */
export async function deleteAlert(db: Database, { userId, alertId }: { userId: number; alertId: number }) {
	const result = await db
		.deleteFrom('alerts')
		.where('id', '=', alertId)
		.where('buyer_id', '=', userId)
		.where('search_query', 'is not', null)
		.executeTakeFirst()
	if (Number(result.numDeletedRows) === 0) throw new DomainError(ALERT_WORDS.alertNotFound, 404)
}
