import type { AlertFrequency } from '#db/enums.ts'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { formatCondition, formatKsh } from '#app/utils/format.ts'
import { translate, type Translate } from '#app/i18n/translate.ts'

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

function priceRange(min: number | null, max: number | null, t: Translate) {
	if (min !== null && max !== null) return `${ksh(min)} – ${ksh(max)}`
	if (min !== null) return t('From {price}', { price: ksh(min) })
	if (max !== null) return t('Up to {price}', { price: ksh(max) })
	return null
}

const english: Translate = (text, vars) => translate(undefined, text, vars)

/** An alert's criteria in words, one [label, text] per criterion set: what the list shows under its name, in `t`'s language. */
export function criteriaLines(alert: Criteria, t: Translate = english): [string, string][] {
	const lines: [string, string | null][] = [
		[t('Keywords'), alert.keywords.join(', ') || null],
		[t('Categories'), alert.categories.map((c) => t(categoryLabel(c))).join(', ') || null],
		[t('Price'), priceRange(alert.minPrice, alert.maxPrice, t)],
		[t('Where'), alert.location ? t('Within {radius} km of {town}', { radius: alert.locationRadius, town: alert.location }) : t('Anywhere in Kenya')],
		[t('Condition'), alert.conditions.map((c) => t(formatCondition(c))).join(', ') || null],
	]
	return lines.filter((line): line is [string, string] => line[1] !== null)
}
