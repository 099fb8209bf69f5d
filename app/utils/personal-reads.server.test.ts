import { expect, test } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { getSessionToken } from '../routes/+shared/auth.server.ts'
import { readCookie } from './cookies.server.ts'
import { readToast } from './toast.server.ts'
import { addressToken, watchPersonalReads } from './personal-reads.server.ts'

const env = parseEnv({ NODE_ENV: 'test' })
const request = (headers: Record<string, string>, url = 'http://localhost/') => new Request(url, { headers })

test('reading a session (cookie or Bearer), a flash message, any cookie but the shared ones or a token in the address makes a response personal', async () => {
	const personal = (read: () => unknown) => watchPersonalReads(async () => read()).then((r) => r.personal)
	expect(await personal(() => getSessionToken(request({ cookie: '__session =abc' }), env))).toBe(true)
	expect(await personal(() => getSessionToken(request({ authorization: 'Bearer abc' }), env))).toBe(true)
	expect(await personal(() => readToast(request({ cookie: 'toast=x.y' }), env))).toBe(true)
	expect(await personal(() => readCookie(request({ cookie: 'soko_chat=%ZZ' }), 'soko_chat'))).toBe(true)
	expect(await personal(() => addressToken(request({}, 'http://localhost/reset-password?token=abc'), 'token'))).toBe(true)
	// What every anonymous visitor may have, and a cookie that is not there, say nothing about the person.
	expect(await personal(() => getSessionToken(request({ cookie: 'lite=1; lang=sw; css=app-1.css; dismissed_banners=1.2' }), env))).toBe(false)
	expect(await personal(() => ['lite', 'lang', 'css', 'dismissed_banners'].map((name) => readCookie(request({ cookie: `${name}=1` }), name)))).toBe(false)
	expect(await personal(() => addressToken(request({}, 'http://localhost/reset-password'), 'token'))).toBe(false)
})
