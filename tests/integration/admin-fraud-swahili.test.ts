import { beforeEach, describe, expect, test } from 'vitest'
import * as fraud from '#app/routes/admin.fraud.tsx'
import * as casePage from '#app/routes/admin.fraud.cases.$id.tsx'
import * as userPage from '#app/routes/admin.fraud.users.$id.tsx'
import type { AppContext } from '#app/context.ts'
import { messagesFor } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/translate.ts'
import { call, createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { pageRequest, renderPage, type Lang, type Page } from './render-page.ts'
import { session, toastOf } from './trust-helpers.ts'
import { expectAll } from './expect-all.ts'
import { insertFraudAlert } from './fraud-fixtures.ts'

/**
 * The admin's fraud pages in Swahili: /admin/fraud (alerts with their evidence, cases, the analysis), a case's page and
 * a user's insights, each rendered with nothing but the words its loader brings; the same pages in English as before.
 */

let context: AppContext
let admin: Awaited<ReturnType<typeof session>>
let sellerId: number
let listingId: number
let otherId: number

beforeEach(async () => {
	context = await createTestContext()
	admin = await session(context, 'ADMIN')
	sellerId = (await createUser(context.db, { role: 'SELLER' })).id
	await context.db.insertInto('seller_profiles').values({ user_id: sellerId, display_name: 'Otieno Phones' }).execute()
	otherId = (await createListing(context.db, { sellerId, title: 'Original iPhone' })).id
	listingId = (await createListing(context.db, { sellerId, title: 'iPhone 13 sealed', status: 'PENDING_APPROVAL' })).id
	await insertFraudAlert(context.db, {
		userId: sellerId,
		listingId,
		score: 72,
		indicators: [
			{ code: 'ADVANCE_PAYMENT', label: 'Asks for payment before the buyer sees the item', weight: 40, evidence: { matches: ['send deposit'] } },
			{ code: 'PRICE_FAR_BELOW_MARKET', label: 'Price far below similar listings', weight: 30, evidence: { price: 1_500_000, median: 9_000_000, comparables: 7 } },
			{ code: 'NEW_ACCOUNT_BURST', label: 'New account posting many listings quickly', weight: 20, evidence: { accountAgeHours: 3, listingsIn24Hours: 8 } },
			{ code: 'PHOTO_SEEN_BEFORE', label: "Photo near-identical to another seller's", weight: 50, evidence: { sellers: ['9'], listings: [String(otherId)], closestDistance: 2 } },
		],
		metadata: { photoMatches: [{ photo: 'c'.repeat(24), copyOf: 'd'.repeat(24), listingId: otherId }] },
	})
})

const render = (route: Page, path: string, lang: Lang, extra: { pattern?: string; params?: Record<string, string>; actionData?: unknown } = {}) =>
	renderPage(context, route, path, { lang, token: admin.token, ...extra })

const post = (route: Page, path: string, lang: Lang, body: Record<string, string>, params: Record<string, string> = {}) =>
	call(route.action, context, pageRequest(path, { lang, token: admin.token, body }), params)

async function openCase(title = 'Deposit scam') {
	const res = await post(fraud, '/admin/fraud', 'en', { intent: 'create-case', title, priority: 'HIGH', relatedListingId: String(listingId) })
	expect(res.status).toBe(302)
	return Number(res.headers.get('location')!.split('/').pop())
}

const casePath = (id: number) => ({ path: `/admin/fraud/cases/${id}`, pattern: 'admin/fraud/cases/:id', params: { id: String(id) } })
const userPath = { pattern: 'admin/fraud/users/:id' }

/** A moderator's step on the seller's account, for the timeline. */
const logSuspension = () =>
	context.db
		.insertInto('moderation_logs')
		.values({ admin_id: admin.id, target_type: 'user', target_id: sellerId, action: 'SUSPEND', reason: 'Deposit scams', created_at: new Date().toISOString() })
		.execute()

describe('/admin/fraud', () => {
	test('in Swahili: the alerts with their indicators and evidence, the photos, the new-case form, the cases and the analysis', async () => {
		const html = await render(fraud, '/admin/fraud', 'sw')
		expectAll(html, [
			'>Arifa za ulaghai</h2>',
			'>Zinazosubiri</a>',
			'>Zilizokaguliwa</a>',
			'<span class="badge risk-HIGH">JUU · 72/100</span>',
			'Muuzaji: <a',
			'<strong>Anaomba malipo kabla mnunuzi hajaiona bidhaa</strong>',
			'<span>Maneno yaliyopatikana: “send deposit”</span>',
			'<span>KSh 15,000 dhidi ya wastani wa kati KSh 90,000 wa matangazo 7 yanayofanana</span>',
			'<span>Matangazo 8 ndani ya saa 24 kutoka kwa akaunti yenye umri wa saa 3</span>',
			`<span>Pia iko kwenye tangazo #${otherId} (biti 2 kati ya 64 zinatofautiana)</span>`,
			'aria-label="Picha zilizoonekana awali"',
			'alt="Picha ya tangazo hili"',
			`>Tangazo jingine #${otherId}</a>`,
			'Weka kuwa imekaguliwa',
			'Fungua kesi',
			'>Kichwa</label>',
			'>Maelezo</label>',
			'>Kipaumbele</label>',
			'<option value="URGENT">Dharura</option>',
			'>ID ya tangazo husika</label>',
			'>Fungua kesi</button>',
			'>Kesi (0)</h2>',
			'>Zote</option>',
			'<option value="INVESTIGATING">Inachunguzwa</option>',
			'>Chuja</button>',
			'<p class="empty">Bado hakuna kesi</p>',
			'>Chambua tangazo au mtumiaji</h2>',
			'<option value="user">Mtumiaji</option>',
			'>Chambua</button>',
		])
		for (const english of ['Fraud alerts', 'Mark reviewed', 'Matched:', 'No cases yet', 'Create case']) expect(html).not.toContain(english)

		const reviewed = await render(fraud, '/admin/fraud?show=reviewed', 'sw')
		expect(reviewed).toContain('<p class="empty">Hakuna arifa za ulaghai zilizokaguliwa</p>')
	})

	test('in English: as before, and no dictionary', async () => {
		const html = await render(fraud, '/admin/fraud', 'en')
		expectAll(html, [
			'>Fraud alerts</h2>',
			'<span class="badge risk-HIGH">HIGH · 72/100</span>',
			'<strong>Asks for payment before the buyer sees the item</strong>',
			'<span>Matched: “send deposit”</span>',
			'<span>KSh 15,000 vs median KSh 90,000 of 7 similar</span>',
			'<span>8 listings in 24 hours from an account 3 hours old</span>',
			`<span>Also on listing #${otherId} (2 of 64 bits differ)</span>`,
			`>Other listing #${otherId}</a>`,
			'>Title</label>',
			'<option value="URGENT">Urgent</option>',
			'>Create case</button>',
			'<p class="empty">No cases yet</p>',
			'>Analyse a listing or user</h2>',
		])
		expect(html).toMatch(/Seller: (<!-- -->)?<a/)
	})

	test('a case filled in from an alert is drafted in Swahili; a case filter that matches nothing says so', async () => {
		const html = await render(fraud, `/admin/fraud?caseListing=${listingId}`, 'sw')
		expect(html).toContain(`value="Tangazo #${listingId}: iPhone 13 sealed"`)
		expect(html).toContain('Kiwango cha hatari JUU (72/100)\n- Anaomba malipo kabla mnunuzi hajaiona bidhaa (Maneno yaliyopatikana: “send deposit”)')
		await openCase()
		expect(await render(fraud, '/admin/fraud?caseStatus=CLOSED', 'sw')).toContain('<p class="empty">Hakuna kesi zinazolingana na vichujio hivi</p>')
	})

	test('the analysis: its refusal and its answer in Swahili', async () => {
		expect(await render(fraud, '/admin/fraud?type=user&id=abc', 'sw')).toContain('Tafadhali weka ID sahihi ya mtumiaji (nambari)')
		expect(await render(fraud, '/admin/fraud?type=listing&id=99999', 'sw')).toContain('Tangazo halikupatikana')
		const user = await render(fraud, `/admin/fraud?type=user&id=${sellerId}`, 'sw')
		expect(user).toContain(`<span>Mtumiaji #${sellerId}</span>`)
		expect(user).toContain('>Uchambuzi wa mtumiaji na alama ya uaminifu</a>')
		expect(await render(fraud, '/admin/fraud?type=user&id=abc', 'en')).toContain('Please enter a valid user ID (a number)')
	})

	test('a refused new case is shown again in the case form’s Swahili, and nothing is written', async () => {
		const body = { intent: 'create-case', title: ' ', priority: 'SOON', relatedListingId: 'x' }
		const sw = await post(fraud, '/admin/fraud', 'sw', body)
		expect(sw.status).toBe(400)
		const html = await render(fraud, '/admin/fraud', 'sw', { actionData: await sw.json() })
		expect(html).toContain('Kichwa kinahitajika')
		expect(html).toContain('Chagua kipaumbele kimoja kilichopo')
		expect(html).toContain('ID ya tangazo husika iwe nambari kamili iliyo juu ya sifuri')
		const en = await post(fraud, '/admin/fraud', 'en', body)
		expect(((await en.json()) as { error: Record<string, string[]> }).error).toMatchObject({ title: ['Title is required'] })
		expect(await context.db.selectFrom('cases_management').selectAll().execute()).toEqual([])
	})

	test('the toasts are keys the page says in Swahili', () => {
		const sw = messagesFor('sw', ['common', 'admin', 'adminFraud'])
		const t = (text: string) => translate(sw, text)
		expect(t('Alert marked reviewed')).toBe('Arifa imewekwa kuwa imekaguliwa')
		expect(t('Fraud alert not found')).toBe('Arifa ya ulaghai haikupatikana')
		expect(t('Case opened')).toBe('Kesi imefunguliwa')
		expect(t('Case updated')).toBe('Kesi imesasishwa')
		expect(t('Nothing changed')).toBe('Hakuna kilichobadilika')
	})
})

describe('a case’s page', () => {
	test('in Swahili: the heading, badges, facts, the empty evidence, the form and the history', async () => {
		const id = await openCase()
		const { path, ...at } = casePath(id)
		const html = await render(casePage, path, 'sw', at)
		expectAll(html, [
			'>← Kesi zote</a>',
			`>Kesi #${id}: Deposit scam</h2>`,
			'<span class="badge case-OPEN">WAZI</span>',
			'<span class="badge priority-HIGH">Kipaumbele: JUU</span>',
			'<dt>Ilifunguliwa</dt>',
			'<dt>Aliyekabidhiwa</dt>',
			'<dd>Bado hakuna</dd>',
			`>Tangazo #${listingId}</a>`,
			'<dd>Hakuna</dd>',
			'>Ushahidi (0)</h2>',
			'<p class="empty">Bado hakuna ushahidi ulioongezwa</p>',
			'>Shughulikia kesi hii</h2>',
			'<option value="RESOLVED">Imetatuliwa</option>',
			'>Kabidhi kwa</label>',
			'>Ongeza ushahidi</label>',
			'Linahitajika ili kuweka kesi kuwa Imetatuliwa au Imefungwa.',
			'>Hifadhi kesi</button>',
			'>Historia</h2>',
			'IMEFUNGULIWA',
		])
		expect(html).not.toContain('Save case')
	})

	test('in English: as before', async () => {
		const id = await openCase()
		const { path, ...at } = casePath(id)
		const html = await render(casePage, path, 'en', at)
		expectAll(html, [`>Case #${id}: Deposit scam</h2>`, '<span class="badge case-OPEN">OPEN</span>', '<span class="badge priority-HIGH">HIGH priority</span>', '<dd>Nobody yet</dd>', '<p class="empty">No evidence added yet</p>', '>Save case</button>'])
		expect(html).toMatch(/: (<!-- -->)?CREATE/)
	})

	test('closing without a resolution is refused in Swahili; evidence added shows with its line; the toast is a key', async () => {
		const id = await openCase()
		const { path, ...at } = casePath(id)
		const refused = await post(casePage, path, 'sw', { intent: 'update', status: 'RESOLVED' }, at.params)
		expect(refused.status).toBe(400)
		const html = await render(casePage, path, 'sw', { ...at, actionData: await refused.json() })
		expect(html).toContain('Suluhisho linahitajika ili kesi iwekwe kuwa IMETATULIWA')
		const english = await post(casePage, path, 'en', { intent: 'update', status: 'RESOLVED' }, at.params)
		expect(((await english.json()) as { error: Record<string, string[]> }).error).toEqual({ resolution: ['A resolution is required to mark a case RESOLVED'] })

		const nothing = await post(casePage, path, 'sw', { intent: 'update' }, at.params)
		const blank = await render(casePage, path, 'sw', { ...at, actionData: await nothing.json() })
		expect(blank).toContain('Hakuna cha kubadilisha: badilisha hali, kipaumbele, aliyekabidhiwa, ongeza ushahidi au suluhisho')

		const worked = await post(casePage, path, 'sw', { intent: 'update', status: 'INVESTIGATING', evidence: 'Paybill 123456 in the photos' }, at.params)
		expect(toastOf(context, worked)).toMatchObject({ title: 'Case updated' })
		const after = await render(casePage, path, 'sw', at)
		expect(after).toContain('<span class="badge case-INVESTIGATING">INACHUNGUZWA</span>')
		expect(after).toMatch(new RegExp(`Uliongezwa (<!-- -->)?<time[^>]*>[^<]+</time>(<!-- -->)? na msimamizi #(<!-- -->)?${admin.id}`))
		expect(after).toMatch(/HALI(<!-- -->)? (<!-- -->)?WAZI → INACHUNGUZWA/)
	})

	test('the page titles', () => {
		const meta = (locale: Lang, data: unknown) =>
			casePage.meta({ loaderData: data, matches: [{ id: 'root', loaderData: { locale } }, { id: 'page', loaderData: { messages: messagesFor(locale, ['common', 'adminFraud']) } }] } as never)
		expect(meta('sw', { case: { id: 4 } })[0]).toEqual({ title: 'Kesi #4 · Ulaghai · Usimamizi · Soko' })
		expect(meta('sw', undefined)[0]).toEqual({ title: 'Kesi · Ulaghai · Usimamizi · Soko' })
		expect(meta('en', { case: { id: 4 } })[0]).toEqual({ title: 'Case #4 · Fraud · Admin · Soko' })
	})
})

describe('a user’s insights', () => {
	test('in Swahili: the heading, the figures, the trust score’s reasons and the timeline', async () => {
		await logSuspension()
		const path = `/admin/fraud/users/${sellerId}`
		const html = await render(userPage, path, 'sw', { ...userPath, params: { id: String(sellerId) } })
		expectAll(html, [
			'>← Ulaghai</a>',
			`>Mtumiaji #${sellerId}: Otieno Phones</h2>`,
			'alisajiliwa <time',
			'>Matangazo</span>',
			'>Ada za matangazo zilizolipwa</span>',
			'>Alama ya uaminifu</span>',
			'>AMETILIWA SHAKA</small>',
			'>matangazo yaliyopimwa WASTANI au zaidi</small>',
			'>Fungua kesi kuhusu mtumiaji huyu</a>',
			'>Tafuta kwenye Watumiaji</a>',
			'<th scope="col">Pointi</th>',
			'<th scope="col">Sababu</th>',
			'<td>Kila akaunti inaanzia 25</td>',
			'<td>Akaunti ina umri wa siku 0 (pointi 15 kuanzia siku 180, 10 kuanzia 30, 5 kuanzia 7)</td>',
			'<td>Bado hakuna ada ya tangazo iliyolipwa</td>',
			'<td>Hatari ya ulaghai imepimwa kwenye tangazo 1 (1 JUU kwa -15, 0 HATARI KUBWA kwa -30, hadi -40)</td>',
			'>Kokotoa alama ya uaminifu</button>',
			'>Matukio</h2>',
			`Tangazo #${listingId} &quot;iPhone 13 sealed&quot; limeundwa`,
			'Akaunti ilisajiliwa',
			`SUSPEND kwa mtumiaji #${sellerId}: Deposit scams`,
		])
		expect(html).toMatch(/MUUZAJI(<!-- -->)? · (<!-- -->)?Hai(<!-- -->)? ·/)
		expect(html).not.toContain('Every account starts at')
	})

	test('in English: as before, and the API’s words stay English', async () => {
		await logSuspension()
		const path = `/admin/fraud/users/${sellerId}`
		const html = await render(userPage, path, 'en', { ...userPath, params: { id: String(sellerId) } })
		expectAll(html, [
			`>User #${sellerId}: Otieno Phones</h2>`,
			'>Listing fees paid</span>',
			'>FLAGGED</small>',
			'<td>Every account starts at 25</td>',
			'<td>1 listing assessed as fraud risk (1 HIGH at -15, 0 CRITICAL at -30, up to -40)</td>',
			`Listing #${listingId} &quot;iPhone 13 sealed&quot; created`,
			'Account registered',
			`SUSPEND on user #${sellerId}: Deposit scams`,
		])
		const stored = await context.db.selectFrom('trust_scores').select('factors').where('user_id', '=', sellerId).executeTakeFirstOrThrow()
		await render(userPage, path, 'sw', { ...userPath, params: { id: String(sellerId) } })
		const again = await context.db.selectFrom('trust_scores').select('factors').where('user_id', '=', sellerId).executeTakeFirstOrThrow()
		expect(again.factors).toBe(stored.factors)
		expect(again.factors).toContain('Every account starts at 25')
	})

	test('"Calculate trust score" answers with a toast in the admin’s language', async () => {
		const params = { id: String(sellerId) }
		const sw = await post(userPage, `/admin/fraud/users/${sellerId}`, 'sw', { intent: 'trust' }, params)
		expect(toastOf(context, sw)).toMatchObject({ title: expect.stringMatching(/^Alama ya uaminifu imekokotolewa: \d+\/100$/), description: 'Kiwango: AMETILIWA SHAKA', variant: 'success' })
		const en = await post(userPage, `/admin/fraud/users/${sellerId}`, 'en', { intent: 'trust' }, params)
		expect(toastOf(context, en)).toMatchObject({ title: expect.stringMatching(/^Trust score calculated: \d+\/100$/), description: 'Level FLAGGED' })
	})
})
