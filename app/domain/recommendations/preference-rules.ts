import type { ItemCondition } from '#db/enums.ts'
import type { CategorySlug } from '../listings/categories.ts'

/** The preferences' price slider (spec 1 §5): shillings, 0 to 100,000 in steps of 1,000; either end means "no limit". */
export const PRICE_SLIDER = { min: 0, max: 100_000, step: 1_000 } as const
export const MAX_LOCATIONS = 20
export const PREFERENCES_UPDATED = { title: 'Preferences updated' } as const
export const PREFERENCES_FAILED = 'Failed to update preferences'

/** Recommendation preferences (spec 1 §3); prices in shillings, null when unset. */
export type Preferences = {
	preferred_categories: CategorySlug[]
	preferred_locations: string[]
	preferred_conditions: ItemCondition[]
	price_range_min: number | null
	price_range_max: number | null
}

export const EMPTY_PREFERENCES: Preferences = {
	preferred_categories: [],
	preferred_locations: [],
	preferred_conditions: [],
	price_range_min: null,
	price_range_max: null,
}
