import { createHash } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import { expect, test } from 'vitest'
import { pagePolicy, setSecurityHeaders } from './security-headers.ts'

test('pages load images only from Soko itself (and data:/blob: previews), never from another host', () => {
	const res = new http.ServerResponse(new http.IncomingMessage(new net.Socket()))
	setSecurityHeaders(res, { secure: false })
	const directives = String(res.getHeader('content-security-policy')).split('; ')
	expect(directives.filter((d) => d.startsWith('img-src'))).toEqual(["img-src 'self' data: blob:"])
})

test('with photos at a public address, its origin is the one other source of images, on pages and every answer', () => {
	const res = new http.ServerResponse(new http.IncomingMessage(new net.Socket()))
	const photosOrigin = 'https://photos.example.co.ke'
	setSecurityHeaders(res, { secure: false, photosOrigin })
	const imgSrc = (csp: string) => csp.split('; ').filter((d) => d.startsWith('img-src'))
	expect(imgSrc(String(res.getHeader('content-security-policy')))).toEqual(["img-src 'self' data: blob: https://photos.example.co.ke"])
	expect(imgSrc(pagePolicy('<p>A page</p>', { photosOrigin }))).toEqual(["img-src 'self' data: blob: https://photos.example.co.ke"])
})

test('scripts: our own files and, on a page, exactly its inline scripts by hash; never any inline script', async () => {
	const res = new http.ServerResponse(new http.IncomingMessage(new net.Socket()))
	setSecurityHeaders(res, { secure: false })
	const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src'))
	expect(scriptSrc(String(res.getHeader('content-security-policy')))).toBe("script-src 'self'")
	const html = '<script>window.a = 1</script><script type="module" async="">import "/assets/x.js"</script><script src="/assets/y.js"></script><script>window.a = 1</script>'
	const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
	expect(scriptSrc(pagePolicy(html, {}))).toBe(`script-src 'self' ${hash('window.a = 1')} ${hash('import "/assets/x.js"')}`)
	expect(scriptSrc(pagePolicy('<p>Lite: no scripts</p>', {}))).toBe("script-src 'self'")
})
