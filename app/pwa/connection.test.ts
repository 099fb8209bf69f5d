import { describe, expect, it } from 'vitest'
import { unmetered } from './connection.ts'

describe('an unmetered connection', () => {
	it('is Wi-Fi or a cable, without Save-Data', () => {
		expect(unmetered({ type: 'wifi', saveData: false })).toBe(true)
		expect(unmetered({ type: 'ethernet' })).toBe(true)
	})

	it('is not a mobile connection, nor one with Save-Data on, nor one the browser does not describe', () => {
		expect(unmetered({ type: 'cellular', saveData: false })).toBe(false)
		expect(unmetered({ type: 'wifi', saveData: true })).toBe(false)
		expect(unmetered({ type: 'unknown' })).toBe(false)
		// Desktop Chromium: a connection without a type.
		expect(unmetered({ saveData: false })).toBe(false)
		// Firefox, Safari: no Network Information API.
		expect(unmetered(undefined)).toBe(false)
	})
})
