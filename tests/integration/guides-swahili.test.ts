import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Outlet } from 'react-router'
import { expect, test } from 'vitest'
import type { ComponentType } from 'react'
import * as safetyGuide from '#app/routes/safety-guide.tsx'
import * as searchTips from '#app/routes/search-tips.tsx'
import * as sellerGuidelines from '#app/routes/seller-guidelines.tsx'
import * as pricingTips from '#app/routes/pricing-tips.tsx'

/** Issue 13 §3: the guides, written as a page in each language, follow the page's language. */
function render(locale: 'en' | 'sw', page: ComponentType = safetyGuide.default, path = '/safety-guide', pageData: object = {}) {
	const Stub = createRoutesStub([
		{ id: 'root', path: '/', Component: Outlet, loader: () => ({ locale }), children: [{ id: 'page', path: path.slice(1), Component: page, loader: () => pageData }] },
	])
	return renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { root: { locale }, page: pageData } } }))
}

test('/safety-guide in Swahili: the emergency numbers first, the M-PESA advice and the way to report; in English as before', () => {
	const sw = render('sw')
	expect(sw).toContain('<h1>Mwongozo wa Usalama</h1>')
	expect(sw).toContain('Ukiwa hatarini, piga simu polisi kwa 999 au 112.')
	expect(sw).toContain('Usitume kamwe amana')
	expect(sw).toMatch(/<a href="\/report-issue"[^>]*>Ripoti Tatizo<\/a>/)
	expect(sw).not.toContain('Meet in a safe place')
	const en = render('en')
	expect(en).toContain('<h1>Safety Guide</h1>')
	expect(en).toContain('In an emergency, call the police on 999 or 112.')
	expect(en).not.toContain('Mwongozo')
})

test('/search-tips in Swahili, with the words the site uses for the conditions and the sort; in English as before', () => {
	const sw = render('sw', searchTips.default, '/search-tips')
	expect(sw).toContain('<h1>Vidokezo vya Kutafuta</h1>')
	expect(sw).toContain('Mpya, Kama mpya, Nzuri, Wastani au Mbovu kiasi.')
	expect(sw).not.toContain('Use the right words')
	expect(render('en', searchTips.default, '/search-tips')).toContain('<h1>Search Tips</h1>')
})

test('/seller-guidelines in Swahili with the fee and the listing days of this server; /pricing-tips in Swahili', () => {
	const guidelines = render('sw', sellerGuidelines.default as ComponentType, '/seller-guidelines', { listingFeeKes: 15, listingDays: 30 })
	expect(guidelines).toContain('<h1>Miongozo kwa Wauzaji</h1>')
	expect(guidelines).toMatch(/lipa ada ya tangazo ya KES (<!-- -->)?15(<!-- -->)? kwa M-PESA/)
	expect(guidelines).toMatch(/Hukaa hai kwa siku (<!-- -->)?30/)
	expect(render('en', sellerGuidelines.default as ComponentType, '/seller-guidelines', { listingFeeKes: 15, listingDays: 30 })).toContain('<h1>Seller Guidelines</h1>')
	const pricing = render('sw', pricingTips.default, '/pricing-tips')
	expect(pricing).toContain('<h1>Vidokezo vya Kuweka Bei</h1>')
	expect(pricing).toContain('80-90% ya bei ya rejareja (KSh 8,000-9,000)')
	expect(render('en', pricingTips.default, '/pricing-tips')).toContain('<h1>Pricing Tips</h1>')
})
