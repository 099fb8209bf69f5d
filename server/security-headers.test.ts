import http from 'node:http'
import net from 'node:net'
import { expect, test } from 'vitest'
import { setSecurityHeaders } from './security-headers.ts'

test('pages load images only from Soko itself (and data:/blob: previews), never from another host', () => {
	const res = new http.ServerResponse(new http.IncomingMessage(new net.Socket()))
	setSecurityHeaders(res, { secure: false })
	const directives = String(res.getHeader('content-security-policy')).split('; ')
	expect(directives.filter((d) => d.startsWith('img-src'))).toEqual(["img-src 'self' data: blob:"])
})
