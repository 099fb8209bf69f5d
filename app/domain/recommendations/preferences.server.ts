import type { Database } from '#db/database.ts'
import type { ItemCondition } from '#db/enums.ts'
import type { CategorySlug } from '../listings/categories.ts'
import { EMPTY_PREFERENCES, type Preferences } from './preference-rules.ts'

function jsonList<T>(text: string): T[] {
	try {
		const value: unknown = JSON.parse(text)
		return Array.isArray(value) ? (value as T[]) : []
	} catch {
		return []
	}
}

const toCents = (kes: number | null) => (kes === null ? null : kes * 100)
const toKes = (cents: number | null) => (cents === null ? null : Math.round(cents / 100))

/** A user's recommendation preferences (prices in shillings, as the API and the form use them); none set: all empty. */
export async function getPreferences(db: Database, { userId }: { userId: number }): Promise<Preferences> {
	const row = await db
		.selectFrom('user_preferences')
		.select(['preferred_categories', 'preferred_locations', 'preferred_conditions', 'price_range_min_cents', 'price_range_max_cents'])
		.where('user_id', '=', userId)
		.executeTakeFirst()
	if (!row) return EMPTY_PREFERENCES
	return {
		preferred_categories: jsonList<CategorySlug>(row.preferred_categories),
		preferred_locations: jsonList<string>(row.preferred_locations),
		preferred_conditions: jsonList<ItemCondition>(row.preferred_conditions),
		price_range_min: toKes(row.price_range_min_cents),
		price_range_max: toKes(row.price_range_max_cents),
	}
}

/**
 * Replaces the preferences (already checked by PreferencesSchema). The new `updated_at` changes the basis of the
 * stored recommendations, so the next read makes them afresh (spec 1 §7: saving invalidates them).
 */
export async function savePreferences(db: Database, { userId, preferences }: { userId: number; preferences: Preferences }) {
	const values = {
		preferred_categories: JSON.stringify(preferences.preferred_categories),
		preferred_locations: JSON.stringify(preferences.preferred_locations),
		preferred_conditions: JSON.stringify(preferences.preferred_conditions),
		price_range_min_cents: toCents(preferences.price_range_min),
		price_range_max_cents: toCents(preferences.price_range_max),
		updated_at: new Date().toISOString(),
	}
	await db
		.insertInto('user_preferences')
		.values({ user_id: userId, ...values })
		.onConflict((oc) => oc.column('user_id').doUpdateSet(values))
		.execute()
	return preferences
}
