import { expect, test } from 'vitest'
import { redirectTarget, safeRedirect } from './safe-redirect.ts'

test('paths on this site are kept', () => {
	for (const to of ['/', '/browse?q=phones', '/listings/12#photos', '/sell/new']) expect(safeRedirect(to)).toBe(to)
})

test('anything that a browser could read as another host falls back', () => {
	for (const to of ['//evil.com', '/\\evil.com', '/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com', 'https://evil.com', 'evil.com', '', ' /browse']) {
		expect(safeRedirect(to)).toBe('/')
	}
	expect(safeRedirect(null, '/seller-dashboard')).toBe('/seller-dashboard')
})

test('in an action, CR/LF in the target is a 400 answer, not a header error', () => {
	let thrown: unknown
	try {
		redirectTarget('/ok\r\nSet-Cookie: x=1')
	} catch (error) {
		thrown = error
	}
	expect(thrown).toBeInstanceOf(Response)
	expect((thrown as Response).status).toBe(400)
	expect(redirectTarget('/browse')).toBe('/browse')
})
