import { describe, expect, it } from 'vitest'
import { wantsIosHint } from './install.ts'

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36'

describe('the iOS install hint', () => {
	it('is for iOS Safari, not installed yet, once', () => {
		expect(wantsIosHint({ userAgent: IPHONE_SAFARI, standalone: false, shown: false })).toBe(true)
		expect(wantsIosHint({ userAgent: IPHONE_SAFARI, standalone: false, shown: true })).toBe(false)
		expect(wantsIosHint({ userAgent: IPHONE_SAFARI, standalone: true, shown: false })).toBe(false)
	})

	it('is not for other browsers: Android has its own install offer, iOS Chrome cannot add to the home screen', () => {
		expect(wantsIosHint({ userAgent: ANDROID, standalone: undefined, shown: false })).toBe(false)
		expect(wantsIosHint({ userAgent: IPHONE_CHROME, standalone: false, shown: false })).toBe(false)
	})
})
