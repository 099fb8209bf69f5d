import { beforeEach, describe, expect, test } from 'vitest'
import * as usersApi from '#app/routes/api.admin.users.ts'
import * as bulkApi from '#app/routes/api.admin.bulk-action.ts'
import * as featuredApi from '#app/routes/api.listings.featured.ts'
import * as listingsApi from '#app/routes/api.listings.ts'
import * as usersPage from '#app/routes/admin.users.tsx'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { createSession, getSessionUser } from '#app/domain/accounts/sessions.server.ts'
import { loginUser } from '#app/domain/accounts/users.server.ts'
import { loginFromForm } from '#app/routes/+shared/auth-actions.server.ts'
import { browseListings, getListing, publishedBySeller } from '#app/domain/listings/listings.server.ts'
import { homeSections } from '#app/domain/listings/home.server.ts'
import { publishedCountsByCategory } from '#app/domain/listings/category-counts.server.ts'
import { BrowseQuerySchema } from '#app/domain/search/browse-query.ts'
import { savedListings } from '#app/domain/engagement/saved-items.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser, TEST_PASSWORD } from './factories.ts'
import { formPost, toastOf } from './trust-helpers.ts'

let context: AppContext
let admin: { id: number; token: string; phone: string }

async function session(role: UserRole, phone?: string) {
	const user = await createUser(context.db, { role, phone })
	return { ...user, token: (await createSession(context.db, { userId: user.id })).token }
}

const bulk = (body: unknown, token?: string) => call(bulkApi.action, context, jsonRequest('/api/admin/bulk-action', body, { token }))
const list = (query = '', token?: string) => call(usersApi.loader, context, getRequest(`/api/admin/users${query}`, { token }))
const userOf = (id: number) => context.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const logsOf = (id: number) =>
	context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'user').where('target_id', '=', id).orderBy('id').execute()
const browse = (q?: string) => browseListings(context.db, BrowseQuerySchema.parse({ q }))

beforeEach(async () => {
	context = await createTestContext()
	admin = await session('ADMIN')
})

describe('GET /api/admin/users', () => {
	test('refuses a visitor (401), a buyer and a seller (403)', async () => {
		expect((await list()).status).toBe(401)
		for (const role of ['BUYER', 'SELLER'] as const) {
			const res = await list('', (await session(role)).token)
			expect(res.status).toBe(403)
			expect((await res.json()).message).toBeTruthy()
		}
	})

	test('lists users newest first with the admin view, never a password hash', async () => {
		const seller = await session('SELLER')
		const res = await list('', admin.token)
		expect(res.status).toBe(200)
		const text = await res.text()
		expect(text).not.toMatch(/password|hash|\$argon|\$2[aby]\$|scrypt/i)
		const body = JSON.parse(text)
		expect(body.total).toBe(2)
		expect(body.users.map((u: { id: number }) => u.id)).toEqual(expect.arrayContaining([seller.id, admin.id]))
		expect(Object.keys(body.users[0]).sort()).toEqual(
			['created_at', 'email', 'email_verified', 'id', 'is_active', 'is_verified', 'last_login', 'name', 'phone', 'phone_verified', 'role'].sort(),
		)
		expect(body.users[0].is_active).toBe(true)
	})

	test('searches by phone however typed, and by email; filters by role and status; pages by 25', async () => {
		const seller = await session('SELLER', '0712345678')
		await session('BUYER')
		for (const q of ['0712345678', '+254 712 345 678', '2345']) {
			const body = await (await list(`?q=${encodeURIComponent(q)}`, admin.token)).json()
			expect(body.users.map((u: { id: number }) => u.id), q).toEqual([seller.id])
		}
		const byEmail = await (await list(`?q=${encodeURIComponent(seller.email.toUpperCase())}`, admin.token)).json()
		expect(byEmail.users.map((u: { id: number }) => u.id)).toEqual([seller.id])
		const percent = await (await list(`?q=${encodeURIComponent('%')}`, admin.token)).json()
		expect(percent.total).toBe(0)
		const buyers = await (await list('?role=BUYER', admin.token)).json()
		expect(buyers.users.every((u: { role: string }) => u.role === 'BUYER')).toBe(true)
		expect(buyers.total).toBe(1)
		for (let i = 0; i < 30; i++) await createUser(context.db, { role: 'BUYER' })
		const page2 = await (await list('?role=BUYER&page=2', admin.token)).json()
		expect({ total: page2.total, page: page2.page, pages: page2.pages, shown: page2.users.length }).toEqual({ total: 31, page: 2, pages: 2, shown: 6 })
	})

	test('the figures move when users are suspended and verified', async () => {
		const seller = await session('SELLER')
		const before = (await (await list('', admin.token)).json()).counts
		expect(before).toEqual({ all: 2, suspended: 0, unverified: 2 })
		await bulk({ action: 'SUSPEND', targetType: 'USER', targetIds: [seller.id], reason: 'Scam reports' }, admin.token)
		await bulk({ action: 'VERIFY', targetType: 'USER', targetIds: [seller.id] }, admin.token)
		const after = await (await list('?status=SUSPENDED', admin.token)).json()
		expect(after.counts).toEqual({ all: 2, suspended: 1, unverified: 1 })
		expect(after.users.map((u: { id: number }) => u.id)).toEqual([seller.id])
		expect((await (await list('?status=ACTIVE', admin.token)).json()).users.map((u: { id: number }) => u.id)).toEqual([admin.id])
	})
})

describe('POST /api/admin/bulk-action', () => {
	test('refuses a visitor (401), a buyer and a seller (403), and changes nothing', async () => {
		const target = await session('SELLER')
		const body = { action: 'SUSPEND', targetType: 'USER', targetIds: [target.id], reason: 'x' }
		expect((await bulk(body)).status).toBe(401)
		for (const role of ['BUYER', 'SELLER'] as const) expect((await bulk(body, (await session(role)).token)).status).toBe(403)
		expect((await userOf(target.id)).is_active).toBe(1)
		expect(await logsOf(target.id)).toEqual([])
	})

	test('refuses bad calls with a 400: no users selected, no reason to suspend or warn, an unknown action or target type', async () => {
		const target = await session('SELLER')
		const none = await bulk({ action: 'VERIFY', targetType: 'USER', targetIds: [] }, admin.token)
		expect(none.status).toBe(400)
		expect((await none.json()).message).toContain('Please select users to perform bulk action')
		for (const body of [
			{ action: 'SUSPEND', targetType: 'USER', targetIds: [target.id] },
			{ action: 'SEND_WARNING', targetType: 'USER', targetIds: [target.id], reason: '  ' },
			{ action: 'DELETE', targetType: 'USER', targetIds: [target.id] },
			{ action: 'VERIFY', targetType: 'LISTING', targetIds: [target.id] },
			{ action: 'VERIFY', targetType: 'USER', targetIds: ['abc'] },
		]) {
			const res = await bulk(body, admin.token)
			expect(res.status, JSON.stringify(body)).toBe(400)
			expect((await res.json()).message).toBeTruthy()
		}
		expect(await logsOf(target.id)).toEqual([])
	})

	test('an unknown user is a 404 and nobody is changed', async () => {
		const target = await session('SELLER')
		const res = await bulk({ action: 'SUSPEND', targetType: 'USER', targetIds: [target.id, 9999], reason: 'Spam' }, admin.token)
		expect(res.status).toBe(404)
		expect((await res.json()).message).toContain('9999')
		expect((await userOf(target.id)).is_active).toBe(1)
	})

	test('an admin cannot suspend themselves or another admin (403)', async () => {
		const other = await session('ADMIN')
		const seller = await session('SELLER')
		const self = await bulk({ action: 'SUSPEND', targetType: 'USER', targetIds: [seller.id, admin.id], reason: 'x' }, admin.token)
		expect(self.status).toBe(403)
		expect((await self.json()).message).toBe('You cannot suspend yourself')
		const another = await bulk({ action: 'SUSPEND', targetType: 'USER', targetIds: [other.id], reason: 'x' }, admin.token)
		expect(another.status).toBe(403)
		expect((await another.json()).message).toContain('Admins cannot be suspended')
		expect((await userOf(seller.id)).is_active).toBe(1)
	})

	test('SUSPEND ends sessions, refuses sign-in, hides listings everywhere public; UNSUSPEND undoes it; both logged', async () => {
		const seller = await session('SELLER')
		const buyer = await session('BUYER')
		const other = await session('SELLER')
		const hidden = await createListing(context.db, { sellerId: seller.id, title: 'Hidden Nokia phone', featured: true })
		const kept = await createListing(context.db, { sellerId: other.id, title: 'Kept Nokia phone', featured: true })
		await context.db.insertInto('user_saves').values([{ user_id: buyer.id, listing_id: hidden.id }, { user_id: buyer.id, listing_id: kept.id }]).execute()
		const ids = (items: { id: number }[]) => items.map((i) => i.id).sort()
		const everywhere = async () => ({
			browse: ids((await browse()).items),
			browseTotal: (await browse()).total,
			search: ids((await browse('nokia')).items),
			searchTotal: (await browse('nokia')).total,
			home: ids((await homeSections(context.db)).featured),
			latest: ids((await homeSections(context.db)).latest),
			seller: (await publishedBySeller(context.db, { sellerId: seller.id, limit: 10, offset: 0 })).total,
			counts: (await publishedCountsByCategory(context.db)).find((c) => c.slug === 'electronics')?.count,
			page: Boolean(await getListing(context.db, { id: hidden.id, viewer: null })),
			pageForBuyer: Boolean(await getListing(context.db, { id: hidden.id, viewer: { id: buyer.id, role: 'BUYER' } })),
			pageForAdmin: Boolean(await getListing(context.db, { id: hidden.id, viewer: { id: admin.id, role: 'ADMIN' } })),
			apiFeatured: ids(await (await call(featuredApi.loader, context, getRequest('/api/listings/featured'))).json()),
			api: ids(await (await call(listingsApi.loader, context, getRequest('/api/listings'))).json()),
			saved: ids(await savedListings(context.db, { userId: buyer.id })),
		})
		const both = ids([hidden, kept])
		const shown = { browse: both, browseTotal: 2, search: both, searchTotal: 2, home: both, latest: both, seller: 1, counts: 2, page: true, pageForBuyer: true, pageForAdmin: true, apiFeatured: both, api: both, saved: both }
		expect(await everywhere()).toEqual(shown)

		const res = await bulk({ action: 'SUSPEND', targetType: 'USER', targetIds: [seller.id], reason: 'Selling fakes' }, admin.token)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ action: 'SUSPEND', targetType: 'USER', targetIds: [seller.id], count: 1 })
		expect(await getSessionUser(context.db, { token: seller.token })).toBeUndefined()
		expect(await context.db.selectFrom('sessions').select('id').where('user_id', '=', seller.id).execute()).toEqual([])
		await expect(loginUser(context.db, { phone: seller.phone, password: TEST_PASSWORD, clientAddress: '10.0.0.1' })).rejects.toMatchObject({
			status: 401,
			message: 'This account has been suspended. Please contact support.',
		})
		const only = [kept.id]
		expect(await everywhere()).toEqual({ ...shown, browse: only, browseTotal: 1, search: only, searchTotal: 1, home: only, latest: only, seller: 0, counts: 1, page: false, pageForBuyer: false, apiFeatured: only, api: only, saved: only })

		await bulk({ action: 'UNSUSPEND', targetType: 'USER', targetIds: [seller.id] }, admin.token)
		expect(await everywhere()).toEqual(shown)
		await expect(loginUser(context.db, { phone: seller.phone, password: TEST_PASSWORD, clientAddress: '10.0.0.1' })).resolves.toMatchObject({ user: { id: seller.id } })
		expect((await logsOf(seller.id)).map((l) => [l.action, l.from_status, l.to_status, l.reason, l.admin_id])).toEqual([
			['SUSPEND', 'ACTIVE', 'SUSPENDED', 'Selling fakes', admin.id],
			['UNSUSPEND', 'SUSPENDED', 'ACTIVE', null, admin.id],
		])
	})

	test('VERIFY marks users verified, logged', async () => {
		const a = await session('SELLER')
		const b = await session('BUYER')
		const res = await bulk({ action: 'VERIFY', targetType: 'USER', targetIds: [a.id, b.id, a.id] }, admin.token)
		expect(await res.json()).toMatchObject({ count: 2 })
		expect([(await userOf(a.id)).is_verified, (await userOf(b.id)).is_verified]).toEqual([1, 1])
		expect((await logsOf(a.id)).map((l) => [l.action, l.from_status, l.to_status])).toEqual([['VERIFY', 'UNVERIFIED', 'VERIFIED']])
	})

	test('SEND_WARNING mails the user and shows the warning once, at their next sign-in', async () => {
		const seller = await session('SELLER')
		const res = await bulk({ action: 'SEND_WARNING', targetType: 'USER', targetIds: [seller.id], reason: 'Please use real photos of your items' }, admin.token)
		expect(res.status).toBe(200)
		const mail = await context.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', seller.email).execute()
		expect(mail).toHaveLength(1)
		expect(mail[0]!.body).toContain('Please use real photos of your items')
		expect((await logsOf(seller.id)).map((l) => [l.action, l.reason])).toEqual([['SEND_WARNING', 'Please use real photos of your items']])

		const signIn = () =>
			loginFromForm(
				formPost('/login', [
					['phone', seller.phone],
					['password', TEST_PASSWORD],
				]),
				context,
			) as Promise<Response>
		const first = toastOf(context, await signIn())
		expect(first).toEqual({ title: 'A warning from the Soko team', description: 'Please use real photos of your items', variant: 'warning' })
		expect(toastOf(context, await signIn())).toEqual({ title: 'Logged in successfully' })
		const viaApi = await loginUser(context.db, { phone: seller.phone, password: TEST_PASSWORD, clientAddress: '10.0.0.2' })
		expect(viaApi.warnings).toEqual([])
	})
})

describe('/admin/users page', () => {
	test('is for admins only', async () => {
		const seller = await session('SELLER')
		const visitor = await call(usersPage.loader, context, new Request('http://localhost/admin/users'))
		expect([visitor.status, visitor.headers.get('location')]).toEqual([302, '/admin-login'])
		const res = await call(usersPage.loader, context, new Request('http://localhost/admin/users', { headers: { cookie: `__session=${seller.token}` } }))
		expect(res.status).toBe(403)
		const posted = await call(usersPage.action, context, formPost('/admin/users', [['action', 'SUSPEND'], ['targetIds', String(admin.id)], ['reason', 'x']], seller.token))
		expect(posted.status).toBe(403)
		expect((await userOf(admin.id)).is_active).toBe(1)
	})

	test('the bulk form: none ticked says "No Users Selected"; ticked users are suspended, back to the same list', async () => {
		const a = await session('SELLER')
		const b = await session('SELLER')
		const none = await call(usersPage.action, context, formPost('/admin/users?role=SELLER', [['action', 'VERIFY'], ['targetType', 'USER'], ['reason', '']], admin.token))
		expect([none.status, none.headers.get('location')]).toEqual([302, '/admin/users?role=SELLER'])
		expect(toastOf(context, none)).toEqual({ title: 'No Users Selected', description: 'Please select users to perform bulk action', variant: 'error' })
		const noReason = await call(usersPage.action, context, formPost('/admin/users', [['action', 'SUSPEND'], ['targetIds', String(a.id)], ['reason', '']], admin.token))
		expect(toastOf(context, noReason)).toMatchObject({ title: 'Error', description: 'Please give a reason: the user is told it', variant: 'error' })
		const self = await call(usersPage.action, context, formPost('/admin/users', [['action', 'SUSPEND'], ['targetIds', String(admin.id)], ['reason', 'x']], admin.token))
		expect(toastOf(context, self)).toMatchObject({ title: 'Error', description: 'You cannot suspend yourself' })
		const done = await call(
			usersPage.action,
			context,
			formPost('/admin/users', [['action', 'SUSPEND'], ['targetType', 'USER'], ['targetIds', String(a.id)], ['targetIds', String(b.id)], ['reason', 'Fake listings']], admin.token),
		)
		expect(toastOf(context, done)).toMatchObject({ title: 'Suspend: done for 2 users', variant: 'success' })
		expect([(await userOf(a.id)).is_active, (await userOf(b.id)).is_active]).toEqual([0, 0])
		const page = await (await call(usersPage.loader, context, new Request('http://localhost/admin/users?status=SUSPENDED', { headers: { cookie: `__session=${admin.token}` } }))).json()
		expect(page.users.map((u: { id: number }) => u.id).sort()).toEqual([a.id, b.id].sort())
		expect(page.counts.suspended).toBe(2)
	})
})
