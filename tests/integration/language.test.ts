import { beforeEach, expect, test } from 'vitest'
import * as language from '#app/routes/language.tsx'
import * as root from '#app/root.tsx'
import * as i18n from '#app/routes/i18n.$locale.$area.ts'
import type { AppContext } from '#app/context.ts'
import { call, createTestContext, dataUrl } from './context.ts'
import { formPost, page, session } from './trust-helpers.ts'

/** Issue 13 §3: the language switch, and which language the root gives a page. */

let context: AppContext

type RootData = Awaited<ReturnType<typeof root.loader>>
const rootData = async (request: Request) => (await (await call(root.loader, context, request)).json()) as RootData['data']

function withHeaders(request: Request, headers: Record<string, string>) {
	const next = new Headers(request.headers)
	for (const [name, value] of Object.entries(headers)) next.set(name, value)
	return new Request(request.url, { headers: next })
}

beforeEach(async () => {
	context = await createTestContext()
})

test('the switch sets the lang cookie for a year and goes back to the same page; a signed-in user keeps the choice', async () => {
	const anonymous = await call(language.action, context, formPost('/language', { lang: 'sw', redirectTo: '/browse?q=simu' }))
	expect(anonymous.status).toBe(302)
	expect(anonymous.headers.get('location')).toBe('/browse?q=simu')
	// Readable by the service worker's offline page (cookieStore skips HttpOnly cookies).
	expect(anonymous.headers.get('set-cookie')).toBe('lang=sw; Path=/; SameSite=Lax; Max-Age=31536000')

	const buyer = await session(context, 'BUYER')
	await call(language.action, context, formPost('/language', { lang: 'sw', redirectTo: '/' }, buyer.token))
	expect((await context.db.selectFrom('users').select('locale').where('id', '=', buyer.id).executeTakeFirstOrThrow()).locale).toBe('sw')

	// On another phone (no cookie, an English browser) the account's choice holds; the switch there wins again.
	const elsewhere = withHeaders(page('/', buyer.token), { 'accept-language': 'en-GB' })
	expect((await rootData(elsewhere)).locale).toBe('sw')
	const switched = withHeaders(page('/', buyer.token), { 'accept-language': 'en-GB', cookie: `__session=${buyer.token}; lang=en` })
	expect((await rootData(switched)).locale).toBe('en')
})

test('an unknown language is a 400 and writes nothing; a redirect elsewhere goes home', async () => {
	const bad = await call(language.action, context, formPost('/language', { lang: 'fr', redirectTo: '/' }))
	expect(bad.status).toBe(400)
	expect(bad.headers.get('set-cookie')).toBeNull()
	const away = await call(language.action, context, formPost('/language', { lang: 'en', redirectTo: '//evil.example' }))
	expect(away.headers.get('location')).toBe('/')
})

test('a Swahili browser gets a Swahili page; its first load carries no dictionary, a navigation its areas; English none', async () => {
	const swahili = { 'accept-language': 'sw-KE,sw;q=0.9' }
	const first = await rootData(withHeaders(page('/'), swahili))
	expect(first.locale).toBe('sw')
	expect(first.messages).toEqual({})
	const navigation = await rootData(withHeaders(new Request(dataUrl('/')), swahili))
	expect(Object.values(navigation.messages)).toContain('Toka')
	const en = await rootData(new Request(dataUrl('/')))
	expect(en.locale).toBe('en')
	expect(en.messages).toEqual({})
})

test("an area's words for a Swahili page to fetch once it runs: shared and cached; none for English or an unknown area", async () => {
	const words = await call(i18n.loader, context, page('/i18n/sw/listings'), { locale: 'sw', area: 'listings' })
	expect(words.status).toBe(200)
	expect(words.headers.get('cache-control')).toBe('public, max-age=86400')
	expect(Object.values((await words.json()) as Record<string, string>)).toContain('Imehifadhiwa')
	for (const params of [{ locale: 'en', area: 'listings' }, { locale: 'sw', area: 'toString' }, { locale: 'fr', area: 'common' }]) {
		const missing = await call(i18n.loader, context, page(`/i18n/${params.locale}/${params.area}`), params)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'No such words' })
	}
})
