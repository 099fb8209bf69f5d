import { beforeEach, describe, expect, test } from 'vitest'
import * as adminLogin from '#app/routes/admin-login.tsx'
import * as admin from '#app/routes/admin.tsx'
import { routerContext, type AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { parseEnv } from '#app/env.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { readToast } from '#app/utils/toast.server.ts'
import { call, createTestContext } from './context.ts'
import { createListing, createUser, TEST_PASSWORD } from './factories.ts'

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
})

type Handler = (args: { request: Request; params: Record<string, string>; context: ReturnType<typeof routerContext> }) => unknown
type FormAnswer = { status: number; error: Record<string, string[] | null> | null; initialValue: Record<string, unknown> | null }

/** A form action's `data(...)` answer (status + body), or the Response it returned or threw. */
async function submit(handler: unknown, request: Request): Promise<FormAnswer | Response> {
	try {
		const result = (await (handler as Handler)({ request, params: {}, context: routerContext(context) })) as
			| Response
			| { data: Omit<FormAnswer, 'status'>; init: { status?: number } | null }
		if (result instanceof Response) return result
		return { status: result.init?.status ?? 200, ...result.data }
	} catch (thrown) {
		if (thrown instanceof Response) return thrown
		throw thrown
	}
}

function form(path: string, fields: Record<string, string>, token?: string) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: `__session=${token}` } : {}) },
		body: new URLSearchParams(fields),
	})
}

function page(path: string, token?: string) {
	return new Request(`http://localhost${path}`, { headers: token ? { cookie: `__session=${token}` } : {} })
}

async function session(role: UserRole) {
	const user = await createUser(context.db, { role })
	return { ...user, token: (await createSession(context.db, { userId: user.id })).token }
}

/** The toast a redirect carries, as the next page would read it. */
function toastOf(res: Response) {
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('toast='))
	if (!cookie) return null
	return readToast(new Request('http://localhost/', { headers: { cookie: cookie.split(';')[0]! } }), context.env).toast
}

const statusOf = async (id: number) =>
	(await context.db.selectFrom('listings').select('status').where('id', '=', id).executeTakeFirst())?.status

describe('/admin-login', () => {
	test('an admin signs in: a session cookie, a toast, and /admin', async () => {
		const user = await createUser(context.db, { role: 'ADMIN', phone: '0700000009' })
		const res = (await submit(adminLogin.action, form('/admin-login', { phone: user.phone, password: TEST_PASSWORD }))) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin')
		expect(res.headers.getSetCookie().some((c) => c.startsWith('__session='))).toBe(true)
		expect(toastOf(res)).toMatchObject({ title: expect.any(String) })
		expect(await context.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1)
	})

	test('a wrong password: Login Failed - Invalid credentials, no session', async () => {
		const user = await createUser(context.db, { role: 'ADMIN' })
		const answer = (await submit(adminLogin.action, form('/admin-login', { phone: user.phone, password: 'wrong-pass' }))) as FormAnswer
		expect(answer.status).toBe(401)
		expect(answer.error).toEqual({ '': ['Login Failed - Invalid credentials'] })
		expect(answer.initialValue).toEqual({ phone: user.phone })
		const unknown = (await submit(adminLogin.action, form('/admin-login', { phone: '0799999999', password: 'whatever' }))) as FormAnswer
		expect(unknown.error).toEqual({ '': ['Login Failed - Invalid credentials'] })
		expect(await context.db.selectFrom('sessions').selectAll().execute()).toEqual([])
	})

	test('a seller with the right password: Access Denied - Admin privileges required, and no session is created', async () => {
		for (const role of ['SELLER', 'BUYER'] as const) {
			const user = await createUser(context.db, { role })
			const answer = (await submit(adminLogin.action, form('/admin-login', { phone: user.phone, password: TEST_PASSWORD }))) as FormAnswer
			expect(answer.status).toBe(403)
			expect(answer.error).toEqual({ '': ['Access Denied - Admin privileges required'] })
		}
		expect(await context.db.selectFrom('sessions').selectAll().execute()).toEqual([])
	})

	test('empty fields are refused; repeated failures are slowed down', async () => {
		const empty = (await submit(adminLogin.action, form('/admin-login', { phone: '', password: '' }))) as FormAnswer
		expect(empty.status).toBe(400)
		expect(empty.error).toMatchObject({ phone: ['Phone number is required'], password: ['Password is required'] })
		const user = await createUser(context.db, { role: 'ADMIN' })
		for (let i = 0; i < 5; i++) await submit(adminLogin.action, form('/admin-login', { phone: user.phone, password: 'wrong-pass' }))
		const blocked = (await submit(adminLogin.action, form('/admin-login', { phone: user.phone, password: TEST_PASSWORD }))) as FormAnswer
		expect(blocked.status).toBe(429)
	})

	test('prefilled with the test admin only in development, never otherwise', async () => {
		const creds = { ADMIN_PHONE: '0700000001', ADMIN_PASSWORD: 'admin-e2e-pass', SEED_DEMO: 'false' }
		const dev = { ...context, env: parseEnv({ ...creds, NODE_ENV: 'development' }) }
		const devData = await call(adminLogin.loader, dev, page('/admin-login'))
		expect((await devData.json()).dev).toEqual({ phone: '0700000001', password: 'admin-e2e-pass' })
		for (const NODE_ENV of ['production', 'test', undefined]) {
			const env = parseEnv({ ...creds, NODE_ENV, SESSION_SECRET: 'a-long-enough-session-secret', MPESA_MODE: 'simulator', PUBLIC_URL: 'https://soko.example' })
			const res = await call(adminLogin.loader, { ...context, env }, page('/admin-login'))
			expect((await res.json()).dev).toBeNull()
		}
	})

	test('an admin who is already signed in goes straight to /admin', async () => {
		const { token } = await session('ADMIN')
		const res = await call(adminLogin.loader, context, page('/admin-login', token))
		expect(res.headers.get('location')).toBe('/admin')
	})
})

describe('/admin loader', () => {
	test('a visitor goes to /admin-login; a seller gets the Access Denied 403', async () => {
		const anonymous = await call(admin.loader, context, page('/admin'))
		expect(anonymous.status).toBe(302)
		expect(anonymous.headers.get('location')).toBe('/admin-login')
		const { token } = await session('SELLER')
		const denied = await call(admin.loader, context, page('/admin', token))
		expect(denied.status).toBe(403)
		expect(await denied.text()).toBe('Access Denied - You need admin privileges to access this page.')
	})

	test('dashboard: the cards, recent activity and what expires within 2 days', async () => {
		const { token } = await session('ADMIN')
		const sellerId = (await createUser(context.db)).id
		await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		await createListing(context.db, { sellerId, status: 'APPROVED' })
		const soon = await createListing(context.db, { sellerId, status: 'PUBLISHED' })
		const later = await createListing(context.db, { sellerId, status: 'PUBLISHED' })
		await createListing(context.db, { sellerId, status: 'SOLD' })
		await context.db.updateTable('listings').set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() }).where('id', '=', soon.id).execute()
		await context.db.updateTable('listings').set({ expires_at: new Date(Date.now() + 5 * 86_400_000).toISOString() }).where('id', '=', later.id).execute()
		const body = await (await call(admin.loader, context, page('/admin', token))).json()
		expect(body.tab).toBe('dashboard')
		expect(body.dashboard.cards).toEqual({ pending: 1, active: 3, users: 2, sold: 1 })
		expect(body.dashboard.recent).toHaveLength(5)
		expect(body.dashboard.expiringSoon.map((l: { id: number }) => l.id)).toEqual([soon.id])
	})

	test('listings: 50 a page, newest first; moderation: drafts and pending only', async () => {
		const { token } = await session('ADMIN')
		const sellerId = (await createUser(context.db)).id
		for (let i = 0; i < 51; i++) {
			await createListing(context.db, { sellerId, status: i % 2 ? 'PUBLISHED' : 'DRAFT', title: `Item ${i}`, photos: [], createdAt: new Date(Date.now() - (60 - i) * 60_000).toISOString() })
		}
		const first = await (await call(admin.loader, context, page('/admin?tab=listings', token))).json()
		expect(first.listings).toMatchObject({ total: 51, page: 1, pages: 2 })
		expect(first.listings.rows).toHaveLength(50)
		expect(first.listings.rows[0].title).toBe('Item 50')
		const second = await (await call(admin.loader, context, page('/admin?tab=listings&page=2', token))).json()
		expect(second.listings.rows.map((l: { title: string }) => l.title)).toEqual(['Item 0'])
		const reviews = await (await call(admin.loader, context, page('/admin?tab=moderation', token))).json()
		expect(reviews.reviews.total).toBe(26)
		expect(reviews.reviews.rows.every((l: { status: string }) => l.status === 'DRAFT')).toBe(true)
	})

	test('moderation rows say what a moderator weighs: the cover photo, paid or not, the seller and since when', async () => {
		const { token } = await session('ADMIN')
		const seller = await createUser(context.db)
		await context.db.insertInto('seller_profiles').values({ user_id: seller.id, display_name: 'Wanjiku Electronics' }).execute()
		await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL', photos: ['b'.repeat(24)] })
		const { reviews } = await (await call(admin.loader, context, page('/admin?tab=moderation', token))).json()
		expect(reviews.rows[0]).toMatchObject({ cover: 'b'.repeat(24), seller_name: 'Wanjiku Electronics', seller_since: 'seconds ago', payment_status: 'PENDING' })
	})

	test('payment fixer: an empty id asks for one; a listing shows its payment; the debug tool answers', async () => {
		const { token } = await session('ADMIN')
		const sellerId = (await createUser(context.db)).id
		const { id } = await createListing(context.db, { sellerId, status: 'APPROVED', title: 'Fridge' })
		const empty = await (await call(admin.loader, context, page('/admin?tab=payment-fixer&listingId=&debugId=', token))).json()
		expect(empty.fixer.check).toEqual({ error: 'Please enter a listing ID' })
		expect(empty.fixer.debug).toEqual({ error: 'Please enter a listing ID' })
		const none = await (await call(admin.loader, context, page('/admin?tab=payment-fixer', token))).json()
		expect(none.fixer).toMatchObject({ check: null, debug: null, feeKes: 15 })
		const found = await (await call(admin.loader, context, page(`/admin?tab=payment-fixer&listingId=${id}&debugId=${id}`, token))).json()
		expect(found.fixer.check).toMatchObject({ listing: { id, title: 'Fridge', status: 'APPROVED' }, payment: { paymentStatus: 'PENDING' } })
		expect(JSON.parse(found.fixer.debug.json).listing).toMatchObject({ id, status: 'APPROVED' })
		const missing = await (await call(admin.loader, context, page('/admin?tab=payment-fixer&listingId=999', token))).json()
		expect(missing.fixer.check).toEqual({ error: 'Listing not found' })
	})
})

describe('/admin actions', () => {
	let adminToken: string
	let sellerId: number
	beforeEach(async () => {
		adminToken = (await session('ADMIN')).token
		sellerId = (await createUser(context.db)).id
	})

	test('approve from the moderation tab: back to the same tab with a toast', async () => {
		const { id } = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		const res = (await submit(admin.action, form('/admin?tab=moderation', { intent: 'approve', listingId: String(id), notes: 'Nice' }, adminToken))) as Response
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin?tab=moderation')
		expect(toastOf(res)).toEqual({ title: 'Listing approved', variant: 'success' })
		expect(await statusOf(id)).toBe('APPROVED')
		const log = await context.db.selectFrom('moderation_logs').selectAll().where('target_id', '=', id).executeTakeFirstOrThrow()
		expect(log).toMatchObject({ action: 'APPROVE', reason: 'Nice' })
	})

	test('an illegal move answers the server message as an error toast', async () => {
		const { id } = await createListing(context.db, { sellerId, status: 'DRAFT' })
		const res = (await submit(admin.action, form('/admin?tab=listings&page=2', { intent: 'approve', listingId: String(id) }, adminToken))) as Response
		expect(res.headers.get('location')).toBe('/admin?tab=listings&page=2')
		expect(toastOf(res)).toEqual({ title: 'Error', description: 'This listing is a draft and cannot be approved', variant: 'error' })
		expect(await statusOf(id)).toBe('DRAFT')
	})

	test('reject with the default reason, mark sold, mark expired, submit for review', async () => {
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		const reject = (await submit(admin.action, form('/admin?tab=listings', { intent: 'reject', listingId: String(pending.id), reason: '' }, adminToken))) as Response
		expect(toastOf(reject)?.title).toBe('Listing rejected')
		const rejected = await context.db.selectFrom('listings').select(['status', 'rejection_reason']).where('id', '=', pending.id).executeTakeFirstOrThrow()
		expect(rejected).toEqual({ status: 'REJECTED', rejection_reason: 'Rejected by admin' })

		const live = await createListing(context.db, { sellerId, status: 'PUBLISHED' })
		const sold = (await submit(admin.action, form('/admin?tab=listings', { intent: 'mark_sold', listingId: String(live.id) }, adminToken))) as Response
		expect(toastOf(sold)?.title).toBe('Listing marked as sold')
		expect(await statusOf(live.id)).toBe('SOLD')

		const approved = await createListing(context.db, { sellerId, status: 'APPROVED' })
		const expired = (await submit(admin.action, form('/admin', { intent: 'expire', listingId: String(approved.id) }, adminToken))) as Response
		expect(toastOf(expired)?.title).toBe('Listing marked as expired')
		expect(await statusOf(approved.id)).toBe('EXPIRED')

		const draft = await createListing(context.db, { sellerId, status: 'DRAFT' })
		const submitted = (await submit(admin.action, form('/admin?tab=moderation', { intent: 'submit', listingId: String(draft.id) }, adminToken))) as Response
		expect(toastOf(submitted)?.title).toBe('Listing submitted for review')
		expect(await statusOf(draft.id)).toBe('PENDING_APPROVAL')
	})

	test('delete needs the box ticked', async () => {
		const { id } = await createListing(context.db, { sellerId })
		const unticked = (await submit(admin.action, form('/admin?tab=listings', { intent: 'delete', listingId: String(id) }, adminToken))) as Response
		expect(toastOf(unticked)).toMatchObject({ title: 'Error', variant: 'error', description: expect.stringContaining('Yes, delete this listing') })
		expect(await statusOf(id)).toBe('PUBLISHED')
		const ticked = (await submit(admin.action, form('/admin?tab=listings', { intent: 'delete', listingId: String(id), confirm: 'yes' }, adminToken))) as Response
		expect(toastOf(ticked)).toEqual({ title: 'Listing deleted', variant: 'success' })
		expect(await statusOf(id)).toBeUndefined()
		const again = (await submit(admin.action, form('/admin?tab=listings', { intent: 'delete', listingId: String(id), confirm: 'yes' }, adminToken))) as Response
		expect(toastOf(again)).toMatchObject({ title: 'Error', description: 'Listing not found' })
	})

	test('mark a payment completed from the payment fixer', async () => {
		const { id } = await createListing(context.db, { sellerId, status: 'APPROVED' })
		const path = `/admin?tab=payment-fixer&listingId=${id}`
		const bad = (await submit(admin.action, form(path, { intent: 'mark_paid', listingId: String(id), transactionId: 'no!', amountKes: '15', phone: '' }, adminToken))) as Response
		expect(toastOf(bad)).toMatchObject({ title: 'Error', variant: 'error' })
		const res = (await submit(admin.action, form(path, { intent: 'mark_paid', listingId: String(id), transactionId: 'SKL4H7Q2XA', amountKes: '15', phone: '0712345678' }, adminToken))) as Response
		expect(res.headers.get('location')).toBe(path)
		expect(toastOf(res)).toEqual({ title: 'Success', description: 'Payment marked as completed successfully', variant: 'success' })
		const after = await context.db.selectFrom('listings').select(['status', 'payment_status', 'payment_transaction_id']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(after).toEqual({ status: 'PUBLISHED', payment_status: 'COMPLETED', payment_transaction_id: 'SKL4H7Q2XA' })
		const view = await (await call(admin.loader, context, page(path, adminToken))).json()
		expect(view.fixer.check.payment.paymentStatus).toBe('COMPLETED')
	})

	test('a seller or buyer posting to /admin gets 403 and nothing changes; a visitor goes to the admin login', async () => {
		const { id } = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		for (const role of ['SELLER', 'BUYER'] as const) {
			const { token } = await session(role)
			const res = (await submit(admin.action, form('/admin?tab=moderation', { intent: 'approve', listingId: String(id) }, token))) as Response
			expect(res.status).toBe(403)
		}
		const anonymous = (await submit(admin.action, form('/admin', { intent: 'approve', listingId: String(id) }))) as Response
		expect(anonymous.status).toBe(302)
		expect(anonymous.headers.get('location')).toBe('/admin-login')
		expect(await statusOf(id)).toBe('PENDING_APPROVAL')
	})
})
