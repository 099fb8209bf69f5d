import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as listing from '#app/routes/api.listings.$id.ts'
import * as photos from '#app/routes/api.listings.$id.photos.ts'
import * as photo from '#app/routes/api.listings.$id.photos.$photoId.ts'
import * as approve from '#app/routes/api.listings.$id.approve.ts'
import * as status from '#app/routes/api.listings.$id.status.ts'
import * as edit from '#app/routes/listings.edit.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { acceptUpload } from '#app/domain/photos/uploads.server.ts'
import { publishIfAwaitingPayment } from '#app/domain/payments/settle.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { jpeg, tempUploadsDir } from './photos-fixture.ts'

/** "Listings stay moderated" (issue 6): a real change of a published listing sends it back for review, still paid. */

let context: AppContext
let seller: { id: number; token: string }
let other: { id: number; token: string }
let admin: { id: number; token: string }

async function member(role: 'SELLER' | 'ADMIN') {
	const user = await createUser(context.db, { role })
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

const SENT_BACK = 'Your changes will be reviewed before the listing shows again.'
const NOTHING_TO_UPDATE = 'Nothing to update: send at least one of title, description, category, subcategory, price, location, condition, reason'

beforeEach(async () => {
	context = await createTestContext()
	seller = await member('SELLER')
	other = await member('SELLER')
	admin = await member('ADMIN')
})

/** A live, paid listing (KSh 12,500, "Samsung Galaxy A14 64GB") with two photos, 3 days before it expires. */
async function publishedListing() {
	const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PUBLISHED', photos: ['a'.repeat(24), 'b'.repeat(24)] })
	await context.db
		.updateTable('listings')
		.set({ payment_status: 'COMPLETED', published_date: new Date(Date.now() - 27 * 86_400_000).toISOString(), expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString() })
		.where('id', '=', id)
		.execute()
	return id
}

function send(id: number, body: unknown, { method = 'PATCH', token = seller.token } = {}) {
	return call(listing.action, context, jsonRequest(`/api/listings/${id}`, body, { method, token }), { id: String(id) })
}

async function row(id: number) {
	return context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function logsOf(id: number) {
	return context.db.selectFrom('moderation_logs').select(['admin_id', 'action', 'from_status', 'to_status', 'reason']).where('target_id', '=', id).orderBy('id').execute()
}

describe('editing a published listing', () => {
	test('a new title sends it back for review, still paid, logged, and hidden from the public', async () => {
		const id = await publishedListing()
		const res = await send(id, { title: 'Samsung Galaxy A54 128GB' })
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({ id, title: 'Samsung Galaxy A54 128GB', status: 'PENDING_APPROVAL', payment_status: 'COMPLETED' })
		expect(await row(id)).toMatchObject({ status: 'PENDING_APPROVAL', payment_status: 'COMPLETED' })
		expect(await logsOf(id)).toEqual([{ admin_id: seller.id, action: 'EDIT', from_status: 'PUBLISHED', to_status: 'PENDING_APPROVAL', reason: 'Changed: title' }])
		expect((await call(listing.loader, context, getRequest(`/api/listings/${id}`), { id: String(id) })).status).toBe(404)
	})

	test('any price change goes back for review: small steps add up', async () => {
		const id = await publishedListing()
		const small = await send(id, { price: '12600' })
		expect(await small.json()).toMatchObject({ price: '12600.00', status: 'PENDING_APPROVAL' })
		expect(await logsOf(id)).toEqual([{ admin_id: seller.id, action: 'EDIT', from_status: 'PUBLISHED', to_status: 'PENDING_APPROVAL', reason: 'Changed: price' }])
	})

	test('a typo fix, a new condition, location or reason go back for review too: buyers see them', async () => {
		const id = await publishedListing()
		const res = await send(id, {
			title: 'samsung galaxy A14 64GB',
			description: 'Clean phone, no cracks, with a charger',
			condition: 'Fair',
			location: 'Mombasa',
			reason: 'Moving abroad',
		})
		expect(await res.json()).toMatchObject({ status: 'PENDING_APPROVAL', condition: 'FAIR', location: 'Mombasa' })
		expect((await logsOf(id)).at(-1)).toMatchObject({ reason: 'Changed: title, description, location, condition, reason' })
	})

	test('sending the same values again changes nothing and stays published', async () => {
		const id = await publishedListing()
		expect(await (await send(id, { title: 'Samsung Galaxy A14 64GB', price: '12500' })).json()).toMatchObject({ status: 'PUBLISHED' })
	})

	test('a new category sends it back', async () => {
		const id = await publishedListing()
		expect(await (await send(id, { category: 'Fashion' })).json()).toMatchObject({ category: 'clothing', status: 'PENDING_APPROVAL' })
	})

	test("an admin's edit stays published: the moderator's own change needs no second look", async () => {
		const id = await publishedListing()
		const res = await send(id, { title: 'Samsung Galaxy A14 (64GB, 4GB RAM)' }, { token: admin.token })
		expect(await res.json()).toMatchObject({ title: 'Samsung Galaxy A14 (64GB, 4GB RAM)', status: 'PUBLISHED' })
		expect(await logsOf(id)).toEqual([{ admin_id: admin.id, action: 'EDIT', from_status: 'PUBLISHED', to_status: 'PUBLISHED', reason: 'Changed: title' }])
	})

	test('a listing not yet published stays where it is', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		expect(await (await send(id, { title: 'Something else entirely' })).json()).toMatchObject({ status: 'PENDING_APPROVAL' })
		expect(await logsOf(id)).toEqual([expect.objectContaining({ from_status: 'PENDING_APPROVAL', to_status: 'PENDING_APPROVAL' })])
	})
})

describe('every state after approval goes back for review (issue 21 §2)', () => {
	const STATES = ['APPROVED', 'PAYMENT_PENDING', 'PUBLISHED', 'EXPIRED'] as const
	const photoIds = async (id: number) => (await context.db.selectFrom('listing_photos').select('id').where('listing_id', '=', id).orderBy('position').execute()).map((p) => p.id)

	function postForm(id: number, fields: Record<string, string>) {
		const form = new FormData()
		for (const [k, v] of Object.entries(fields)) form.append(k, v)
		return call(edit.action, context, new Request(`http://localhost/listings/${id}/edit`, { method: 'POST', body: form, headers: { cookie: `__session=${seller.token}` } }), {
			id: String(id),
		})
	}

	async function expectSentBack(id: number, from: string, reason: string) {
		expect(await row(id)).toMatchObject({ status: 'PENDING_APPROVAL' })
		expect((await logsOf(id)).at(-1)).toEqual({ admin_id: seller.id, action: 'EDIT', from_status: from, to_status: 'PENDING_APPROVAL', reason })
	}

	test.each(STATES)('%s: a new title by the API', async (status) => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status })
		const res = await send(id, { title: 'Pay a deposit first to reserve' })
		expect(await res.json()).toMatchObject({ status: 'PENDING_APPROVAL' })
		await expectSentBack(id, status, 'Changed: title')
	})

	test.each(STATES)('%s: a new description by the edit form', async (status) => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status })
		const res = await postForm(id, {
			intent: 'update',
			title: 'Samsung Galaxy A14 64GB',
			description: 'Send KSh 2,000 deposit to 0700 000 000 first.',
			category: 'electronics',
			price: '12500',
			location: 'Nairobi',
			condition: 'GOOD',
			reason: 'Upgraded',
		})
		expect(res.status).toBe(302)
		await expectSentBack(id, status, 'Changed: description')
	})

	test.each(STATES)('%s: a photo added by the API, or deleted by the edit form', async (status) => {
		const added = await createListing(context.db, { sellerId: seller.id, status })
		const { public_id } = await acceptUpload(context.db, { uploadsDir: tempUploadsDir(), userId: seller.id, input: Buffer.from(await jpeg()) })
		const res = await call(photos.action, context, jsonRequest(`/api/listings/${added.id}/photos`, { cloudinary_id: public_id }, { token: seller.token }), { id: String(added.id) })
		expect(await res.json()).toMatchObject({ listing_status: 'PENDING_APPROVAL' })
		await expectSentBack(added.id, status, 'Changed: photos')

		const deleted = await createListing(context.db, { sellerId: seller.id, status, photos: ['a'.repeat(24), 'b'.repeat(24)] })
		await postForm(deleted.id, { intent: 'delete-photo', photoId: String((await photoIds(deleted.id))[1]) })
		await expectSentBack(deleted.id, status, 'Changed: photos')
	})

	test('edited while its payment was on the phone: paying no longer publishes it; approval does, without paying again', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PAYMENT_PENDING' })
		await send(id, { price: '9000' })
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', id).execute()
		expect(await publishIfAwaitingPayment(context.db, { env: context.env, listingId: id, actor: 'SYSTEM', reason: 'M-PESA TEST' })).toBe(false)
		expect((await row(id)).status).toBe('PENDING_APPROVAL')
		const approved = await call(approve.action, context, jsonRequest(`/api/listings/${id}/approve`, {}, { token: admin.token }), { id: String(id) })
		expect(await approved.json()).toMatchObject({ status: 'PUBLISHED' })
	})

	test('edited while expired: renewing cannot publish the unreviewed change', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'EXPIRED' })
		await send(id, { title: 'Pay a deposit first to reserve' })
		const renew = await call(status.action, context, jsonRequest(`/api/listings/${id}/status`, { status: 'PUBLISHED' }, { method: 'PUT', token: seller.token }), { id: String(id) })
		expect(renew.status).toBe(409)
		expect((await row(id)).status).toBe('PENDING_APPROVAL')
	})
})

describe('photos of a published listing', () => {
	const photoCall = (id: number, photoId: number, method: 'PATCH' | 'DELETE') =>
		call(photo.action, context, jsonRequest(`/api/listings/${id}/photos/${photoId}`, { is_primary: true }, { method, token: seller.token }), {
			id: String(id),
			photoId: String(photoId),
		})
	const photoIds = async (id: number) => (await context.db.selectFrom('listing_photos').select('id').where('listing_id', '=', id).orderBy('position').execute()).map((p) => p.id)

	test('adding one sends it back; approving it then republishes it at once, without a new payment', async () => {
		const id = await publishedListing()
		const { public_id } = await acceptUpload(context.db, { uploadsDir: tempUploadsDir(), userId: seller.id, input: Buffer.from(await jpeg()) })
		const added = await call(photos.action, context, jsonRequest(`/api/listings/${id}/photos`, { cloudinary_id: public_id }, { token: seller.token }), { id: String(id) })
		expect(added.status).toBe(201)
		expect(await added.json()).toMatchObject({ cloudinary_id: public_id, listing_status: 'PENDING_APPROVAL' })
		expect(await logsOf(id)).toEqual([{ admin_id: seller.id, action: 'EDIT', from_status: 'PUBLISHED', to_status: 'PENDING_APPROVAL', reason: 'Changed: photos' }])

		const approved = await call(approve.action, context, jsonRequest(`/api/listings/${id}/approve`, {}, { token: admin.token }), { id: String(id) })
		expect(await approved.json()).toEqual({ message: 'Listing approved', id, from: 'PENDING_APPROVAL', status: 'PUBLISHED' })
		const live = await row(id)
		expect(live).toMatchObject({ status: 'PUBLISHED', payment_status: 'COMPLETED' })
		// A fresh period from the approval: the days it waited hidden in review are not lost.
		expect(Math.round((Date.parse(live.expires_at!) - Date.now()) / 86_400_000)).toBe(context.env.LISTING_TTL_DAYS)
		expect(await context.db.selectFrom('payment_attempts').select('id').where('listing_id', '=', id).execute()).toEqual([])
		expect(await context.db.selectFrom('transactions').select('id').where('listing_id', '=', id).execute()).toEqual([])
	})

	test('deleting one sends it back; choosing another main photo does not', async () => {
		const id = await publishedListing()
		const [first, second] = await photoIds(id)
		const main = await photoCall(id, second!, 'PATCH')
		expect(await main.json()).toEqual({ message: 'Primary photo updated successfully' })
		expect((await row(id)).status).toBe('PUBLISHED')
		const deleted = await photoCall(id, first!, 'DELETE')
		expect(await deleted.json()).toEqual({ message: 'Photo deleted successfully', listing_status: 'PENDING_APPROVAL' })
		expect((await row(id)).status).toBe('PENDING_APPROVAL')
	})
})

describe('PATCH /api/listings/:id is a partial update', () => {
	test('only the price changes when only the price is sent; unknown fields are ignored; PUT still needs them all', async () => {
		const id = await publishedListing()
		const before = await row(id)
		const res = await send(id, { price: '12,000', colour: 'blue' })
		expect(res.status).toBe(200)
		const after = await row(id)
		// Back in review, so out of the search index (search_words) where the dialect keeps one per published listing.
		expect({ ...after, search_words: null }).toEqual({ ...before, search_words: null, price_cents: 1_200_000, status: 'PENDING_APPROVAL', updated_at: after.updated_at })
		const put = await send(id, { price: '12000' }, { method: 'PUT' })
		expect(put.status).toBe(400)
		expect((await put.json()).errors).toMatchObject({ title: ['Title is required'], reason: ['Reason for selling is required'] })
	})

	test('checks the listing before the body: missing 404, not theirs 403, sold 409', async () => {
		const bad = { price: 'lots', title: '' }
		const missing = await send(987_654, bad)
		expect([missing.status, await missing.json()]).toEqual([404, { message: 'Listing not found' }])
		const id = await publishedListing()
		const notTheirs = await send(id, bad, { token: other.token })
		expect([notTheirs.status, await notTheirs.json()]).toEqual([403, { message: 'You do not have permission to do this' }])
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', id).execute()
		const sold = await send(id, bad)
		expect([sold.status, await sold.json()]).toEqual([409, { message: 'Sold listings cannot be edited' }])
	})

	test('a bad field is a 400 naming it, and writes nothing', async () => {
		const id = await publishedListing()
		const before = await row(id)
		const res = await send(id, { price: 'lots', title: 'A new title' })
		expect(res.status).toBe(400)
		expect(await res.json()).toEqual({ message: 'Validation failed: Price must be a number, e.g. 12500', errors: { price: ['Price must be a number, e.g. 12500'] } })
		expect(await row(id)).toEqual(before)
	})

	test('an empty body ({}, only unknown fields, or none at all) is a 400 and writes nothing', async () => {
		const id = await publishedListing()
		const before = await row(id)
		const noBody = new Request(`http://localhost/api/listings/${id}`, { method: 'PATCH', headers: { authorization: `Bearer ${seller.token}` } })
		for (const res of [await send(id, {}), await send(id, { colour: 'blue' }), await call(listing.action, context, noBody, { id: String(id) })]) {
			expect([res.status, await res.json()]).toEqual([400, { message: NOTHING_TO_UPDATE }])
		}
		expect(await row(id)).toEqual(before)
		expect(await logsOf(id)).toEqual([])
	})

})

describe('the edit page', () => {
	const cookie = () => `__session=${seller.token}`
	const page = (id: number, token = seller.token) =>
		call(edit.loader, context, new Request(`http://localhost/listings/${id}/edit`, { headers: { cookie: `__session=${token}` } }), { id: String(id) })

	function post(id: number, fields: Record<string, string>) {
		const form = new FormData()
		for (const [k, v] of Object.entries(fields)) form.append(k, v)
		return call(edit.action, context, new Request(`http://localhost/listings/${id}/edit`, { method: 'POST', body: form, headers: { cookie: cookie() } }), { id: String(id) })
	}

	function toastOf(res: Response) {
		const value = decodeURIComponent(/toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!)
		return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString())
	}

	const FIELDS = {
		intent: 'update',
		title: 'Samsung Galaxy A14 64GB',
		description: 'Clean phone, no cracks, with charger.',
		category: 'electronics',
		price: '12500',
		location: 'Nairobi',
		condition: 'GOOD',
		reason: 'Upgraded',
	}

	/** The page as the server renders it, from what its loader answered. */
	async function pageText(id: number, token = seller.token) {
		const loaderData = await (await page(id, token)).json()
		const Stub = createRoutesStub([{ id: 'edit', path: '/listings/:id/edit', Component: edit.default, loader: () => loaderData }])
		const html = renderToString(createElement(Stub, { initialEntries: [`/listings/${id}/edit`], hydrationData: { loaderData: { edit: loaderData } } }))
		return html.replace(/<!-- -->|<[^>]+>/g, '')
	}

	const WARNING = 'Any change you save here (words, price, photos or details) sends your listing back for review before it shows again. You won’t pay again.'

	test('warns the seller of a published listing before saving; not an admin, not before publication', async () => {
		const id = await publishedListing()
		expect(await pageText(id)).toContain(WARNING)
		expect(await pageText(id, admin.token)).not.toContain('back for review')
		const { id: pending } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		expect(await pageText(pending)).not.toContain('back for review')
	})

	test('a subcategory of another category is refused beside its field, in the page language, what was typed kept, nothing written (issue 26)', async () => {
		const id = await publishedListing()
		const before = await row(id)
		const res = await post(id, { ...FIELDS, category: 'home-garden', subcategory: 'mobile-phones-tablets', title: 'Typed, not saved' })
		expect(res.status).toBe(400)
		const body = await res.json()
		expect(body.error.subcategory).toEqual(['Please choose a subcategory of Home & Garden'])
		expect(body.initialValue).toMatchObject({ category: 'home-garden', subcategory: 'mobile-phones-tablets', title: 'Typed, not saved' })
		expect(await row(id)).toEqual(before)
		expect(await logsOf(id)).toEqual([])

		const form = new FormData()
		for (const [k, v] of Object.entries({ ...FIELDS, category: 'home-garden', subcategory: 'mobile-phones-tablets' })) form.append(k, v)
		const swahili = await call(edit.action, context, new Request(`http://localhost/listings/${id}/edit`, { method: 'POST', body: form, headers: { cookie: `${cookie()}; lang=sw` } }), {
			id: String(id),
		})
		expect((await swahili.json()).error.subcategory).toEqual(['Tafadhali chagua kategoria ndogo ya Nyumba na Bustani'])
		expect(await row(id)).toEqual(before)
	})

	test('the toast says when a save sent it back for review', async () => {
		const id = await publishedListing()
		const same = await post(id, FIELDS)
		expect(toastOf(same)).toEqual({ title: 'Listing updated successfully' })
		expect((await row(id)).status).toBe('PUBLISHED')
		const real = await post(id, { ...FIELDS, description: 'Screen has a small crack; battery replaced last month.' })
		expect(real.headers.get('location')).toBe(`/listings/${id}`)
		expect(toastOf(real)).toEqual({ title: 'Listing updated successfully', description: SENT_BACK })
		expect((await row(id)).status).toBe('PENDING_APPROVAL')
	})

	test('deleting a photo of a published listing says so too', async () => {
		const id = await publishedListing()
		const [photoId] = (await context.db.selectFrom('listing_photos').select('id').where('listing_id', '=', id).execute()).map((p) => p.id)
		const res = await post(id, { intent: 'delete-photo', photoId: String(photoId) })
		expect(toastOf(res)).toEqual({ title: 'Photo deleted successfully', description: SENT_BACK })
	})
})
