import SQLite from 'better-sqlite3'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect, test } from './test.ts'
import { ADMIN, apiToken, bearer, registerViaApi, testPhoto, type TestUser } from './helpers.ts'
import { serverSlot } from './server-slot.ts'

/**
 * What a sloppy or hostile client sends, against the real server: every /api/* call and every form action gets
 * malformed ids, wrong types, missing, oversized and wrongly typed bodies, odd cookies, with and without a token.
 * Every answer is a 4xx: JSON `{message}` from the API, the page's own error from a form; and nothing is written.
 */

const DATABASE = serverSlot().database
// Written by design on every try (throttles), by any successful post (the shared pages version), or by the server's
// own jobs while the test runs (job_runs among them).
const CHANGING_TABLES = new Set([
	'rate_limits',
	'login_throttle',
	'payment_attempts',
	'payment_logs',
	'mail_outbox',
	'kysely_migration',
	'kysely_migration_lock',
	'job_runs',
	'shared_versions',
])

// Columns the server's jobs write by design: the instant-alert job marks each newly published listing once.
const CHANGING_COLUMNS: Record<string, string[]> = { listings: ['alerts_checked_at'] }

const withoutChangingColumns = (table: string, rows: Record<string, unknown>[]) =>
	rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !CHANGING_COLUMNS[table]?.includes(column))))

/** A fingerprint of every table a bad call could write to. */
function snapshot() {
	const db = new SQLite(DATABASE, { readonly: true, fileMustExist: true })
	try {
		const tables = db
			.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'listings_fts%'`)
			.all() as { name: string }[]
		return Object.fromEntries(
			tables
				.filter(({ name }) => !CHANGING_TABLES.has(name))
				.map(({ name }) => [name, JSON.stringify(withoutChangingColumns(name, db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]))]),
		)
	} finally {
		db.close()
	}
}

type Call = { method: string; path: string; auth?: 'none' | 'seller' | 'admin'; body?: Body; expect?: number }
type Body = { json: unknown } | { raw: string | Buffer; type: string }

const MALFORMED_IDS = ['abc', '-1', '0', '1.5', '1e3', '99999999999999999999', '%20', 'null']
const WRONG_BODIES: Body[] = [
	{ raw: '{"title": ', type: 'application/json' },
	{ raw: 'title=x&price=y', type: 'application/x-www-form-urlencoded' },
	{ raw: 'just text', type: 'text/plain' },
	{ json: null },
	{ json: [] },
	{ json: 'a string' },
	{ json: 42 },
	{ json: { title: 123, description: [], price: { kes: 1 }, category: true, phone: 7, listingId: 'x', listing_id: {}, status: 5, is_primary: 'yes', cloudinary_id: 12, transactionId: [] } },
	{ json: { title: 'x'.repeat(20_000), description: 'y'.repeat(20_000), phone: '0'.repeat(5_000), password: 'p'.repeat(5_000), adminNotes: 'n'.repeat(5_000) } },
	{ raw: '{"__proto__": {"role": "ADMIN"}, "constructor": {"prototype": {"role": "ADMIN"}}}', type: 'application/json' },
]
/** For a call whose body may be left out (approve's notes), only what can never be its body. */
const NEVER_A_BODY: Body[] = [
	{ raw: '{"adminNotes": ', type: 'application/json' },
	{ json: null },
	{ json: [] },
	{ json: 42 },
	{ json: { adminNotes: 'n'.repeat(5_000) } },
]
const TOO_LARGE: Body = { raw: JSON.stringify({ description: 'x'.repeat(1_100_000) }), type: 'application/json' }

let seller: TestUser
let adminToken: string
let listingId: number

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
	seller = await registerViaApi(request, 'SELLER')
	adminToken = await apiToken(request, ADMIN)
	const photos = []
	for (const colour of ['#123', '#456']) {
		const photo = await testPhoto('p.jpg', colour)
		const res = await request.post('/api/upload-image', { headers: bearer(seller.token), multipart: { image: photo } })
		expect(res.status(), await res.text()).toBe(201)
		photos.push(((await res.json()) as { public_id: string }).public_id)
	}
	const created = await request.post('/api/listings', {
		headers: bearer(seller.token),
		data: { title: 'Hardening test phone', description: 'A phone', category: 'electronics', price: '1000', location: 'Nairobi', condition: 'GOOD', reason: 'Test', photos },
	})
	expect(created.status(), await created.text()).toBe(201)
	listingId = ((await created.json()) as { id: number }).id
})

function send(request: APIRequestContext, { method, path, auth = 'none', body }: Call, headers: Record<string, string> = {}) {
	const token = auth === 'seller' ? seller.token : auth === 'admin' ? adminToken : null
	const all = { ...(token ? bearer(token) : {}), ...headers }
	if (!body) return request.fetch(path, { method, headers: all, maxRedirects: 0 })
	if ('json' in body) return request.fetch(path, { method, headers: { ...all, 'content-type': 'application/json' }, data: JSON.stringify(body.json), maxRedirects: 0 })
	return request.fetch(path, { method, headers: { ...all, 'content-type': body.type }, data: body.raw, maxRedirects: 0 })
}

async function expectApiRefusal(res: APIResponse, call: Call) {
	const label = `${call.method} ${call.path}`
	expect(res.status(), label).toBeGreaterThanOrEqual(400)
	expect(res.status(), label).toBeLessThan(500)
	if (call.expect) expect(res.status(), label).toBe(call.expect)
	expect(res.headers()['content-type'], label).toContain('application/json')
	const json = (await res.json()) as { message?: unknown }
	expect(typeof json.message, label).toBe('string')
	expect(String(json.message).length, label).toBeGreaterThan(0)
}

/** Every call of the JSON API with `{id}` where an id goes, who may make it, and whether it takes a body. */
const API: { method: string; path: string; auth: 'none' | 'seller' | 'admin'; body: boolean | 'optional' }[] = [
	{ method: 'POST', path: '/api/auth/login', auth: 'none', body: true },
	{ method: 'POST', path: '/api/auth/register', auth: 'none', body: true },
	{ method: 'POST', path: '/api/auth/forgot-password', auth: 'none', body: true },
	{ method: 'POST', path: '/api/auth/reset-password', auth: 'none', body: true },
	{ method: 'POST', path: '/api/listings', auth: 'seller', body: true },
	{ method: 'GET', path: '/api/listings/seller/{id}', auth: 'seller', body: false },
	{ method: 'GET', path: '/api/listings/{id}', auth: 'none', body: false },
	{ method: 'PATCH', path: '/api/listings/{id}', auth: 'seller', body: true },
	{ method: 'PUT', path: '/api/listings/{id}', auth: 'seller', body: true },
	{ method: 'POST', path: '/api/listings/{id}/photos', auth: 'seller', body: true },
	{ method: 'DELETE', path: '/api/listings/{id}/photos/{id}', auth: 'seller', body: false },
	{ method: 'PATCH', path: '/api/listings/{id}/photos/{id}', auth: 'seller', body: true },
	{ method: 'POST', path: '/api/payments/mpesa-initiate', auth: 'seller', body: true },
	{ method: 'POST', path: '/api/payments/initiate', auth: 'seller', body: true },
	{ method: 'GET', path: '/api/payments/status/{id}', auth: 'seller', body: false },
	{ method: 'POST', path: '/api/admin/payments/mark-completed/{id}', auth: 'admin', body: true },
	{ method: 'GET', path: '/api/admin/payments/debug/{id}', auth: 'admin', body: false },
	{ method: 'DELETE', path: '/api/admin/listings/{id}', auth: 'admin', body: false },
	{ method: 'POST', path: '/api/admin/listings/{id}/submit-for-approval', auth: 'admin', body: false },
	{ method: 'POST', path: '/api/listings/{id}/approve', auth: 'admin', body: 'optional' },
	{ method: 'PATCH', path: '/api/listings/{id}/status', auth: 'admin', body: true },
	{ method: 'POST', path: '/api/upload-image', auth: 'seller', body: true },
	{ method: 'POST', path: '/api/reviews', auth: 'seller', body: true },
	{ method: 'POST', path: '/api/flags', auth: 'seller', body: true },
	{ method: 'POST', path: '/api/admin/flags/{id}', auth: 'admin', body: true },
	{ method: 'GET', path: '/api/alerts', auth: 'seller', body: false },
	{ method: 'POST', path: '/api/alerts', auth: 'seller', body: true },
	{ method: 'DELETE', path: '/api/alerts/{id}', auth: 'seller', body: false },
	{ method: 'POST', path: '/api/alert-subscriptions', auth: 'seller', body: true },
	{ method: 'GET', path: '/api/alert-subscriptions/active', auth: 'seller', body: false },
	// Without the secret token (the server's own): a 404 whatever the body.
	{ method: 'POST', path: '/api/payments/c2b/confirmation/not-the-token', auth: 'none', body: true },
]
const OPEN_READS = ['/api/listings?status=PUBLISHED', '/api/listings/featured', '/api/banners/active?path=/', '/api/admin/listings/pending', '/api/admin/moderation-logs', '/api/admin/flags']

test('every API call refuses what a sloppy or hostile client sends, with JSON, and writes nothing', async ({ request }) => {
	test.setTimeout(120_000)
	const before = snapshot()
	const withIds = (path: string, id: string) => path.replaceAll('{id}', id)
	for (const call of API) {
		const real = withIds(call.path, String(listingId))
		if (call.auth !== 'none') await expectApiRefusal(await send(request, { method: call.method, path: real }), { method: call.method, path: real, expect: 401 })
		await expectApiRefusal(await send(request, { method: call.method, path: real, auth: call.auth }, { authorization: 'Bearer not-a-token' }), {
			method: call.method,
			path: real,
			expect: call.auth === 'none' ? undefined : 401,
		})
		if (call.path.includes('{id}')) {
			for (const id of MALFORMED_IDS) {
				const path = withIds(call.path, id)
				await expectApiRefusal(await send(request, { method: call.method, path, auth: 'admin', body: call.body ? { json: {} } : undefined }), { method: call.method, path })
			}
		}
		if (call.body) {
			for (const body of [...(call.body === 'optional' ? NEVER_A_BODY : WRONG_BODIES), TOO_LARGE]) {
				await expectApiRefusal(await send(request, { method: call.method, path: real, auth: call.auth, body }), { method: call.method, path: real })
			}
		}
	}
	expect(snapshot()).toEqual(before)
})

test('an unknown API path is a JSON 404 for any method; a known one with the wrong method a JSON 405 with Allow', async ({ request }) => {
	for (const method of ['GET', 'POST', 'DELETE']) {
		await expectApiRefusal(await send(request, { method, path: '/api/nope/nothing' }), { method, path: '/api/nope/nothing', expect: 404 })
	}
	for (const [method, path, allow] of [
		['GET', '/api/auth/login', 'POST'],
		['DELETE', '/api/listings', 'GET, POST, HEAD'],
		['POST', '/api/listings/featured', 'GET, HEAD'],
		['POST', '/api/admin/moderation-logs', 'GET, HEAD'],
	] as const) {
		const res = await send(request, { method, path, auth: 'admin' })
		await expectApiRefusal(res, { method, path, expect: 405 })
		expect(res.headers()['allow']).toBe(allow)
	}
	for (const path of OPEN_READS) expect((await send(request, { method: 'GET', path, auth: 'admin' })).status(), path).toBe(200)
})

test('the API takes a session cookie only from this site’s own scripts: a cross-site form is refused and writes nothing', async ({ request, baseURL }) => {
	const before = snapshot()
	const cookie = `__session=${adminToken}`
	const path = `/api/listings/${listingId}/approve`
	for (const [headers, body] of [
		[{ cookie, origin: 'http://127.0.0.1:4000' }, { json: {} }],
		[{ cookie, origin: 'http://evil.example' }, { raw: 'adminNotes=ok', type: 'application/x-www-form-urlencoded' }],
		[{ cookie, origin: baseURL! }, { raw: '{}', type: 'text/plain' }],
		[{ cookie }, { raw: 'adminNotes=ok', type: 'application/x-www-form-urlencoded' }],
	] as const) {
		await expectApiRefusal(await send(request, { method: 'POST', path, body }, headers), { method: 'POST', path, expect: 403 })
	}
	expect(snapshot()).toEqual(before)
})

test('badly encoded cookies are ignored, never a 500 on every page', async ({ request }) => {
	for (const cookie of ['__session=%ZZ', 'toast=%ZZ', 'dismissed_banners=%ZZ', '__session=%E0%A4%A; toast=%; dismissed_banners=%%%', 'lite=%ZZ']) {
		for (const path of ['/', '/browse', `/listings/${listingId}`, '/api/listings/featured', '/sell']) {
			const res = await request.get(path, { headers: { cookie }, maxRedirects: 0 })
			expect(res.status(), `${path} with ${cookie}`).toBeLessThan(500)
		}
	}
})

/** Every form action of the pages, posted as a broken or hostile browser would. */
const FORMS = ['/login', '/register', '/forgot-password', '/reset-password', '/logout', '/lite', '/banners/dismiss', '/contact', '/report-issue', '/sell/new', '/seller-dashboard', '/admin', '/admin-login', '/alerts']

test('every form action answers bad posts with a 4xx or its own error, never a 500, and writes nothing', async ({ request, baseURL }) => {
	test.setTimeout(120_000)
	const forms = [...FORMS, `/sell/${listingId}/pay`, `/listings/${listingId}/edit`, `/listings/${listingId}`]
	const origin = { origin: baseURL! }
	const before = snapshot()
	for (const path of forms) {
		for (const auth of ['none', 'seller', 'admin'] as const) {
			// Logging out is what a post to /logout does, whatever its body: signed in, it is left out here.
			if (path === '/logout' && auth !== 'none') continue
			const cookie: Record<string, string> = auth === 'none' ? {} : { cookie: `__session=${auth === 'seller' ? seller.token : adminToken}` }
			for (const body of [
				{ raw: '', type: 'application/x-www-form-urlencoded' },
				{ raw: 'intent=toString&listingId=abc&id=-1&photoId=__proto__', type: 'application/x-www-form-urlencoded' },
				{ raw: 'intent=__proto__&listingId=1e400', type: 'application/x-www-form-urlencoded' },
				{ raw: `phone=${'9'.repeat(3000)}&password=${'p'.repeat(3000)}&title=${'t'.repeat(5000)}`, type: 'application/x-www-form-urlencoded' },
				{ raw: '{"intent":"approve"}', type: 'application/json' },
				{ raw: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupdate\r\n--x--', type: 'multipart/form-data; boundary=wrong' },
				{ raw: `description=${'x'.repeat(1_100_000)}`, type: 'application/x-www-form-urlencoded' },
			]) {
				const res = await send(request, { method: 'POST', path, body }, { ...origin, ...cookie })
				expect(res.status(), `${auth} POST ${path} ${body.raw.slice(0, 40)}`).toBeLessThan(500)
			}
		}
	}
	expect(snapshot()).toEqual(before)
})

test('an unknown intent is a 400; a cross-site post to any form is refused', async ({ request, baseURL }) => {
	const admin = { cookie: `__session=${adminToken}`, origin: baseURL! }
	for (const path of ['/admin', '/seller-dashboard']) {
		for (const intent of ['toString', '__proto__', 'constructor']) {
			const res = await send(request, { method: 'POST', path, body: { raw: `intent=${intent}&listingId=${listingId}`, type: 'application/x-www-form-urlencoded' } }, admin)
			expect(res.status(), `${path} ${intent}`).toBe(400)
		}
	}
	for (const path of ['/logout', '/lite', '/banners/dismiss', '/admin']) {
		const res = await send(request, { method: 'POST', path, body: { raw: 'lite=on&id=1', type: 'application/x-www-form-urlencoded' } }, { ...admin, origin: 'http://evil.example' })
		expect(res.status(), path).toBe(403)
	}
	const res = await send(request, { method: 'POST', path: '/login', body: { raw: 'phone=0712345678&password=soko1234&redirectTo=%2Fok%0D%0ASet-Cookie%3A%20x%3D1', type: 'application/x-www-form-urlencoded' } }, { origin: baseURL! })
	expect(res.status()).toBe(400)
	expect(res.headers()['set-cookie'] ?? '').not.toContain('x=1')
})

test('a body over 1 MB is a 413 with {message} for the API and a plain 413 for a page; nothing is written', async ({ request, baseURL }) => {
	const before = snapshot()
	const api = await send(request, { method: 'POST', path: '/api/listings', auth: 'seller', body: TOO_LARGE })
	await expectApiRefusal(api, { method: 'POST', path: '/api/listings', expect: 413 })
	const page = await send(request, { method: 'POST', path: '/contact', body: { raw: `message=${'x'.repeat(1_100_000)}`, type: 'application/x-www-form-urlencoded' } }, { origin: baseURL! })
	expect(page.status()).toBe(413)
	expect(snapshot()).toEqual(before)
})
