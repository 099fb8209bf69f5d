import { describe, expect, it } from 'vitest'
import { FAQ_CATEGORIES, faqEntries, filterFaq, normalizeFaqQuery } from './faq.ts'

const entries = faqEntries()
const allText = entries.map((e) => `${e.question} ${e.answer}`).join('\n')

describe('FAQ content', () => {
	it('has at least 4 entries in each of the four categories', () => {
		expect(FAQ_CATEGORIES).toEqual(['Getting Started', 'Buying', 'Selling', 'Safety'])
		for (const category of FAQ_CATEGORIES) {
			expect(entries.filter((e) => e.category === category).length).toBeGreaterThanOrEqual(4)
		}
	})

	it('states the facts the spec lists', () => {
		expect(allText).toMatch(/verifies your phone number/)
		expect(allText).toMatch(/stays active for 30 days/)
		expect(allText).toMatch(/renew it for free/)
		expect(allText).toMatch(/illegal items .*weapons, counterfeit goods and hazardous materials/)
		expect(allText).toMatch(/public places/)
		expect(allText).toMatch(/KES 15 by M-PESA/)
		expect(allText).toMatch(/in cash or by M-PESA/)
	})

	it('quotes the configured fee and listing lifetime', () => {
		const text = faqEntries({ listingFeeKes: 20, listingDays: 45 })
			.map((e) => e.answer)
			.join('\n')
		expect(text).toContain('KES 20')
		expect(text).toContain('45 days')
		expect(text).not.toContain('KES 15')
	})

	it('has no duplicate questions', () => {
		expect(new Set(entries.map((e) => e.question)).size).toBe(entries.length)
	})
})

describe('filterFaq', () => {
	it('keeps every entry, grouped in category order, when the query is empty', () => {
		const groups = filterFaq(entries, '   ')
		expect(groups.map((g) => g.category)).toEqual([...FAQ_CATEGORIES])
		expect(groups.flatMap((g) => g.entries)).toHaveLength(entries.length)
	})

	it('matches the question case-insensitively', () => {
		const groups = filterFaq(entries, 'CREATE AN ACCOUNT')
		expect(groups).toEqual([
			{ category: 'Getting Started', entries: [expect.objectContaining({ question: 'How do I create an account?' })] },
		])
	})

	it('matches answer text too, and hides categories without a match', () => {
		const groups = filterFaq(entries, 'hazardous')
		expect(groups).toHaveLength(1)
		expect(groups[0]!.category).toBe('Selling')
		expect(groups[0]!.entries.map((e) => e.question)).toEqual(['What items are not allowed?'])
		// "hazardous" is only in the answer
		expect(groups[0]!.entries[0]!.question.toLowerCase()).not.toContain('hazardous')
	})

	it('returns matches from several categories and only those', () => {
		const groups = filterFaq(entries, 'm-pesa pin')
		const questions = groups.flatMap((g) => g.entries)
		expect(questions.length).toBeGreaterThan(1)
		for (const e of questions) expect(`${e.question} ${e.answer}`.toLowerCase()).toMatch(/m-pesa.*\bpin|\bpin.*m-pesa/)
		for (const g of groups) expect(g.entries.length).toBeGreaterThan(0)
		expect(new Set(groups.map((g) => g.category)).size).toBe(groups.length)
	})

	const questionsFor = (q: string) => filterFaq(entries, q).flatMap((g) => g.entries.map((e) => e.question))

	it.each([
		['contact seller', ['How do I contact a seller?', 'Is Soko free to use?']],
		['seller contact', ['How do I contact a seller?']],
		['contact sellers', ['How do I contact a seller?']],
		['mpesa', ['How do I pay for an item?', 'How much does it cost to sell?', 'How can I avoid scams?']],
		['M PESA', ['How do I pay for an item?', 'How can I avoid scams?']],
		['M-PESA payment', ['How do I get paid?', 'How can I avoid scams?']],
		['refund', ['Can I get a refund?']],
		['refunds', ['Can I get a refund?']],
		['how do I pay', ['How do I pay for an item?']],
		['renew listing', ['How long does my listing stay active?']],
		['weapons', ['What items are not allowed?']],
		['police', ['What should I do if I am in danger?']],
		['Lite mode', ['Does Soko work on a slow connection?']],
	])('"%s" finds the questions that hold every word', (q, expected) => {
		const found = questionsFor(q)
		for (const question of expected) expect(found).toContain(question)
	})

	it('treats M-PESA, m-pesa, mpesa and M PESA alike', () => {
		const mpesa = questionsFor('mpesa')
		expect(mpesa.length).toBeGreaterThan(3)
		for (const q of ['M-PESA', 'm-pesa', 'MPESA', 'M PESA']) expect(questionsFor(q)).toEqual(mpesa)
	})

	it('needs every word, in any order', () => {
		expect(questionsFor('contact seller')).toEqual(questionsFor('seller contact'))
		expect(questionsFor('refund weapons')).toEqual([])
		expect(questionsFor('mpesa pin').length).toBeLessThan(questionsFor('mpesa').length)
	})

	it.each(['zzz-no-such-thing', 'xqzvwkj', 'contact xqzvwkj', '???'])('finds nothing for "%s"', (q) => {
		expect(filterFaq(entries, q)).toEqual([])
	})

	it('returns no groups when nothing matches', () => {
		expect(filterFaq(entries, 'zzz-no-such-thing')).toEqual([])
	})

	it('trims, collapses spaces and caps the query', () => {
		expect(normalizeFaqQuery('  public   places ')).toBe('public places')
		expect(normalizeFaqQuery(null)).toBe('')
		expect(normalizeFaqQuery('x'.repeat(500))).toHaveLength(100)
		expect(filterFaq(entries, '  PUBLIC   places ').flatMap((g) => g.entries).length).toBeGreaterThan(0)
	})
})
