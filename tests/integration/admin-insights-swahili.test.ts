import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as analyticsPage from '#app/routes/admin.analytics.tsx'
import * as healthPage from '#app/routes/admin.health.tsx'
import * as reportsPage from '#app/routes/admin.reports.tsx'
import * as logsPage from '#app/routes/admin.logs.tsx'
import type { AppContext } from '#app/context.ts'
import { messagesFor } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/translate.ts'
import { call } from './context.ts'
import { createListing } from './factories.ts'
import { pageRequest, renderPage, type Lang, type Page } from './render-page.ts'
import { session, toastOf } from './trust-helpers.ts'
import { expectAll } from './expect-all.ts'
import { createReportsContext, removeReports } from './reports-context.ts'

/**
 * Issue 13 §3 for the admin's figures: /admin/analytics (with its charts), /admin/health, /admin/reports and
 * /admin/logs in Swahili, each rendered with nothing but the words its loader sends, and in English as before.
 */

let context: AppContext
let admin: { id: number; token: string }

beforeEach(async () => {
	context = await createReportsContext()
	admin = await session(context, 'ADMIN')
})

afterEach(() => removeReports(context))

const render = (route: Page, url: string, lang: Lang, actionData?: unknown) => renderPage(context, route, url, { lang, token: admin.token, actionData })

async function listingIn(category: string) {
	const seller = await session(context, 'SELLER')
	return createListing(context.db, { sellerId: seller.id, category, location: 'Eldoret', title: 'Toyota Vitz' })
}

describe('/admin/analytics', () => {
	test('in Swahili: the heading, views, period form, figures, their meaning and the daily chart', async () => {
		await listingIn('automotive')
		const html = await render(analyticsPage, '/admin/analytics?days=7', 'sw')
		expectAll(html, [
			'<h2>Takwimu</h2>',
			'aria-label="Sehemu za takwimu"',
			'>Muhtasari</a>',
			'>Maeneo</a>',
			'>Usajili</a>',
			'aria-label="Kipindi"',
			'>Kuanzia</label>',
			'>Hadi</label>',
			'>Onyesha</button>',
			'>Siku 7 zilizopita</a>',
			'(siku 7, saa za Nairobi) · Ilisasishwa <time',
			'>Afya ya mfumo</a>',
			'>Tengeneza ripoti</a>',
			'Watumiaji wote',
			'Matangazo yote',
			'mapya 1',
			'Ada za matangazo zilizolipwa',
			'Kiwango cha mauzo',
			'Usahihi wa kugundua udanganyifu',
			'bado hakuna maamuzi ya kutosha',
			'Maana ya takwimu hizi',
			'<h3 id="daily-listings-h">Takwimu za kila siku</h3>',
			'<title>Matangazo mapya kwa siku</title>',
			'kwa siku 7, zisizozidi',
			'>Tarehe</th>',
			'>Ada zilizolipwa</th>',
		])
		expect(html).not.toContain('Total users')
		expect(html).not.toContain('What these figures mean')
	})

	test('in Swahili: a category by its Swahili name, an empty chart, subscriptions, and a bad period refused', async () => {
		await listingIn('automotive')
		expectAll(await render(analyticsPage, '/admin/analytics?view=categories', 'sw'), [
			'Kategoria zinazoongoza (matangazo mapya)',
			'<title>Matangazo mapya kwa kategoria</title>',
			'>Magari</text>',
			'<td>Magari</td>',
			'>Kategoria</th>',
		])
		const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10)
		const to = new Date(Date.now() - 390 * 86_400_000).toISOString().slice(0, 10)
		expectAll(await render(analyticsPage, `/admin/analytics?view=geography&from=${from}&to=${to}`, 'sw'), [
			'Mgawanyo kwa maeneo (matangazo mapya kwa mji)',
			'Hakuna data katika kipindi hiki',
			'aria-label="Matangazo mapya kwa mji: hakuna data"',
			'Hakuna kitu katika kipindi hiki',
			'>Mji</th>',
		])
		expectAll(await render(analyticsPage, '/admin/analytics?view=subscriptions', 'sw'), [
			'Usajili wote',
			'miezi iliyouzwa, tangu mwanzo',
			'Kiwango cha walioacha',
			'Arifa za barua pepe (KES 500)',
			'>Zinazotumika</th>',
			'Mapato ya usajili kwa siku (KSh)',
		])
		const bad = await render(analyticsPage, '/admin/analytics?from=2026-11-10&to=2026-11-01', 'sw')
		expect(bad).toContain('Tarehe ya mwisho lazima iwe sawa na au baada ya tarehe ya kuanza. Tunaonyesha siku 30 zilizopita.')
		expect(await render(analyticsPage, '/admin/analytics?days=999', 'sw')).toContain('Tafadhali chagua kipindi kisichozidi siku 366. Tunaonyesha siku 30 zilizopita.')
	})

	test('in English: as before', async () => {
		await listingIn('automotive')
		const html = await render(analyticsPage, '/admin/analytics?days=7', 'en')
		expectAll(html, ['<h2>Analytics</h2>', '>Last 7 days</a>', 'Total users', '1 new', 'not enough decisions yet', 'What these figures mean', '<title>New listings per day</title>', '>Fees paid</th>'])
		const bad = await render(analyticsPage, '/admin/analytics?from=2026-11-10&to=2026-11-01', 'en')
		expect(bad).toContain('The end date must be on or after the start date. Showing the last 30 days.')
		expect(await render(analyticsPage, '/admin/analytics?view=categories', 'en')).toContain('<td>Automotive</td>')
	})
})

describe('/admin/health', () => {
	test('in Swahili: the grades, the tables, the thresholds and an empty history', async () => {
		const html = await render(healthPage, '/admin/health', 'sw')
		expectAll(html, [
			'<h2>Afya ya Mfumo</h2>',
			'<strong>Kwa jumla:</strong>',
			'Ilikaguliwa <time',
			'Muda wa kujibu maombi (seva hii, dakika 5 zilizopita)',
			'<td>Kurasa</td>',
			'<td>API ya usimamizi</td>',
			'>SAWA</span>',
			'>TAHADHARI</span>',
			'<h3 id="db-h">Hifadhidata</h3>',
			'<td>Mzigo (swali dogo)</td>',
			'Malipo na ujumbe (saa 24 zilizopita)',
			'Kiwango cha mafanikio ya M-PESA',
			'Barua pepe hazitumwi: SMTP_URL haijawekwa',
			'Saa 24 zilizopita (picha ya hali kila dakika 5)',
			'<title>p95 ya kurasa (ms)</title>',
			'<h3 id="jobs-h">Kazi za nyuma</h3>',
			'haijawahi kuendeshwa',
			'dak 15',
			'Viwango vya tahadhari',
			'p95 ya maombi: TAHADHARI juu ya ms 800, HATARI juu ya ms 3000.',
		])
		expect(html).not.toContain('>HEALTHY</span>')
		expect(html).not.toContain('Background jobs')
	})

	test('in English: as before', async () => {
		const html = await render(healthPage, '/admin/health', 'en')
		expectAll(html, [
			'<h2>System Health</h2>',
			'<strong>Overall:</strong>',
			'Request latency (this server, last 5 minutes)',
			'>HEALTHY</span>',
			'Emails are not sent: SMTP_URL is not set',
			'never run',
			'15 min',
			'Request p95: WARNING above 800 ms, CRITICAL above 3000 ms.',
			'Database size: WARNING above 4096.0 MB, CRITICAL above 16384.0 MB; WAL: WARNING above 64.0 MB, CRITICAL above 512.0 MB.',
		])
	})
})

describe('/admin/reports', () => {
	const refusedForm: [string, string][] = [
		['type', 'ANALYTICS'],
		['from', '2026-11-10'],
		['to', '2026-11-01'],
		['format', 'CSV'],
	]

	test('in Swahili: the types, the form, its filters and the empty list', async () => {
		const html = await render(reportsPage, '/admin/reports', 'sw')
		expectAll(html, [
			'<h2>Ripoti</h2>',
			'aria-label="Aina za ripoti"',
			'>Takwimu</a>',
			'>Fedha</a>',
			'>Udhibiti</a>',
			'Tengeneza ripoti</h3>',
			'>Aina ya ripoti</label>',
			'Takwimu za kujumuisha',
			'Jumla (watumiaji, matangazo, mapato, kiwango cha mauzo)',
			'Kategoria zinazoongoza',
			'<legend>Muundo</legend>',
			'Vichujio (matangazo)',
			'>Kategoria zote</option>',
			'>Magari</option>',
			'>Hali zote</option>',
			'>INASUBIRI KUKUBALIWA</option>',
			'placeholder="mf. Nakuru"',
			'>Tengeneza ripoti</button>',
			'Ripoti zilizotengenezwa',
			'Bado hakuna ripoti',
		])
		expect(html).not.toContain('Generate report')
	})

	test('in Swahili: a refused form says its heading and reasons; a made report is listed with its toast', async () => {
		const res = await call(reportsPage.action, context, pageRequest('/admin/reports', { lang: 'sw', token: admin.token, body: refusedForm }))
		expect(res.status).toBe(400)
		const html = await render(reportsPage, '/admin/reports', 'sw', await res.json())
		expectAll(html, [
			'<h3 id="refusal-h">Imeshindwa kutengeneza ripoti</h3>',
			'<li>Tafadhali chagua angalau takwimu moja ya kujumuisha</li>',
			'<li>Tarehe ya mwisho lazima iwe sawa na au baada ya tarehe ya kuanza</li>',
		])

		const noJs = await call(
			reportsPage.action,
			context,
			pageRequest('/admin/reports', { lang: 'sw', token: admin.token, body: [['type', 'SECURITY'], ['from', '2026-11-01'], ['to', '2026-11-23'], ['metrics', 'daily'], ['format', 'PDF']] }),
		)
		expect(noJs.status).toBe(400)
		expect(await render(reportsPage, '/admin/reports', 'sw', await noJs.json())).toContain('<li>“Takwimu za kila siku” si takwimu ya ripoti ya aina USALAMA</li>')

		const made = await call(
			reportsPage.action,
			context,
			pageRequest('/admin/reports', { lang: 'sw', token: admin.token, body: [['type', 'MODERATION'], ['from', '2026-11-01'], ['to', '2026-11-23'], ['metrics', 'flags'], ['format', 'CSV']] }),
		)
		expect(made.status).toBe(302)
		const toast = toastOf(context, made)
		expect(translate(messagesFor('sw', ['admin', 'adminInsights']), toast!.title!)).toBe('Ripoti iko tayari')
		const list = await render(reportsPage, made.headers.get('location')!, 'sw')
		expectAll(list, ['Moderation report 2026-11-01 to 2026-11-23 (mpya)', '<td>UDHIBITI</td>', 'Pakua CSV'])
	})

	test('in English: as before', async () => {
		const res = await call(reportsPage.action, context, pageRequest('/admin/reports', { lang: 'en', token: admin.token, body: refusedForm }))
		const html = await render(reportsPage, '/admin/reports', 'en', await res.json())
		const noJs = await call(
			reportsPage.action,
			context,
			pageRequest('/admin/reports', { lang: 'en', token: admin.token, body: [['type', 'SECURITY'], ['from', '2026-11-01'], ['to', '2026-11-23'], ['metrics', 'daily'], ['format', 'PDF']] }),
		)
		expect((await noJs.json()).refusal.messages).toEqual(['daily is not a metric of a SECURITY report'])

		expectAll(html, ['<h2>Reports</h2>', '>Analytics</a>', 'Failed to generate report', '<li>Please choose at least one metric to include</li>', '>Automotive</option>', '>PENDING APPROVAL</option>', 'No reports yet'])
	})
})

describe('/admin/logs', () => {
	async function logged() {
		const listing = await listingIn('automotive')
		const buyer = await session(context, 'BUYER')
		await context.db
			.insertInto('moderation_logs')
			.values({ admin_id: admin.id, target_type: 'listing', target_id: listing.id, action: 'REJECT', from_status: 'PENDING_APPROVAL', to_status: 'REJECTED', reason: 'Blurry' })
			.execute()
		await context.db.insertInto('flags').values({ listing_id: listing.id, user_id: buyer.id, reason: 'spam', description: 'Same post 5 times' }).execute()
		return listing
	}

	test('in Swahili: the filters, the entries, the buyers reports, and a bad filter refused', async () => {
		const listing = await logged()
		const html = await render(logsPage, '/admin/logs', 'sw')
		expectAll(html, [
			'<h2>Kumbukumbu za Ukaguzi</h2>',
			'aria-label="Vichujio"',
			'>Hatua</label>',
			'>Hatua zote</option>',
			'>KATAA</option>',
			'>Msimamizi</label>',
			'>Yeyote</option>',
			'>Namba ya tangazo</label>',
			'>Zilizo wazi (zinazosubiri au zimekaguliwa)</option>',
			'>IMESHUGHULIKIWA</option>',
			'>Sababu yoyote</option>',
			'>barua taka</option>',
			'>Chuja</button>',
			'>Futa vichujio</a>',
			'Kumbukumbu (1)',
			'ilisasishwa ',
			'>Kilicholengwa</th>',
			`>Tangazo #${listing.id}</a>`,
			'<td>INASUBIRI KUKUBALIWA</td>',
			'<td>IMEKATALIWA</td>',
			'Ripoti za wanunuzi (1)',
			'<td>barua taka</td>',
			'>Walichoandika</th>',
			'Shughulikia au tupilia mbali ripoti zilizo wazi kwenye kichupo cha Udhibiti',
		])
		expect(html).not.toContain('All actions')
		expect(await render(logsPage, '/admin/logs?listingId=abc', 'sw')).toContain('Tafadhali weka namba sahihi ya tangazo (tarakimu). Tunaonyesha kila kitu.')
		expect(await render(logsPage, '/admin/logs?flagStatus=RESOLVED', 'sw')).toContain('Hakuna kitu katika kipindi hiki')
	})

	test('in English: as before', async () => {
		const listing = await logged()
		const html = await render(logsPage, '/admin/logs', 'en')
		expectAll(html, ['<h2>Moderation Logs</h2>', '>All actions</option>', '>REJECT</option>', 'Entries (1)', `>Listing #${listing.id}</a>`, '<td>PENDING APPROVAL</td>', '<td>spam</td>', 'Reports from buyers (1)'])
		expect(await render(logsPage, '/admin/logs?listingId=abc', 'en')).toContain('Please enter a valid listing ID (a number). Showing everything.')
	})
})
