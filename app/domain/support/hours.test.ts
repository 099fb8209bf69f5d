import { describe, expect, it } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { messagesFor } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/translate.ts'
import { say } from '#app/i18n/words.ts'
import { DEFAULT_SUPPORT_HOURS, isSupportOpen, nextOpening, parseSupportHours, replyPromise, supportHoursRows, type SupportHours } from './hours.ts'

const hours = parseSupportHours(DEFAULT_SUPPORT_HOURS)!

/** The rows as a page says them, in English or (given its words) Swahili. */
function rows(of: SupportHours, sw = false) {
	const messages = messagesFor('sw', ['help'])
	return supportHoursRows(of).map(({ label, text }) => ({ label: say(label, sw ? (key, vars) => translate(messages, key, vars) : undefined), text }))
}

describe('the SUPPORT_HOURS setting', () => {
	it('defaults to the spec hours, shown with Sunday closed', () => {
		expect(parseEnv({}).SUPPORT_HOURS).toEqual(hours)
		expect(rows(hours)).toEqual([
			{ label: 'Monday-Friday', text: '8:00 AM-6:00 PM EAT' },
			{ label: 'Saturday', text: '9:00 AM-2:00 PM EAT' },
			{ label: 'Sunday', text: 'Closed' },
		])
	})

	it('reads other hours, and off publishes none', () => {
		expect(rows(parseSupportHours('mon-sat 07:30-20:00')!)).toEqual([
			{ label: 'Monday-Saturday', text: '7:30 AM-8:00 PM EAT' },
			{ label: 'Sunday', text: 'Closed' },
		])
		expect(parseSupportHours('off')).toEqual([])
		expect(supportHoursRows([])).toEqual([])
	})

	it('says any days in Swahili: every day, a week wrapping round, and several closed days', () => {
		expect(rows(parseSupportHours('sun-sat 00:00-24:00')!, true)).toEqual([{ label: 'Jumapili-Jumamosi', text: '12:00 AM-12:00 AM EAT' }])
		expect(rows(parseSupportHours('sat-mon 09:00-12:00, wed 10:00-11:00')!, true)).toEqual([
			{ label: 'Jumamosi-Jumatatu', text: '9:00 AM-12:00 PM EAT' },
			{ label: 'Jumatano', text: '10:00 AM-11:00 AM EAT' },
			{ label: 'Jumanne, Alhamisi, Ijumaa', text: 'Closed' },
		])
	})

	it.each(['Mon-Fri 8-18', 'Mon-Fry 08:00-18:00', 'Mon 18:00-08:00', 'Mon 08:00-25:00', ''])('refuses "%s"', (text) => {
		expect(parseSupportHours(text)).toBeNull()
		if (text) expect(() => parseEnv({ SUPPORT_HOURS: text })).toThrow(/^Invalid setting SUPPORT_HOURS: /)
	})

	it('reads the contact details, unset by default', () => {
		expect(parseEnv({}).SUPPORT_EMAIL).toBeUndefined()
		expect(parseEnv({}).SUPPORT_PHONE).toBeUndefined()
		expect(parseEnv({ SUPPORT_EMAIL: 'help@example.co.ke', SUPPORT_PHONE: '+254 20 123 4567' })).toMatchObject({
			SUPPORT_EMAIL: 'help@example.co.ke',
			SUPPORT_PHONE: '+254 20 123 4567',
		})
		expect(() => parseEnv({ SUPPORT_EMAIL: 'help' })).toThrow(/^Invalid setting SUPPORT_EMAIL: /)
		expect(() => parseEnv({ SUPPORT_PHONE: 'call us' })).toThrow(/^Invalid setting SUPPORT_PHONE: /)
	})
})

describe('support hours (Africa/Nairobi, UTC+3)', () => {
	// 2025-01-06 is a Monday; times below are UTC, so 05:00Z is 08:00 in Nairobi.
	it.each([
		['2025-01-06T04:59:00Z', false], // Monday 07:59
		['2025-01-06T05:00:00Z', true], // Monday 08:00
		['2025-01-10T14:59:00Z', true], // Friday 17:59
		['2025-01-10T15:00:00Z', false], // Friday 18:00
		['2025-01-11T05:59:00Z', false], // Saturday 08:59
		['2025-01-11T06:00:00Z', true], // Saturday 09:00
		['2025-01-11T10:59:00Z', true], // Saturday 13:59
		['2025-01-11T11:00:00Z', false], // Saturday 14:00
		['2025-01-12T09:00:00Z', false], // Sunday 12:00
		['2025-01-05T22:00:00Z', false], // Monday 01:00 in Nairobi, still Sunday in UTC
	])('%s open: %s', (iso, open) => {
		expect(isSupportOpen(hours, new Date(iso))).toBe(open)
	})

	it('says when support opens next', () => {
		expect(nextOpening(hours, new Date('2025-01-06T04:00:00Z'))).toBe('today at 8:00 AM') // Monday 07:00
		expect(nextOpening(hours, new Date('2025-01-10T16:00:00Z'))).toBe('tomorrow at 9:00 AM') // Friday 19:00
		expect(nextOpening(hours, new Date('2025-01-11T12:00:00Z'))).toBe('on Monday at 8:00 AM') // Saturday 15:00
		expect(nextOpening([], new Date())).toBeNull()
	})
})

describe('the reply promise follows the hours', () => {
	it('promises 24 hours only while open, the next opening while closed, and no time without hours', () => {
		expect(replyPromise(hours, new Date('2025-01-07T07:00:00Z'))).toBe("We'll reply within 24 hours.") // Tuesday 10:00
		expect(replyPromise(hours, new Date('2025-01-11T12:00:00Z'))).toBe(
			"We're closed now and will reply after we open on Monday at 8:00 AM EAT.",
		)
		expect(replyPromise([], new Date())).toBe("We'll reply as soon as we can.")
	})
})
