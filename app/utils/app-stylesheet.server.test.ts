import { expect, test } from 'vitest'
import { appStylesheet } from './app-stylesheet.server.ts'

const stylesheetFor = appStylesheet({ css: 'body{margin:0}', href: '/assets/app-AbC123.css' })
const page = (cookie?: string) => new Request('http://soko.test/browse', { headers: cookie ? { cookie } : {} })

test('a first visit gets the stylesheet inline, a prefetch of the file and a cookie naming it', () => {
	const { head, cookie } = stylesheetFor(page(), { secure: true })
	expect(head).toBe('<style>body{margin:0}</style><link rel="prefetch" href="/assets/app-AbC123.css"/>')
	expect(cookie).toMatch(/^css=app-AbC123\.css; Path=\/; SameSite=Lax; Max-Age=\d+; HttpOnly; Secure$/)
})

test('with the cookie naming the current file, the page links it and sets nothing', () => {
	const { head, cookie } = stylesheetFor(page('lite=0; css=app-AbC123.css'), { secure: true })
	expect(head).toBe('<link rel="stylesheet" href="/assets/app-AbC123.css"/>')
	expect(cookie).toBeNull()
})

test('a cookie naming an older file (a deploy since) inlines again and names the new one', () => {
	const { head, cookie } = stylesheetFor(page('css=app-Old999.css'), { secure: false })
	expect(head).toContain('<style>body{margin:0}</style>')
	expect(cookie).toMatch(/^css=app-AbC123\.css;/)
	expect(cookie).not.toContain('Secure')
})

test('Lite mode inlines without prefetching the file (it saves data), and still remembers', () => {
	const { head, cookie } = stylesheetFor(new Request('http://soko.test/', { headers: { 'save-data': 'on' } }), { secure: false })
	expect(head).toBe('<style>body{margin:0}</style>')
	expect(cookie).toMatch(/^css=app-AbC123\.css;/)
})
