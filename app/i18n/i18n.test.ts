import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { acceptLanguageLocale, negotiateLocale } from './locales.ts'
import { messageKey, translate } from './translate.ts'
import { DICTIONARIES, messagesFor, serverT } from './messages.server.ts'
import { formatDate, localizeAgo } from '../utils/format.ts'

describe('which language a visitor gets', () => {
	test.each([
		['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
		['sw', 'sw'],
		['en-GB,en;q=0.9', 'en'],
		['fr-FR,sw;q=0.5', 'sw'],
		['en;q=0.4,sw;q=0.6', 'sw'],
		['sw;q=0,en', 'en'],
		['de', null],
		['', null],
		['*', null],
	])('Accept-Language %j is %s', (header, locale) => {
		expect(acceptLanguageLocale(header)).toBe(locale)
	})

	test('the switch (the lang cookie) wins over the browser; an unknown cookie value is ignored', () => {
		expect(negotiateLocale({ cookie: 'a=1; lang=sw', acceptLanguage: 'en' })).toBe('sw')
		expect(negotiateLocale({ cookie: 'lang=en', acceptLanguage: 'sw' })).toBe('en')
		expect(negotiateLocale({ cookie: 'lang=fr', acceptLanguage: 'sw' })).toBe('sw')
		expect(negotiateLocale({ cookie: 'xlang=sw', acceptLanguage: '' })).toBe('en')
	})
})

describe('translate', () => {
	test('English is the text itself; Swahili from the dictionary; {placeholders} filled in either', () => {
		const sw = { [messageKey('{count} items')]: 'bidhaa {count}' }
		expect(translate(undefined, '{count} items', { count: 3 })).toBe('3 items')
		expect(translate(sw, '{count} items', { count: 3 })).toBe('bidhaa 3')
		expect(translate(sw, 'Not in the dictionary')).toBe('Not in the dictionary')
		expect(translate(sw, '{unknown} stays', {})).toBe('{unknown} stays')
	})

	test('a context tells apart one English text with two Swahili meanings; without its entry, the plain one serves', () => {
		const sw = { [messageKey('Saved')]: 'Nilizohifadhi', [messageKey('[state] Saved')]: 'Imehifadhiwa' }
		expect(translate(sw, 'Saved')).toBe('Nilizohifadhi')
		expect(translate(sw, 'Saved', undefined, 'state')).toBe('Imehifadhiwa')
		expect(translate(sw, 'Saved', undefined, 'other')).toBe('Nilizohifadhi')
		expect(translate(undefined, 'Saved', undefined, 'state')).toBe('Saved')
	})

	test('an English page gets no dictionary; a Swahili one only its areas', () => {
		expect(messagesFor('en', ['common'])).toEqual({})
		expect(Object.keys(messagesFor('sw', ['common']))).toHaveLength(Object.keys(DICTIONARIES.common).length)
		expect(serverT('sw')('Logout')).toBe('Toka')
		expect(serverT('en')('Logout')).toBe('Logout')
	})

	test('emails and SMS: Swahili from the mail area; English never takes the words of a Swahili page being rendered', () => {
		expect(serverT('sw')('Offer accepted: {title}', { title: 'Sofa' })).toBe('Ofa imekubaliwa: Sofa')
		const before = globalThis.__sokoRender
		globalThis.__sokoRender = { current: () => ({ messages: { [messageKey('Offer accepted: {title}')]: 'Ofa imekubaliwa: {title}' }, used: new Map() }) }
		try {
			expect(serverT('en')('Offer accepted: {title}', { title: 'Sofa' })).toBe('Offer accepted: Sofa')
		} finally {
			globalThis.__sokoRender = before
		}
	})
})

describe('the dictionaries', () => {
	const entries = Object.entries(DICTIONARIES).flatMap(([area, messages]) => Object.entries(messages).map(([en, sw]) => ({ area, en, sw })))

	test('no two English texts share a key (the hash pages look them up by)', () => {
		const byKey = new Map<string, string>()
		for (const { en } of entries) {
			const other = byKey.get(messageKey(en))
			if (other !== undefined && other !== en) throw new Error(`"${en}" and "${other}" share the key ${messageKey(en)}`)
			byKey.set(messageKey(en), en)
		}
	})

	test('a text in two areas reads the same in both', () => {
		const seen = new Map<string, string>()
		for (const { en, sw, area } of entries) {
			if (seen.has(en)) expect(sw, `"${en}" in ${area}`).toBe(seen.get(en))
			seen.set(en, sw)
		}
	})

	test("every text the code says with t('…') has its Swahili in some area", () => {
		const known = new Set(entries.map(({ en }) => en.replace(/^\[[^\]]+\] /, '')))
		const sources = (fs.readdirSync('app', { recursive: true }) as string[])
			.filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.') && !file.startsWith(path.join('i18n', 'sw')))
			.map((file) => path.join('app', file))
		const missing = sources.flatMap((file) =>
			[...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)]
				.map((call) => call[2]!.replace(/\\(.)/g, '$1'))
				.filter((text) => !known.has(text))
				.map((text) => `${file}: ${text}`),
		)
		expect(missing).toEqual([])
	})

	test('every Swahili text fills the same {placeholders} as its English, and none is left empty', () => {
		const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
		for (const { en, sw, area } of entries) {
			expect(names(sw), `"${en}" in ${area}`).toEqual(names(en))
			expect(sw.trim(), `"${en}" in ${area}`).not.toBe('')
		}
	})
})

describe('ages and dates in the page language', () => {
	test('the server says an age in English; a Swahili page reads it in Swahili, an English one as it is', () => {
		expect(localizeAgo('3 days ago', 'sw-KE')).toBe('siku 3 zilizopita')
		expect(localizeAgo('1 hour ago', 'sw-KE')).toMatch(/^saa 1 (iliyopita|zilizopita)$/)
		expect(localizeAgo('seconds ago', 'sw-KE')).toBe('sasa hivi')
		expect(localizeAgo('3 days ago', 'en-KE')).toBe('3 days ago')
		expect(localizeAgo('not an age', 'sw-KE')).toBe('not an age')
		expect(formatDate('2026-11-23T10:00:00Z', 'sw-KE')).toMatch(/^23 Nov 2026$/)
	})
})
