import { expect, test } from 'vitest'
import { isDataRequest, pageUrl } from './data-request.ts'

const at = (path: string) => new Request(`http://localhost${path}`)
const pageOf = (path: string) => pageUrl(at(path).url).href

test('a data request names its page with a suffix and parameters of its own; the page address has none of them', () => {
	expect(isDataRequest(at('/browse.data?_routes=routes%2Fbrowse'))).toBe(true)
	expect(isDataRequest(at('/browse?q=phone'))).toBe(false)
	expect(pageOf('/browse.data?q=phone&_routes=root%2Croutes%2Fbrowse')).toBe('http://localhost/browse?q=phone')
	expect(pageOf('/_.data?_routes=root')).toBe('http://localhost/')
	expect(pageOf('/help-center/_.data')).toBe('http://localhost/help-center/')
	expect(pageOf('/sell/new.data?index')).toBe('http://localhost/sell/new')
})

test('a page load keeps its address whole, parameters named like React Router’s included', () => {
	expect(pageOf('/browse?q=phone&index=2')).toBe('http://localhost/browse?q=phone&index=2')
})
