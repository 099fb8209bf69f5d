import { describe, expect, it } from 'vitest'
import { offlineLocale, offlineTexts } from './offline-texts.ts'

describe('the offline page’s language', () => {
	it.each([
		['sw', 'en-US', 'sw'],
		['en', 'sw-KE', 'en'],
		[null, 'sw-KE', 'sw'],
		[undefined, 'sw', 'sw'],
		[null, 'SW', 'sw'],
		[null, 'en-KE', 'en'],
		['fr', 'sw-TZ', 'sw'],
		['', 'de-DE', 'en'],
		[null, undefined, 'en'],
	] as const)('cookie %j, navigator.language %j: %s', (cookie, language, locale) => {
		expect(offlineLocale(cookie, language)).toBe(locale)
	})

	it('gives the words and <html lang> of that language', () => {
		expect(offlineTexts('sw', 'en')).toMatchObject({ lang: 'sw-KE', heading: 'Hauko mtandaoni', retry: 'Jaribu tena' })
		expect(offlineTexts(null, 'en-GB')).toMatchObject({ lang: 'en-KE', title: 'Offline', heading: 'You are offline', retry: 'Try again' })
	})
	it('promises a signed-in person nothing: their pages are not kept', () => {
		for (const lang of ['en', 'sw']) {
			expect(offlineTexts(lang, 'en', false).none).toMatch(/are saved on this phone|huhifadhiwa kwenye simu hii/)
			const signedIn = offlineTexts(lang, 'en', true).none
			expect(signedIn).not.toMatch(/are saved on this phone|huhifadhiwa kwenye simu hii/)
			expect(signedIn).toMatch(lang === 'en' ? /not saved on this phone/ : /hazihifadhiwi kwenye simu hii/)
		}
	})
})
