import { beforeEach, describe, expect, test } from 'vitest'
import * as admin from '#app/routes/admin.tsx'
import * as adminLogin from '#app/routes/admin-login.tsx'
import type { AppContext } from '#app/context.ts'
import { reportListing } from '#app/domain/trust/flags.server.ts'
import { call, createTestContext } from './context.ts'
import { createListing, TEST_PASSWORD } from './factories.ts'
import { pageRequest, renderPage } from './render-page.ts'
import { session, toastOf } from './trust-helpers.ts'
import { expectAll } from './expect-all.ts'

/**
 * Issue 13 §3: /admin and /admin-login in Swahili, each rendered with only the words its loader sends (and the root's
 * common ones); what a tab's form answers is said in Swahili too. English stays as the other admin tests pin it.
 */

let context: AppContext
let staff: Awaited<ReturnType<typeof session>>

beforeEach(async () => {
	context = await createTestContext()
	staff = await session(context, 'ADMIN')
})

const render = (path: string, lang: 'sw' | 'en' = 'sw') => renderPage(context, admin, path, { lang, token: staff.token })

async function reportedListing() {
	const seller = await session(context, 'SELLER')
	const buyer = await session(context, 'BUYER')
	const { id: listingId } = await createListing(context.db, { sellerId: seller.id, title: 'Sofa ya viti vitatu' })
	await reportListing(context.db, { listingId, viewer: buyer, reason: 'counterfeit_item', description: 'Si halisi' })
	return listingId
}

describe('/admin in Swahili', () => {
	test('the frame and the dashboard: heading, sections, figures, empty lists', async () => {
		const html = await render('/admin')
		expectAll(html, [
			'<h1>Dashibodi ya Usimamizi</h1>',
			'Rudi Ukurasa Mkuu',
			'aria-label="Sehemu za usimamizi"',
			'>Matangazo<',
			'>Ukaguzi<',
			'>Kurekebisha Malipo<',
			'>Watumiaji<',
			'>Ulaghai<',
			'Matangazo yanayosubiri',
			'Watumiaji wote',
			'Shughuli za Karibuni',
			'Bado hakuna matangazo',
			'Hakuna tangazo linaloisha ndani ya siku 2 zijazo',
		])
		expect(html).not.toContain('Admin Dashboard')
		expect(html).not.toContain('Recent Activity')
	})

	test('the listings table: columns, a status in capitals, paid or not, the row’s forms and the pager', async () => {
		const seller = await session(context, 'SELLER')
		await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		const html = await render('/admin?tab=listings')
		expectAll(html, [
			'<h2>Matangazo Yote</h2>',
			'>Bidhaa<',
			'>Muuzaji<',
			'>Vitendo<',
			'data-label="Hali"',
			'INASUBIRI KUKUBALIWA',
			'Haijalipwa',
			'Idhinisha',
			'Sababu ya kukataa',
			'Ndiyo, futa tangazo hili',
			'Futa kabisa',
			'Ukurasa 1 kati ya 1 · tangazo 1',
		])
		expect(html).not.toContain('PENDING APPROVAL')
	})

	test('moderation: pending reviews and reported listings with their reasons', async () => {
		await reportedListing()
		const html = await render('/admin?tab=moderation')
		expectAll(html, [
			'<h2>Yanayosubiri Ukaguzi</h2>',
			'Hatari zaidi kwanza',
			'Hakuna tangazo linalosubiri ukaguzi',
			'<h2>Matangazo Yaliyoripotiwa</h2>',
			'Bidhaa bandia',
			'Walichosema walioripoti (1)',
			'Shughulikia ripoti',
			'Puuza ripoti',
		])
	})

	test('payment fixer: the forms, a listing’s payment, and a bad ID said in Swahili', async () => {
		const seller = await session(context, 'SELLER')
		const { id: listingId } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		const html = await render(`/admin?tab=payment-fixer&listingId=${listingId}`)
		expectAll(html, ['<h2>Kurekebisha Malipo</h2>', 'Angalia malipo ya tangazo', 'Namba ya tangazo', 'Hali ya malipo', 'Weka Yamekamilika'])
		expect(await render('/admin?tab=payment-fixer&listingId=abc')).toContain('Tafadhali weka namba sahihi ya tangazo (tarakimu)')
	})

	test('a form’s answer: a count made on the server and a refusal, in Swahili; in English as before', async () => {
		const listingId = await reportedListing()
		const post = (lang: 'sw' | 'en', body: Record<string, string>) =>
			call(admin.action, context, pageRequest('/admin?tab=moderation', { lang, token: staff.token, body }))
		expect(toastOf(context, await post('sw', { intent: 'resolve_reports', listingId: String(listingId) }))?.title).toBe('Ripoti 1 imeshughulikiwa')
		const refused = toastOf(context, await post('sw', { intent: 'approve', listingId: String(listingId) }))
		expect(refused?.title).toBe('Error')
		expect(refused?.description).toMatch(/^Tangazo /)
		const again = await reportedListing()
		expect(toastOf(context, await post('en', { intent: 'dismiss_reports', listingId: String(again) }))?.title).toBe('1 report dismissed')
	})

	test('English reads as before', async () => {
		const html = await render('/admin', 'en')
		expectAll(html, ['<h1>Admin Dashboard</h1>', 'Back to Main', 'Recent Activity', 'Nothing expires in the next 2 days'])
	})
})

describe('/admin-login in Swahili', () => {
	test('the form, and a refusal in Swahili', async () => {
		const html = await renderPage(context, adminLogin, '/admin-login', { lang: 'sw' })
		expectAll(html, ['<h1>Kuingia kwa Msimamizi</h1>', 'Ingia kwa akaunti ya msimamizi.', 'Nambari ya simu', 'Nenosiri', '>Ingia<', 'Rudi Mwanzo'])
		const seller = await session(context, 'SELLER')
		const res = await call(adminLogin.action, context, pageRequest('/admin-login', { lang: 'sw', body: { phone: seller.phone, password: TEST_PASSWORD } }))
		expect(res.status).toBe(403)
		expect(JSON.stringify(await res.json())).toContain('Huruhusiwi - Ruhusa za msimamizi zinahitajika')
	})
})
