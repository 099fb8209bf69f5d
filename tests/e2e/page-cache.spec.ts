import { expect, test } from './test.ts'
import { publishedListings, registerViaApi, testAddress, type TestUser } from './helpers.ts'

/**
 * Issue 21 §1: a page may be kept for other people only when it says `Cache-Control: public`, and the app and the page
 * cache read cookies alike. Raw requests (Node's fetch: no cookie jar, any spelling of a Cookie header), each on an
 * address of its own (`?v=`: a fresh cache entry) so an earlier test's copy never hides a poisoned one.
 */

let unique = 0
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}v=${Date.now()}-${++unique}`

/** How a client asks for Lite mode (or not): the cookie, the browser's Save-Data, or neither. */
const VARIANTS = [
	{ name: 'with JavaScript', cookie: '', headers: {} },
	{ name: 'Lite by cookie', cookie: 'lite=1; ', headers: {} },
	{ name: 'Lite by Save-Data', cookie: '', headers: { 'save-data': 'on' } },
] as const

/** The session cookie spelt the ways a client may send it; a server reading it its own way must not care. */
const SPELLINGS: ((token: string) => string)[] = [
	(t) => `__session=${t}`,
	(t) => `__session =${t}`,
	(t) => `__session= ${t}`,
	(t) => ` __session = ${t} `,
	(t) => `\t__session\t=${t}`,
	(t) => `__Session=${t}`,
	(t) => `__SESSION=${t}`,
	(t) => `__session=${t}; __session=nothing`,
	(t) => `__session=nothing; __session=${t}`,
	(t) => `__session="${t}"`,
	(t) => `;;__session=${t}`,
	(t) => `__session=${t};`,
	(t) => `lang=en;__session=${t}`,
	(t) => `lang=en;;  __session =${t} ;`,
	(t) => `__session=${encodeURIComponent(t).replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
]

async function get(baseURL: string, path: string, headers: Record<string, string>) {
	const res = await fetch(baseURL + path, { headers: { 'x-forwarded-for': testAddress(), ...headers }, redirect: 'manual' })
	return { status: res.status, cacheControl: res.headers.get('cache-control') ?? '', body: await res.text() }
}

const signedIn = (body: string, user: TestUser) => body.includes('Logout') || body.includes(user.phone)

test.describe('the page cache never serves one person’s page to another', () => {
	let attacker: TestUser
	let routes: string[]

	test.beforeAll(async ({ request }) => {
		attacker = await registerViaApi(request)
		const [listing] = await publishedListings(request, 1)
		routes = [
			'/',
			'/browse',
			`/listings/${listing!.id}`,
			'/categories',
			'/search-tips',
			'/safety-guide',
			'/seller-guidelines',
			'/pricing-tips',
			'/help-center',
			'/help-center/chat',
			'/_.data',
			'/browse.data',
			'/api/listings',
		]
	})

	test('a signed-in page sent with the session cookie spelt oddly is private and never reaches an anonymous visitor', async ({ baseURL }) => {
		test.setTimeout(240_000)
		// Every route with JavaScript and in Lite by cookie; Lite by Save-Data on the three pages of the byte budget.
		const cases = routes.flatMap((route, i) => VARIANTS.filter((v) => i < 3 || v.name !== 'Lite by Save-Data').map((variant) => ({ route, variant })))
		for (const { route, variant } of cases) {
			await Promise.all(
				SPELLINGS.map(async (spell) => {
					const path = fresh(route)
					const cookie = variant.cookie + spell(attacker.token)
					const theirs = await get(baseURL!, path, { ...variant.headers, cookie })
					if (signedIn(theirs.body, attacker)) expect(theirs.cacheControl, `${route} ${variant.name} ${cookie}`).toBe('private, no-store')
					const stranger = await get(baseURL!, path, { ...variant.headers, ...(variant.cookie ? { cookie: 'lite=1' } : {}) })
					expect(signedIn(stranger.body, attacker), `${route} ${variant.name} after ${JSON.stringify(cookie)}`).toBe(false)
				}),
			)
		}
		// The table is not vacuous: the app does read these spellings as signed in.
		for (const cookie of [`__session =${attacker.token}`, ` __session = ${attacker.token} `, `lang=en;;  __session =${attacker.token} ;`]) {
			expect(signedIn((await get(baseURL!, fresh('/'), { cookie })).body, attacker), cookie).toBe(true)
		}
	})

	test('a guest’s chat transcript (no JavaScript, the soko_chat cookie) is private and never shown to a stranger', async ({ baseURL }) => {
		for (const variant of VARIANTS) {
			const secret = `My ID number is ${Date.now() % 100_000_000} (${variant.name})`
			const sent = await fetch(`${baseURL}/help-center/chat`, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': testAddress(), cookie: variant.cookie, ...variant.headers },
				body: new URLSearchParams({ message: secret }),
				redirect: 'manual',
			})
			expect(sent.status).toBe(302)
			const guest = sent.headers.getSetCookie().find((c) => c.startsWith('soko_chat='))!.split(';')[0]!
			for (const cookie of [guest, guest.replace('=', ' = ')]) {
				const path = fresh('/help-center/chat')
				const theirs = await get(baseURL!, path, { ...variant.headers, cookie: variant.cookie + cookie })
				expect(theirs.body).toContain(secret)
				expect(theirs.cacheControl).toBe('private, no-store')
				const stranger = await get(baseURL!, path, { ...variant.headers, ...(variant.cookie ? { cookie: 'lite=1' } : {}) })
				expect(stranger.body).not.toContain(secret)
			}
		}
	})

	test('a reset link’s page (its token in the address) is never stored', async ({ baseURL }) => {
		for (const variant of VARIANTS) {
			const page = await get(baseURL!, fresh('/reset-password?token=abcdef0123456789'), { ...variant.headers, cookie: variant.cookie })
			expect(page.status).toBe(200)
			expect(page.cacheControl).toBe('private, no-store')
		}
		expect((await get(baseURL!, fresh('/reset-password.data?token=abcdef0123456789'), {})).cacheControl).toBe('private, no-store')
	})

	test('signed-in pages, their data and API answers are private, no-store; logging out clears the HTTP cache', async ({ baseURL, request }) => {
		for (const path of ['/', '/browse.data', '/seller-dashboard', '/api/listings']) {
			expect((await get(baseURL!, path, { cookie: `__session=${attacker.token}` })).cacheControl, path).toBe('private, no-store')
		}
		expect((await get(baseURL!, '/api/listings', { authorization: `Bearer ${attacker.token}` })).cacheControl).toBe('private, no-store')
		const leaving = await registerViaApi(request)
		const out = await fetch(`${baseURL}/logout`, { method: 'POST', headers: { cookie: `__session=${leaving.token}` }, redirect: 'manual' })
		expect(out.status).toBe(302)
		expect(out.headers.get('clear-site-data')).toBe('"cache"')
		expect(out.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^__session=; .*Max-Age=0/))
	})

	test('a second, anonymous browser after the attacker’s request sees the anonymous home page', async ({ baseURL, browser, watchConsole }) => {
		const path = fresh('/')
		expect(signedIn((await get(baseURL!, path, { cookie: `__session =${attacker.token}` })).body, attacker)).toBe(true)
		const context = await browser.newContext()
		const page = await context.newPage()
		watchConsole(page)
		await page.goto(path)
		// A visitor with no account is asked to register before selling; the attacker's page would show their menu.
		await expect(page.getByRole('link', { name: 'Start Selling' })).toHaveAttribute('href', /^\/register/)
		const html = await page.content()
		expect(html).not.toContain('Logout')
		expect(html).not.toContain(attacker.phone)
		await context.close()
	})
})
