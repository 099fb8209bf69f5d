import type { AlertFrequency } from '#db/enums.ts'
import { categoryLabel } from '#app/domain/categories.ts'
import { formatCondition, formatKsh } from '#app/utils/format.ts'

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
	INSTANT: 'Instant: as soon as it is listed',
	DAILY: 'Daily: one message a day',
	WEEKLY: 'Weekly: one message a week',
}

type Criteria = {
	keywords: readonly string[]
	categories: readonly string[]
	minPrice: number | null
	maxPrice: number | null
	location: string | null
	locationRadius: number
	conditions: readonly string[]
}

const ksh = (kes: number) => formatKsh(kes * 100)

function priceRange(min: number | null, max: number | null) {
	if (min !== null && max !== null) return `${ksh(min)} – ${ksh(max)}`
	if (min !== null) return `From ${ksh(min)}`
	if (max !== null) return `Up to ${ksh(max)}`
	return null
}

/** An alert's criteria in words, one [label, text] per criterion set: what the list shows under its name. */
export function criteriaLines(alert: Criteria): [string, string][] {
	const lines: [string, string | null][] = [
		['Keywords', alert.keywords.join(', ') || null],
		['Categories', alert.categories.map(categoryLabel).join(', ') || null],
		['Price', priceRange(alert.minPrice, alert.maxPrice)],
		['Where', alert.location ? `Within ${alert.locationRadius} km of ${alert.location}` : 'Anywhere in Kenya'],
		['Condition', alert.conditions.map(formatCondition).join(', ') || null],
	]
	return lines.filter((line): line is [string, string] => line[1] !== null)
}
