import { expect, test } from 'vitest'
import { isDataRequest, pageUrl } from './data-request.ts'

const at = (path: string) => new Request(`http://localhost${path}`)

test('a data request names its page with a suffix and parameters of its own; the page address has none of them', () => {
	expect(isDataRequest(at('/browse.data?_routes=routes%2Fbrowse'))).toBe(true)
	expect(isDataRequest(at('/browse?q=phone'))).toBe(false)
	expect(pageUrl(at('/browse.data?q=phone&_routes=root%2Croutes%2Fbrowse')).href).toBe('http://localhost/browse?q=phone')
	expect(pageUrl(at('/_root.data?_routes=root')).href).toBe('http://localhost/')
	expect(pageUrl(at('/sell/new.data?index')).href).toBe('http://localhost/sell/new')
})

test('a page load keeps its address whole, parameters named like React Router’s included', () => {
	expect(pageUrl(at('/browse?q=phone&index=2')).href).toBe('http://localhost/browse?q=phone&index=2')
})
