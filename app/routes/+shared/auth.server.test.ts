import { expect, test } from 'vitest'
import { parseEnv, type Env } from '#app/env.server.ts'
import { clearSessionCookie, getSessionToken, sessionCookie } from './auth.server.ts'

const env = parseEnv({ NODE_ENV: 'test' })
const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

test('served over HTTPS the session cookie is `__Host-session` (Secure, Path=/, no Domain); the bare name no longer signs in there', () => {
	const production: Env = { ...env, NODE_ENV: 'production' }
	const cookie = sessionCookie('abc', production)
	expect(cookie).toMatch(/^__Host-session=abc; Path=\/;/)
	expect(cookie).toContain('; Secure')
	expect(cookie).not.toMatch(/Domain=/i)
	expect(clearSessionCookie(production)).toMatch(/^__Host-session=; Path=\/;.*Max-Age=0/)
	expect(getSessionToken(request({ cookie: '__Host-session=abc' }), production)).toBe('abc')
	expect(getSessionToken(request({ cookie: '__session=abc' }), production)).toBeNull()
	// Plain HTTP (development, tests): browsers refuse the prefix without Secure.
	expect(sessionCookie('abc', env)).toMatch(/^__session=abc; /)
	expect(getSessionToken(request({ cookie: '__session=abc' }), env)).toBe('abc')
})
