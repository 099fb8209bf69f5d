import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as sellNew from '#app/routes/sell.new.tsx'
import * as dashboard from '#app/routes/seller-dashboard.tsx'
import * as edit from '#app/routes/listings.edit.tsx'
import * as listingPage from '#app/routes/listing.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, getRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { createUploadsContext, jpeg, removeUploads } from './photos-fixture.ts'
import { renderPage } from './render-page.ts'
import { browseListings } from '#app/domain/listings/listings.server.ts'
import { parseBrowseQuery } from '#app/domain/search/browse-query.ts'

let context: AppContext
let token: string
let cookie: string
let sellerId: number

beforeEach(async () => {
	context = await createUploadsContext()
	sellerId = (await createUser(context.db)).id
	token = (await createSession(context.db, { userId: sellerId })).token
	cookie = `__session=${token}`
})
afterEach(() => removeUploads(context))

function post(path: string, form: FormData) {
	return new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: { cookie } })
}

function toastOf(res: Response) {
	const raw = /toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
	if (!raw) return null
	const value = decodeURIComponent(raw)
	return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString())
}

async function listingForm(fields: Record<string, string>, files: number) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	for (let i = 0; i < files; i++) form.append('photoFiles', new Blob([await jpeg()], { type: 'image/jpeg' }), `p${i}.jpg`)
	return form
}

const FIELDS = { title: 'Ramtons gas cooker', description: 'Two burners', category: 'home-garden', price: '4500', location: 'Kisumu', condition: 'GOOD', reason: 'Moving house', intent: 'create' }

describe('the create form without JavaScript', () => {
	test('posts fields and photos in one request, then goes to the payment page with "Listing Created"', async () => {
		const res = await call(sellNew.action, context, post('/sell/new', await listingForm(FIELDS, 2)))
		expect(res.status).toBe(302)
		const listing = await context.db.selectFrom('listings').select(['id', 'status']).executeTakeFirstOrThrow()
		expect(res.headers.get('location')).toBe(`/sell/${listing.id}/pay`)
		expect(listing.status).toBe('PENDING_APPROVAL')
		expect(toastOf(res)).toEqual({ title: 'Listing Created', description: 'Your listing has been created and is pending approval' })
	})

	test('a town from the list and an area typed freely make the location; the Nairobi filter finds "Westlands, Nairobi"', async () => {
		const res = await call(sellNew.action, context, post('/sell/new', await listingForm({ ...FIELDS, location: 'Nairobi', area: ' Westlands ', subcategory: 'kitchenware' }, 2)))
		expect(res.status).toBe(302)
		const listing = await context.db.selectFrom('listings').select(['id', 'location', 'town', 'subcategory']).executeTakeFirstOrThrow()
		expect(listing).toMatchObject({ location: 'Westlands, Nairobi', town: 'Nairobi', subcategory: 'kitchenware' })
		await context.db.updateTable('listings').set({ status: 'PUBLISHED' }).where('id', '=', listing.id).execute()
		const nairobi = await browseListings(context.db, parseBrowseQuery(new URLSearchParams({ location: 'nairobi' })))
		expect(nairobi.items.map((l) => l.id)).toEqual([listing.id])
		const mombasa = await browseListings(context.db, parseBrowseQuery(new URLSearchParams({ location: 'Mombasa' })))
		expect(mombasa.items).toEqual([])
	})

	test('a subcategory of another category is refused and nothing is written', async () => {
		const res = await call(sellNew.action, context, post('/sell/new', await listingForm({ ...FIELDS, subcategory: 'mobile-phones-tablets' }, 2)))
		expect(res.status).toBe(400)
		expect(JSON.stringify(await res.json())).toContain('Please choose a subcategory of Home & Garden')
		expect(await context.db.selectFrom('listings').selectAll().execute()).toEqual([])
	})

	test('names the missing fields after "Please fill in:" and keeps the stored photos for the next try', async () => {
		const res = await call(sellNew.action, context, post('/sell/new', await listingForm({ ...FIELDS, title: '', price: '' }, 2)))
		expect(res.status).toBe(400)
		const body = await res.json()
		expect(body.error['']).toEqual(['Please fill in: Title, Price'])
		expect(body.error.price).toEqual(['Price is required'])
		expect(body.initialValue.photos).toHaveLength(2)
		expect(await context.db.selectFrom('listings').selectAll().execute()).toEqual([])
	})

	test('one photo is not enough', async () => {
		const res = await call(sellNew.action, context, post('/sell/new', await listingForm(FIELDS, 1)))
		expect(res.status).toBe(400)
		expect((await res.json()).error.photos).toEqual(['Please upload at least 2 photos to continue'])
	})

	test('logged out, it sends the visitor to log in and back', async () => {
		const res = await call(sellNew.loader, context, new Request('http://localhost/sell/new'))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fsell%2Fnew')
	})
})

describe('the seller dashboard', () => {
	test('Mark as Sold moves a published listing to SOLD and says so', async () => {
		const { id } = await createListing(context.db, { sellerId })
		const form = new FormData()
		form.append('intent', 'mark-sold')
		form.append('listingId', String(id))
		const res = await call(dashboard.action, context, post('/seller-dashboard', form))
		expect(toastOf(res)).toEqual({ title: 'Marked as sold' })
		const row = await context.db.selectFrom('listings').select(['status', 'sold_at']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(row.status).toBe('SOLD')
		expect(row.sold_at).not.toBeNull()
	})

	test('Undo sold of an approved, unpaid listing puts it back waiting for payment, not live', async () => {
		const { id } = await createListing(context.db, { sellerId, status: 'APPROVED' })
		for (const intent of ['mark-sold', 'undo-sold']) {
			const form = new FormData()
			form.append('intent', intent)
			form.append('listingId', String(id))
			const res = await call(dashboard.action, context, post('/seller-dashboard', form))
			if (intent === 'undo-sold') expect(toastOf(res)).toEqual({ title: 'Back on sale', description: 'Pay the listing fee to publish it.' })
		}
		const row = await context.db.selectFrom('listings').select(['status', 'payment_status', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toEqual({ status: 'APPROVED', payment_status: 'PENDING', expires_at: null })
	})

	test("another seller's listing is refused and left alone", async () => {
		const otherId = (await createUser(context.db)).id
		const { id } = await createListing(context.db, { sellerId: otherId })
		const form = new FormData()
		form.append('intent', 'mark-sold')
		form.append('listingId', String(id))
		const res = await call(dashboard.action, context, post('/seller-dashboard', form))
		expect(toastOf(res)).toMatchObject({ title: 'Error', description: 'You do not have permission to do this' })
		expect((await context.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('PUBLISHED')
	})

	test('offers what the transition table allows: Mark as Sold on an approved listing too, beside Pay Now while its fee is due', async () => {
		const approved = await createListing(context.db, { sellerId, status: 'APPROVED', title: 'Approved radio' })
		const published = await createListing(context.db, { sellerId, title: 'Published radio' })
		const data = await (await call(dashboard.loader, context, new Request('http://localhost/seller-dashboard', { headers: { cookie } }))).json()
		const actionsOf = (id: number) => data.listings.find((l: { id: number }) => l.id === id).actions
		expect(actionsOf(approved.id)).toEqual(['pay', 'mark_sold', 'edit'])
		expect(actionsOf(published.id)).toEqual(['mark_sold', 'edit'])
		const html = await renderPage(context, dashboard, '/seller-dashboard', { lang: 'en', token })
		const card = html.slice(html.indexOf('>Approved radio<'), html.indexOf('</article>', html.indexOf('>Approved radio<')))
		expect(card).toContain('>Mark as Sold</summary>')
		expect(card).toContain('>Pay Now</a>')
	})

	test('the stats follow spec 2 §3', async () => {
		for (const status of ['DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'PUBLISHED', 'SOLD', 'SOLD'] as const) await createListing(context.db, { sellerId, status, priceCents: 100_000 })
		const data = await (await call(dashboard.loader, context, new Request('http://localhost/seller-dashboard', { headers: { cookie } }))).json()
		expect(data.stats).toEqual({ total: 6, pending: 2, active: 2, sold: 2, revenueCents: 200_000 })
	})
})

describe("the listing page's Edit button", () => {
	test('for its seller and admins while it can be edited; not for anyone else, nor once it is sold', async () => {
		const { id } = await createListing(context.db, { sellerId })
		const buyer = (await createSession(context.db, { userId: (await createUser(context.db, { role: 'BUYER' })).id })).token
		const admin = (await createSession(context.db, { userId: (await createUser(context.db, { role: 'ADMIN' })).id })).token
		const canEdit = async (token?: string) => (await (await call(listingPage.loader, context, getRequest(`/listings/${id}`, { token }), { id: String(id) })).json()).canEdit
		expect([await canEdit(token), await canEdit(admin), await canEdit(buyer), await canEdit()]).toEqual([true, true, false, false])
		await context.db.updateTable('listings').set({ status: 'SOLD', sold_at: new Date().toISOString() }).where('id', '=', id).execute()
		expect([await canEdit(token), await canEdit(admin)]).toEqual([false, false])
	})
})

describe('the edit page', () => {
	test('saves the fields and refuses a SOLD listing', async () => {
		const { id } = await createListing(context.db, { sellerId })
		const form = new FormData()
		for (const [k, v] of Object.entries({ ...FIELDS, intent: 'update', title: 'Better title' })) form.append(k, v)
		const res = await call(edit.action, context, post(`/listings/${id}/edit`, form), { id: String(id) })
		expect(toastOf(res)).toEqual({ title: 'Listing updated successfully', description: 'Your changes will be reviewed before the listing shows again.' })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', id).execute()
		const sold = await call(edit.loader, context, new Request(`http://localhost/listings/${id}/edit`, { headers: { cookie } }), { id: String(id) })
		expect(sold.status).toBe(409)
		expect(sold.statusText).toBe('Sold listings cannot be edited')
	})

	test('asks for a URL and for photos when none are given', async () => {
		const { id } = await createListing(context.db, { sellerId })
		const addUrl = new FormData()
		addUrl.append('intent', 'add-url')
		addUrl.append('url', ' ')
		expect((await (await call(edit.action, context, post(`/listings/${id}/edit`, addUrl), { id: String(id) })).json()).error['']).toEqual(['Please enter a photo URL'])
		const upload = new FormData()
		upload.append('intent', 'upload')
		expect((await (await call(edit.action, context, post(`/listings/${id}/edit`, upload), { id: String(id) })).json()).error['']).toEqual(['Please select photos to upload'])
	})
})
