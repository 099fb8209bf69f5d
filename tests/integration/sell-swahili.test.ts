import { beforeEach, describe, expect, test } from 'vitest'
import * as sell from '#app/routes/sell.tsx'
import * as sellNew from '#app/routes/sell.new.tsx'
import * as sellPay from '#app/routes/sell.pay.tsx'
import * as edit from '#app/routes/listings.edit.tsx'
import * as dashboard from '#app/routes/seller-dashboard.tsx'
import * as sellerPage from '#app/routes/seller.tsx'
import type { AppContext } from '#app/context.ts'
import { translate, type Messages } from '#app/i18n/translate.ts'
import { call, createTestContext, dataUrl } from './context.ts'
import { createListing } from './factories.ts'
import { session } from './trust-helpers.ts'

/** Issue 13 §3: the selling side in Swahili. A Swahili visitor's pages carry the Swahili of their words; English none. */

let context: AppContext
let seller: Awaited<ReturnType<typeof session>>

beforeEach(async () => {
	context = await createTestContext()
	seller = await session(context, 'SELLER')
})

/**
 * A page's data as a client navigation asks for it (its `.data` address), in `lang`
 * (`accept-language`), signed in as the seller.
 */
function request(path: string, lang: string, init: RequestInit = {}) {
	return new Request(dataUrl(path), {
		...init,
		headers: { 'accept-language': lang, cookie: `__session=${seller.token}`, ...(init.headers as Record<string, string>) },
	})
}

async function messagesOf(loader: unknown, path: string, lang: string, params: Record<string, string> = {}) {
	const res = await call(loader, context, request(path, lang), params)
	expect(res.status).toBe(200)
	return ((await res.json()) as { messages: Messages }).messages
}

describe('the selling pages in Swahili', () => {
	test('/sell, /sell/new, the pay page and the edit page carry the sell words; an English browser gets none', async () => {
		const listing = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		const pages = [
			[sell.loader, '/sell', {}, 'Sell Your Item', 'Uza Bidhaa Yako'],
			[sellNew.loader, '/sell/new', {}, 'Create listing', 'Weka tangazo'],
			[sellPay.loader, `/sell/${listing.id}/pay`, { id: String(listing.id) }, 'M-PESA phone number', 'Nambari ya simu ya M-PESA'],
			[edit.loader, `/listings/${listing.id}/edit`, { id: String(listing.id) }, 'Save changes', 'Hifadhi mabadiliko'],
		] as const
		for (const [loader, path, params, english, swahili] of pages) {
			const sw = await messagesOf(loader, path, 'sw-KE,sw;q=0.9', params)
			expect(translate(sw, english), path).toBe(swahili)
			expect(translate(sw, 'Please choose a category from the list'), path).toBe('Tafadhali chagua kategoria kutoka kwenye orodha')
			expect(translate(sw, 'Pending approval'), path).toBe('Linasubiri kukubaliwa')
			expect(await messagesOf(loader, path, 'en-GB,en;q=0.9', params), path).toEqual({})
		}
	})

	test('the seller dashboard carries its own words and the create form’s; English none', async () => {
		const sw = await messagesOf(dashboard.loader, '/seller-dashboard', 'sw')
		expect(translate(sw, 'Mark as Sold')).toBe('Weka Kuwa Imeuzwa')
		expect(translate(sw, 'Sold', undefined, 'stats')).toBe('Yaliyouzwa')
		expect(translate(sw, 'Create listing')).toBe('Weka tangazo')
		expect(translate(sw, 'Payment: {status}', { status: translate(sw, 'Waiting for payment') })).toBe('Malipo: Inasubiri malipo')
		expect(await messagesOf(dashboard.loader, '/seller-dashboard', 'en')).toEqual({})
	})

	test('a seller’s public page, for anyone: Swahili by the browser, English none', async () => {
		const params = { id: String(seller.id) }
		const sw = await messagesOf(sellerPage.loader, `/sellers/${seller.id}`, 'sw', params)
		expect(translate(sw, '{count} listings for sale · {sold} sold', { count: 3, sold: 1 })).toBe('Matangazo 3 yanauzwa · 1 zimeuzwa')
		expect(await messagesOf(sellerPage.loader, `/sellers/${seller.id}`, 'en', params)).toEqual({})
	})
})

describe('the create form’s messages', () => {
	const post = (lang: string) => {
		const form = new FormData()
		form.append('title', 'Sofa')
		form.append('intent', 'create')
		return request('/sell/new', lang, { method: 'POST', body: form })
	}
	type Answer = { error: Record<string, string[]> }

	test('the summary naming the missing fields is said whole in Swahili; each field keeps its English key; English as before', async () => {
		const sw = (await (await call(sellNew.action, context, post('sw'))).json()) as Answer
		expect(sw.error['']).toEqual(['Tafadhali jaza: Maelezo, Kategoria, Bei, Mahali, Hali, Sababu ya kuuza'])
		expect(sw.error.price).toContain('Price is required')
		const en = (await (await call(sellNew.action, context, post('en'))).json()) as Answer
		expect(en.error['']).toEqual(['Please fill in: Description, Category, Price, Location, Condition, Reason for selling'])
	})
})
