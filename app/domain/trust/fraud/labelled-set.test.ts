import { describe, expect, test } from 'vitest'
import { COMPARABLES, LATER_ORDINARY, LATER_SCAMS, NOW, ORDINARY, SCAMS, type LabelledListing } from '#tests/fixtures/labelled-set.data.ts'
import { assessListing } from './listing-risk.ts'
import { RISK_LEVEL_FLOORS, RISK_LEVELS } from './risk.ts'

/** Issue 12 §4: at least 90% of the scams rated MEDIUM or more, at most 5% of the ordinary listings. */
const MIN_RECALL = 0.9
const MAX_FALSE_POSITIVE_RATE = 0.05
const SELLER = 1

const assessed = (listings: LabelledListing[]) =>
	listings.map(({ account, photos, ...listing }) => ({
		listing,
		...assessListing({ listing: { ...listing, sellerId: SELLER }, comparables: COMPARABLES, photos, account, now: NOW }),
	}))
const flagged = (a: { score: number }) => a.score >= RISK_LEVEL_FLOORS.MEDIUM
const describeOne = (a: ReturnType<typeof assessed>[number]) =>
	`  ${a.level} ${a.score} ${a.listing.title} (${a.listing.price}): ${a.indicators.map((i) => `${i.code} ${i.weight}`).join(', ') || 'nothing'}`

describe('the labelled set', () => {
	const scams = assessed(SCAMS)
	const ordinary = assessed(ORDINARY)
	const truePositives = scams.filter(flagged).length
	const falsePositives = ordinary.filter(flagged).length
	const recall = truePositives / scams.length
	const falsePositiveRate = falsePositives / ordinary.length
	const precision = truePositives / (truePositives + falsePositives)

	test('is big enough: 40 or more of each', () => {
		expect(SCAMS.length).toBeGreaterThanOrEqual(40)
		expect(ORDINARY.length).toBeGreaterThanOrEqual(40)
	})

	test(`${MIN_RECALL * 100}% of scams rated MEDIUM or more, at most ${MAX_FALSE_POSITIVE_RATE * 100}% of ordinary listings`, () => {
		const levels = (list: typeof scams) => RISK_LEVELS.map((level) => `${level} ${list.filter((a) => a.level === level).length}`)
		console.log(
			[
				`Fraud labelled set: ${scams.length} scams, ${ordinary.length} ordinary listings`,
				`recall ${truePositives}/${scams.length} = ${(recall * 100).toFixed(1)}%, false positives ${falsePositives}/${ordinary.length} = ${(falsePositiveRate * 100).toFixed(1)}%, precision ${(precision * 100).toFixed(1)}%`,
				`scams by level: ${levels(scams).join(', ')}; ordinary by level: ${levels(ordinary).join(', ')}`,
				'Scams missed:',
				...scams.filter((a) => !flagged(a)).map(describeOne),
				'Ordinary flagged:',
				...ordinary.filter(flagged).map(describeOne),
				'Ordinary closest to MEDIUM (score 20 or more, not flagged):',
				...ordinary.filter((a) => a.score >= 20 && !flagged(a)).map(describeOne),
			].join('\n'),
		)
		expect(recall).toBeGreaterThanOrEqual(MIN_RECALL)
		expect(falsePositiveRate).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE)
	})

	test('the listings written after the rules were settled (reported, not asserted)', () => {
		const laterScams = assessed(LATER_SCAMS)
		const laterOrdinary = assessed(LATER_ORDINARY)
		console.log(
			[
				`Written later: scams rated MEDIUM or more ${laterScams.filter(flagged).length}/${laterScams.length}, ordinary ${laterOrdinary.filter(flagged).length}/${laterOrdinary.length}`,
				...[...laterScams, ...laterOrdinary].map(describeOne),
			].join('\n'),
		)
		expect(laterScams.length + laterOrdinary.length).toBe(20)
	})
})
