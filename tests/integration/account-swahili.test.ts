import { beforeEach, expect, test, vi } from 'vitest'
import * as login from '#app/routes/login.tsx'
import * as savedItems from '#app/routes/saved-items.tsx'
import * as helpCenter from '#app/routes/help-center.tsx'
import * as root from '#app/root.tsx'
import type { AppContext } from '#app/context.ts'
import { messageKey } from '#app/i18n/translate.ts'
import { call, createTestContext, dataUrl } from './context.ts'
import { formPost, page, session } from './trust-helpers.ts'
import { createUser } from './factories.ts'

/** Issue 13 §3: the account, buyer and help pages ship their Swahili to a Swahili visitor, and nothing to an English one. */

let context: AppContext

type PageData = { locale: string; messages: Record<string, string>; groups?: { category: string; entries: { question: string }[] }[] }

/** A Swahili navigation's data request: its loader data carries its areas' words (a first load carries none). */
function swahili(request: Request, how: 'header' | 'cookie' = 'header') {
	const headers = new Headers(request.headers)
	if (how === 'header') headers.set('accept-language', 'sw-KE,sw;q=0.9')
	else headers.set('cookie', [headers.get('cookie'), 'lang=sw'].filter(Boolean).join('; '))
	return new Request(dataUrl(request.url), { headers })
}

async function dataOf(loader: unknown, request: Request) {
	const res = await call(loader, context, request)
	expect(res.status).toBe(200)
	return (await res.json()) as PageData
}

const sw = (data: PageData, english: string) => data.messages[messageKey(english)]

beforeEach(async () => {
	context = await createTestContext()
})

test('/login in Swahili: the panel, its validation and the server refusals; in English no dictionary', async () => {
	const data = await dataOf(login.loader, swahili(page('/login')))
	expect(data.locale).toBe('sw')
	expect(sw(data, 'Welcome to Soko')).toBe('Karibu Soko')
	expect(sw(data, 'Forgot password?')).toBe('Umesahau nenosiri?')
	expect(sw(data, 'Invalid phone number or password')).toBe('Nambari ya simu au nenosiri si sahihi')
	expect(sw(data, 'Phone number is required')).toBe('Nambari ya simu inahitajika')
	expect(await dataOf(login.loader, page('/login'))).toEqual({ locale: 'en', areas: ['account'], messages: {} })
})

test('/login refused for too many tries: the wait said in Swahili to a Swahili visitor, in English to others', async () => {
	vi.useFakeTimers({ toFake: ['Date'] })
	try {
		const user = await createUser(context.db)
		const attempt = (cookie?: string) => {
			const request = formPost('/login', { phone: user.phone, password: 'wrong-one' })
			if (cookie) request.headers.set('cookie', cookie)
			return call(login.action, context, request)
		}
		for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401)
		const refused = await attempt('lang=sw')
		expect(refused.status).toBe(429)
		expect((await refused.json()).error).toEqual({ '': ['Umekosea kuingia mara nyingi mno. Tafadhali subiri sekunde 2 kisha ujaribu tena.'] })
		const inEnglish = await attempt()
		expect((await inEnglish.json()).error).toEqual({ '': ['Too many failed login attempts. Please wait 2 seconds and try again.'] })
	} finally {
		vi.useRealTimers()
	}
})

test('a signed-out Swahili visitor gets the login dialog words on every page (the root); signed in, only the common ones', async () => {
	const rootData = async (request: Request) => (await (await call(root.loader, context, request)).json()) as PageData
	expect(sw(await rootData(swahili(page('/'), 'cookie')), 'Sign Up')).toBe('Jisajili')
	const buyer = await session(context, 'BUYER')
	expect(sw(await rootData(swahili(page('/', buyer.token), 'cookie')), 'Sign Up')).toBeUndefined()
})

test('/saved-items in Swahili (by the switch cookie) and in English', async () => {
	const buyer = await session(context, 'BUYER')
	const data = await dataOf(savedItems.loader, swahili(page('/saved-items', buyer.token), 'cookie'))
	expect(data.locale).toBe('sw')
	expect(sw(data, 'Saved Items')).toBe('Nilizohifadhi')
	expect(sw(data, 'No saved items yet')).toBe('Bado hujahifadhi bidhaa yoyote')
	expect(sw(data, 'View Details')).toBe('Angalia Maelezo')
	expect((await dataOf(savedItems.loader, page('/saved-items', buyer.token))).messages).toEqual({})
})

test('/help-center in Swahili: its words, the questions in Swahili, and the search works on them', async () => {
	const data = await dataOf(helpCenter.loader, swahili(page('/help-center')))
	expect(sw(data, 'Frequently Asked Questions')).toBe('Maswali Yanayoulizwa Mara kwa Mara')
	expect(sw(data, 'Getting Started')).toBe('Kuanza')
	const questions = data.groups!.flatMap((g) => g.entries.map((e) => e.question))
	expect(questions).toContain('Soko ni nini?')
	expect(questions).toHaveLength(22)

	const searched = await dataOf(helpCenter.loader, swahili(page('/help-center?q=nenosiri')))
	expect(searched.groups!.flatMap((g) => g.entries.map((e) => e.question))).toContain('Nifungueje akaunti?')
	// An English word finds nothing on the Swahili page: the search is on what the page shows.
	expect((await dataOf(helpCenter.loader, swahili(page('/help-center?q=hazardous')))).groups).toEqual([])

	const english = await dataOf(helpCenter.loader, page('/help-center?q=hazardous'))
	expect(english.messages).toEqual({})
	expect(english.groups!.flatMap((g) => g.entries.map((e) => e.question))).toEqual(['What items are not allowed?'])
})
