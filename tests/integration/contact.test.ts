import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as listingPage from '#app/routes/listing.tsx'
import * as home from '#app/routes/home.tsx'
import * as browse from '#app/routes/browse.tsx'
import * as apiListings from '#app/routes/api.listings.ts'
import * as apiListing from '#app/routes/api.listings.$id.ts'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, getRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

const SELLER_PHONE = '0712345678'
const MASKED = '07123456…'

let context: AppContext
let sellerId: number
let listingId: number

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db, { phone: SELLER_PHONE })).id
	listingId = (await createListing(context.db, { sellerId, title: 'Sony PS4 Slim & 2 pads' })).id
})

async function sessionOf(role: 'BUYER' | 'SELLER' | 'ADMIN') {
	const user = await createUser(context.db, { role })
	return { ...user, token: (await createSession(context.db, { userId: user.id })).token }
}

function page(path: string, token?: string) {
	return new Request(`http://localhost${path}`, { headers: token ? { cookie: `__session=${token}` } : {} })
}

function contact(id: number, token?: string, intent = 'contact') {
	const form = new FormData()
	form.append('intent', intent)
	return new Request(`http://localhost/listings/${id}`, { method: 'POST', body: form, headers: token ? { cookie: `__session=${token}` } : {} })
}

function contactRows() {
	return context.db.selectFrom('user_actions').select(['user_id', 'listing_id', 'action_type']).execute()
}

function toastOf(res: Response) {
	const raw = /toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
	if (!raw) return null
	const value = decodeURIComponent(raw)
	return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString())
}

describe('the seller phone on pages and in the API', () => {
	test('the listing page shows the full phone to the seller and admins only: a visitor and another buyer see it masked', async () => {
		const buyer = await sessionOf('BUYER')
		const admin = await sessionOf('ADMIN')
		const seller = { token: (await createSession(context.db, { userId: sellerId })).token }
		const pageFor = async (token?: string) =>
			(await call(listingPage.loader, context, page(`/listings/${listingId}`, token), { id: String(listingId) })).text()
		for (const token of [undefined, buyer.token]) {
			const text = await pageFor(token)
			expect(JSON.parse(text).listing.seller_phone).toBe(MASKED)
			expect(text).not.toContain(SELLER_PHONE)
		}
		for (const token of [seller.token, admin.token]) expect(JSON.parse(await pageFor(token)).listing.seller_phone).toBe(SELLER_PHONE)
	})

	test('cards on the home page and browse carry no seller phone, its listing dialog only the masked one, even for a signed-in buyer', async () => {
		const buyer = await sessionOf('BUYER')
		const homeBody = await (await call(home.loader, context, page(`/?listing=${listingId}`, buyer.token))).text()
		const browseBody = await (await call(browse.loader, context, page('/browse', buyer.token))).text()
		expect(JSON.parse(homeBody).latest[0]).not.toHaveProperty('seller_phone')
		expect(JSON.parse(homeBody).listing.seller_phone).toBe(MASKED)
		expect(JSON.parse(browseBody).items[0]).not.toHaveProperty('seller_phone')
		expect(homeBody).not.toContain(SELLER_PHONE)
		expect(browseBody).not.toContain(SELLER_PHONE)
	})

	test('the API masks seller_phone for a visitor and another buyer; the seller and admins get it in full', async () => {
		const buyer = await sessionOf('BUYER')
		const admin = await sessionOf('ADMIN')
		const seller = { token: (await createSession(context.db, { userId: sellerId })).token }
		const phoneFor = async (token?: string) => {
			const list = await (await call(apiListings.loader, context, getRequest('/api/listings?status=PUBLISHED', { token }))).json()
			const one = await (await call(apiListing.loader, context, getRequest(`/api/listings/${listingId}`, { token }), { id: String(listingId) })).json()
			return [list[0].seller_phone, one.seller_phone]
		}
		expect(await phoneFor()).toEqual([MASKED, MASKED])
		expect(await phoneFor(buyer.token)).toEqual([MASKED, MASKED])
		expect(await phoneFor(seller.token)).toEqual([SELLER_PHONE, SELLER_PHONE])
		expect(await phoneFor(admin.token)).toEqual([SELLER_PHONE, SELLER_PHONE])
	})
})

/** The listing page's HTML as the server renders it from what its loader (and, after a Contact, its action) answered. */
async function pageHtml(token: string | undefined, actionResponse?: Response) {
	const loaderData = await (await call(listingPage.loader, context, page(`/listings/${listingId}`, token), { id: String(listingId) })).json()
	const actionData = actionResponse ? await actionResponse.json() : undefined
	const Stub = createRoutesStub([{ id: 'listing', path: '/listings/:id', Component: listingPage.default, loader: () => loaderData }])
	return renderToString(
		createElement(Stub, {
			initialEntries: [`/listings/${listingId}`],
			hydrationData: { loaderData: { listing: loaderData }, ...(actionData ? { actionData: { listing: actionData } } : {}) },
		}),
	)
}

describe('Contact on the listing page', () => {
	test('the page has a Contact form that works without JavaScript, and after it the number with WhatsApp, Call and SMS', async () => {
		const before = await pageHtml(undefined)
		const form = `<form(?=[^>]*action="/listings/${listingId}")(?=[^>]*method="post")[^>]*>`
		expect(before).toMatch(new RegExp(`${form}<input type="hidden" name="intent" value="contact"/><button[^>]*type="submit"[^>]*>Contact</button>`))
		expect(before).not.toContain(SELLER_PHONE)
		const buyer = await sessionOf('BUYER')
		const after = await pageHtml(buyer.token, await call(listingPage.action, context, contact(listingId, buyer.token), { id: String(listingId) }))
		expect(after).toContain(`<strong>${SELLER_PHONE}</strong>`)
		expect(after).toMatch(/<a class="btn btn-primary" href="https:\/\/wa\.me\/254712345678\?text=[^"]+"[^>]*>WhatsApp<\/a>/)
		expect(after).toContain('<a class="btn" href="tel:+254712345678">Call</a>')
		expect(after).toMatch(/<a class="btn" href="sms:\+254712345678\?body=[^"]+">SMS<\/a>/)
		expect(after).not.toContain('>Contact</button>')
	})

	test('a signed-in buyer gets the full number with Call, SMS and WhatsApp links, and one contact is recorded', async () => {
		const buyer = await sessionOf('BUYER')
		const res = await call(listingPage.action, context, contact(listingId, buyer.token), { id: String(listingId) })
		expect(res.status).toBe(200)
		const { contact: answer, error } = await res.json()
		expect(error).toBeNull()
		const message = encodeURIComponent(`Hello, is "Sony PS4 Slim & 2 pads" still available? I saw it on Soko: http://localhost/listings/${listingId}`)
		expect(answer).toEqual({
			phone: SELLER_PHONE,
			call: 'tel:+254712345678',
			sms: `sms:+254712345678?body=${message}`,
			whatsapp: `https://wa.me/254712345678?text=${message}`,
		})
		expect(await contactRows()).toEqual([{ user_id: buyer.id, listing_id: listingId, action_type: 'CONTACT_SELLER' }])
	})

	test('on a Swahili page the SMS and WhatsApp links are prefilled in Swahili (issue 26)', async () => {
		const buyer = await sessionOf('BUYER')
		const request = contact(listingId, buyer.token)
		request.headers.set('cookie', `__session=${buyer.token}; lang=sw`)
		const { contact: answer } = await (await call(listingPage.action, context, request, { id: String(listingId) })).json()
		const message = encodeURIComponent(`Habari, je "Sony PS4 Slim & 2 pads" bado inapatikana? Nimeiona kwenye Soko: http://localhost/listings/${listingId}`)
		expect(answer).toMatchObject({ sms: `sms:+254712345678?body=${message}`, whatsapp: `https://wa.me/254712345678?text=${message}` })
	})

	test('the first contact with a seller comes with a safety reminder; the next ones, to any listing of theirs, without', async () => {
		const buyer = await sessionOf('BUYER')
		const first = await call(listingPage.action, context, contact(listingId, buyer.token), { id: String(listingId) })
		expect(await first.clone().json()).toMatchObject({ firstContact: true })
		const html = await pageHtml(buyer.token, first)
		expect(html).toContain('First time with this seller?')
		expect(html).toContain('never send money before you have seen it')
		expect(html).toContain('href="/safety-guide"')
		const again = await call(listingPage.action, context, contact(listingId, buyer.token), { id: String(listingId) })
		expect(await again.clone().json()).toMatchObject({ firstContact: false })
		expect(await pageHtml(buyer.token, again)).not.toContain('First time with this seller?')
	})

	test('a visitor who is not signed in is sent to log in and back, with the sign-in message, and nothing is recorded', async () => {
		const res = await call(listingPage.action, context, contact(listingId), { id: String(listingId) })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/login?redirectTo=%2Flistings%2F${listingId}%3Fdo%3Dcontact`)
		expect(toastOf(res)).toMatchObject({ description: 'You need to be signed in to contact sellers' })
		expect(await contactRows()).toEqual([])
	})

	test('a suspended user is treated as signed out', async () => {
		const buyer = await sessionOf('BUYER')
		await context.db.updateTable('users').set({ is_active: 0 }).where('id', '=', buyer.id).execute()
		const res = await call(listingPage.action, context, contact(listingId, buyer.token), { id: String(listingId) })
		expect(res.headers.get('location')).toBe(`/login?redirectTo=%2Flistings%2F${listingId}%3Fdo%3Dcontact`)
		expect(await contactRows()).toEqual([])
	})

	test('the seller contacting their own listing is shown the number, and nothing is recorded', async () => {
		const { token } = await createSession(context.db, { userId: sellerId })
		const res = await call(listingPage.action, context, contact(listingId, token), { id: String(listingId) })
		expect(res.status).toBe(200)
		expect((await res.json()).contact.phone).toBe(SELLER_PHONE)
		expect(await contactRows()).toEqual([])
	})

	test('a listing the buyer cannot see (not published) is a 404, and nothing is recorded', async () => {
		const buyer = await sessionOf('BUYER')
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		const res = await call(listingPage.action, context, contact(pending.id, buyer.token), { id: String(pending.id) })
		expect(res.status).toBe(404)
		expect(await contactRows()).toEqual([])
	})

	test('an admin sees an unpublished listing but cannot contact its seller through it', async () => {
		const admin = await sessionOf('ADMIN')
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		const res = await call(listingPage.action, context, contact(pending.id, admin.token), { id: String(pending.id) })
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ contact: null, firstContact: false, error: 'Only published listings can be contacted' })
		expect(await contactRows()).toEqual([])
	})

	test('a seller without a phone: "Seller contact information is not available"', async () => {
		const noPhone = await createUser(context.db, { phone: '' })
		const listing = await createListing(context.db, { sellerId: noPhone.id })
		const buyer = await sessionOf('BUYER')
		const res = await call(listingPage.action, context, contact(listing.id, buyer.token), { id: String(listing.id) })
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ contact: null, firstContact: false, error: 'Seller contact information is not available' })
		expect(await contactRows()).toEqual([])
	})

	test('an unknown intent is a 400', async () => {
		const buyer = await sessionOf('BUYER')
		const res = await call(listingPage.action, context, contact(listingId, buyer.token, 'toString'), { id: String(listingId) })
		expect(res.status).toBe(400)
		expect(await contactRows()).toEqual([])
	})
})
