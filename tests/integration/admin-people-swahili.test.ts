import { beforeEach, describe, expect, test } from 'vitest'
import * as usersPage from '#app/routes/admin.users.tsx'
import * as featuredPage from '#app/routes/admin.featured.tsx'
import * as bannersPage from '#app/routes/admin.banners.tsx'
import * as messagesPage from '#app/routes/admin.messages.tsx'
import * as supportPage from '#app/routes/admin.support.tsx'
import * as chatPage from '#app/routes/help-center.chat.tsx'
import type { AppContext } from '#app/context.ts'
import { messagesFor } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/translate.ts'
import { queueMail } from '#app/domain/notify/mail.server.ts'
import { queueSms } from '#app/domain/notify/sms/queue-sms.server.ts'
import { call, createTestContext } from './context.ts'
import { createListing } from './factories.ts'
import { pageRequest, renderPage, type Lang, type Page } from './render-page.ts'
import { session, toastOf } from './trust-helpers.ts'
import { expectAll } from './expect-all.ts'

/**
 * The admin's Users, Featured, Banners, Messages and Support pages in Swahili, each rendered with nothing but the words
 * its loader data brings and the root's common ones, so a word missing from its areas shows up here; and in English as
 * before. The admin console's frame (the nav, the status badges) is the admin area's, not checked here.
 */

let context: AppContext
let admin: { id: number; token: string; phone: string }

beforeEach(async () => {
	context = await createTestContext()
	admin = await session(context, 'ADMIN')
})

const render = (route: Page, path: string, lang: Lang, actionData?: unknown) => renderPage(context, route, path, { lang, token: admin.token, actionData })
const post = (route: Page, path: string, lang: Lang, body: Record<string, string> | [string, string][]) =>
	call(route.action, context, pageRequest(path, { lang, token: admin.token, body })) as Promise<Response>
/** What a Swahili admin page makes of a fixed English text (a toast the Toaster looks up), with the root's words. */
const sw = (text: string) => translate(messagesFor('sw', ['common', 'admin', 'adminPeople']), text)

describe('/admin/users', () => {
	test('in Swahili: the figures, the search and bulk forms, the table, the count', async () => {
		const seller = await session(context, 'SELLER')
		const html = await render(usersPage, '/admin/users', 'sw')
		expectAll(html, [
			'aria-label="Watumiaji kwa takwimu"',
			'Watumiaji <strong>2</strong>',
			'Waliosimamishwa <strong>0</strong>',
			'>Simu au barua pepe</label>',
			'placeholder="0712 345 678 au jina@example.com"',
			'>Jukumu</label>',
			'selected="">Majukumu yote</option>',
			'<option value="SELLER">Muuzaji</option>',
			'selected="">Hali yoyote</option>',
			'<option value="SUSPENDED">Imesimamishwa</option>',
			'>Tafuta</button>',
			'<legend>Kwa watumiaji uliowachagua</legend>',
			'>Hatua</label>',
			'<option value="SEND_WARNING">Tuma onyo</option>',
			'Inahitajika ili kusimamisha au kuonya: mtumiaji ataambiwa.',
			'>Tekeleza kwa waliochaguliwa</button>',
			'Watumiaji 2 wamepatikana',
			'<th scope="col">Aliingia mwisho</th>',
			'<th scope="col">Uaminifu</th>',
			`aria-label="Chagua ${admin.phone} (wewe)"`,
			`aria-label="Chagua ${seller.phone}"`,
			'>Inatumika</span>',
			'>Hajawahi</span>',
			`Uchambuzi<span class="sr-only"> <!-- -->wa ${seller.phone}</span>`,
		])
		expect(html).not.toContain('Apply to selected')
	})

	test('in Swahili: nobody found', async () => {
		const html = await render(usersPage, '/admin/users?q=nobody', 'sw')
		expectAll(html, ['Watumiaji 0 wamepatikana', '<p class="empty">Hakuna mtumiaji anayelingana.</p>'])
	})

	test('the toasts: a refusal the page looks up, a done action said in Swahili', async () => {
		const seller = await session(context, 'SELLER')
		const none = await post(usersPage, '/admin/users', 'sw', [['action', 'VERIFY']])
		const refused = toastOf(context, none)!
		expect([sw(refused.title), sw(refused.description!)]).toEqual(['Hujachagua Watumiaji', 'Tafadhali chagua watumiaji ili utekeleze hatua hii'])
		const noReason = toastOf(context, await post(usersPage, '/admin/users', 'sw', [['action', 'SUSPEND'], ['targetIds', String(seller.id)]]))!
		expect([sw(noReason.title), sw(noReason.description!)]).toEqual(['Hitilafu', 'Tafadhali toa sababu: mtumiaji ataambiwa'])
		const done = await post(usersPage, '/admin/users', 'sw', [['action', 'SUSPEND'], ['targetIds', String(seller.id)], ['reason', 'Matangazo feki']])
		expect(toastOf(context, done)).toEqual({ title: 'Simamisha: imefanyika kwa mtumiaji 1', variant: 'success' })
	})

	test('in English: as before', async () => {
		await session(context, 'SELLER')
		const html = await render(usersPage, '/admin/users', 'en')
		expect(html).toMatch(/<strong>2<\/strong>(<!-- -->)? Users/)
		expectAll(html, ['>Phone or email</label>', 'selected="">All roles</option>', '<option value="SELLER">SELLER</option>', '>Apply to selected</button>', '2 users found'])
		expect(html).toMatch(/Insights<span class="sr-only"> (<!-- -->)?for /)
	})
})

describe('/admin/featured', () => {
	test('in Swahili: what is featured, the search, the candidates and their form; the toast', async () => {
		const seller = await session(context, 'SELLER')
		const listing = await createListing(context.db, { sellerId: seller.id, title: 'Baiskeli ya mlimani' })
		const before = await render(featuredPage, '/admin/featured', 'sw')
		expectAll(before, [
			'<h2 id="featured-now-h">Maalum kwa sasa (0)</h2>',
			'Hakuna tangazo maalum kwa sasa.',
			'Weka tangazo kuwa maalum',
			'>Jina la tangazo au ID</label>',
			'placeholder="mfano Samsung au #42"',
			'Matangazo mapya zaidi yaliyo hewani, ambayo si maalum kwa sasa:',
			'<th scope="col">Bei</th>',
			'<th scope="col">Imewekwa</th>',
			'>Kwa muda wa</label>',
			'<option value="14">Siku 14</option>',
			'Weka maalum<span class="sr-only">',
		])

		const done = await post(featuredPage, '/admin/featured', 'sw', { intent: 'feature', listingId: String(listing.id), duration: '14' })
		expect(toastOf(context, done)).toEqual({ title: 'Tangazo limewekwa maalum kwa siku 14', variant: 'success' })
		const after = await render(featuredPage, '/admin/featured?q=nothing-like-this', 'sw')
		expectAll(after, [
			'<th scope="col">Muuzaji</th>',
			'<th scope="col">Tangu</th>',
			'<th scope="col">Inaisha</th>',
			'Zimebaki siku 14',
			'Ondoa maalum<span class="sr-only">',
			'Matangazo yaliyo hewani yanayolingana na “nothing-like-this”, ambayo si maalum kwa sasa:',
			'<p class="empty">Hakuna tangazo lililo hewani linalolingana.</p>',
		])
		const again = toastOf(context, await post(featuredPage, '/admin/featured', 'sw', { intent: 'unfeature', listingId: String(listing.id) }))!
		expect(sw(again.title)).toBe('Tangazo limeondolewa kwenye maalum')
	})

	test('in English: as before', async () => {
		const seller = await session(context, 'SELLER')
		const listing = await createListing(context.db, { sellerId: seller.id })
		await post(featuredPage, '/admin/featured', 'en', { intent: 'feature', listingId: String(listing.id), duration: '7' })
		const html = await render(featuredPage, '/admin/featured', 'en')
		expect(html).toMatch(/Featured now \((<!-- -->)?1(<!-- -->)?\)/)
		expectAll(html, ['<th scope="col">Featured</th>', '7 days left', 'Unfeature<span class="sr-only">', 'The newest published listings, not featured now:'])
	})
})

describe('/admin/banners', () => {
	test('in Swahili: the form, the empty table, then a banner in it', async () => {
		const empty = await render(bannersPage, '/admin/banners', 'sw')
		expectAll(empty, [
			'>Unda Bango</summary>',
			'>Kichwa</label>',
			'>Maudhui</label>',
			'>Aina</label>',
			'selected="">Taarifa</option>',
			'<option value="PAUSED">Imesitishwa</option>',
			'>Kuanza (saa za Nairobi)</label>',
			'Ikiachwa wazi: siku 7 baada ya kuanza.',
			'<legend>Onyesha kwenye (usipochagua: kurasa zote)</legend>',
			'Kurasa za matangazo<!-- --> <span class="muted">/listings</span>',
			'<h2 id="banners-h">Mabango (0)</h2>',
			'<p class="empty">Bado hakuna bango lililoundwa</p>',
		])

		const made = await post(bannersPage, '/admin/banners', 'sw', [
			['intent', 'create'],
			['title', 'Matengenezo'],
			['content', 'Soko halitapatikana usiku wa leo.'],
			['type', 'MAINTENANCE'],
			['start_date', '2026-12-01T09:00'],
			['target_pages', '/browse'],
		])
		expect(sw(toastOf(context, made)!.title)).toBe('Bango limeundwa')
		const listed = await render(bannersPage, '/admin/banners', 'sw')
		expectAll(listed, [
			'<th scope="col">Tarehe ya Kuanza</th>',
			'<th scope="col">Kurasa Lengwa</th>',
			'>MATENGENEZO</span>',
			'<td>Vinjari</td>',
			'Hariri<span class="sr-only">',
			'Ndiyo, futa bango hili',
			'>Futa kabisa</button>',
		])
	})

	test('a refused banner comes back with the Swahili of its mistakes; a delete unticked is refused', async () => {
		const res = await post(bannersPage, '/admin/banners', 'sw', { intent: 'create', title: '', content: '', start_date: 'soon' })
		expect(res.status).toBe(400)
		const html = await render(bannersPage, '/admin/banners', 'sw', await res.json())
		expectAll(html, ['Kichwa kinahitajika', 'Maudhui yanahitajika', 'Tafadhali weka tarehe sahihi ya kuanza'])
		const unticked = toastOf(context, await post(bannersPage, '/admin/banners', 'sw', { intent: 'delete', bannerId: '1' }))!
		expect(sw(unticked.description!)).toBe('Tafadhali weka alama kwenye “Ndiyo, futa bango hili” ili kuthibitisha')
	})

	test('in English: as before', async () => {
		const html = await render(bannersPage, '/admin/banners', 'en')
		expectAll(html, ['>Create Banner</summary>', '>Title</label>', 'selected="">Announcement</option>', 'Left empty: 7 days after the start.', 'No banners created yet'])
		const res = await post(bannersPage, '/admin/banners', 'en', { intent: 'create', title: '', content: 'x', start_date: '2026-12-01' })
		expect(await renderPage(context, bannersPage, '/admin/banners', { lang: 'en', token: admin.token, actionData: await res.json() })).toContain('Title is required')
	})
})

describe('/admin/messages', () => {
	test('in Swahili: the notice, both outboxes, a message with its times, an empty outbox', async () => {
		const ctx = context
		context = { ...ctx, env: { ...ctx.env, SMS_MODE: 'outbox', SMTP_URL: undefined } }
		await queueSms(context.db, { to: '0712345678', body: 'Soko: ujumbe' })
		const html = await render(messagesPage, '/admin/messages', 'sw')
		expectAll(html, [
			'SMS_MODE=outbox: SMS hazitumwi, zinasubiri hapa.',
			'SMTP_URL haijawekwa: barua pepe hazitumwi, zinasubiri hapa.',
			'SMS (50 za mwisho)',
			'Barua pepe (50 za mwisho)',
			'Iliundwa <time',
			'<p class="muted">Bado hakuna barua pepe</p>',
		])
		await queueMail(context.db, { to: 'buyer@example.com', subject: 'Reset your Soko password', body: 'link' })
		expect(await render(messagesPage, '/admin/messages', 'sw')).toContain('<summary>Maandishi ya barua pepe</summary>')
		context = ctx
	})

	test('in English: as before', async () => {
		const html = await render(messagesPage, '/admin/messages', 'en')
		expectAll(html, ['Text messages (latest 50)', '<p class="muted">No text messages yet</p>', '<p class="muted">No emails yet</p>'])
	})
})

describe('/admin/support', () => {
	/** A guest asks for a person on the no-JavaScript chat page: the conversation the inbox then lists. */
	async function handedOver() {
		const res = await call(chatPage.action, context, pageRequest('/help-center/chat', { lang: 'en', body: { message: 'talk to a person' } }))
		const cookie = res.headers.get('set-cookie')!.split(';')[0]!
		await call(chatPage.action, context, new Request('http://localhost/help-center/chat', { method: 'POST', headers: { cookie }, body: new URLSearchParams({ message: 'Habari?' }) }))
		const inbox = (await (await call(supportPage.loader, context, pageRequest('/admin/support', { lang: 'en', token: admin.token }))).json()) as { inbox: { id: number }[] }
		return inbox.inbox[0]!.id
	}

	test('in Swahili: the empty inbox', async () => {
		expect(await render(supportPage, '/admin/support', 'sw')).toContain('Hakuna mazungumzo yanayosubiri mtu.')
	})

	test('in Swahili: the inbox, a conversation and its forms; a refused reply; a conversation not found', async () => {
		const chatId = await handedOver()
		const inbox = await render(supportPage, '/admin/support', 'sw')
		expectAll(inbox, ['Mazungumzo yanayosubiri mtu', 'Mpya: 2'])
		const path = `/admin/support?chat=${chatId}`
		const open = await render(supportPage, path, 'sw')
		expectAll(open, ['Gumzo na Guest', '>Jibu lako</label>', '>Tuma jibu</button>', '>Funga mazungumzo</button>'])
		const refused = await post(supportPage, path, 'sw', { intent: 'reply', chatId: String(chatId), message: ' ' })
		expect(await render(supportPage, path, 'sw', await refused.json())).toContain('Tafadhali andika ujumbe')
		expect(await render(supportPage, '/admin/support?chat=999999', 'sw')).toContain('Mazungumzo hayakupatikana')
		await post(supportPage, '/admin/support', 'sw', { intent: 'close', chatId: String(chatId) })
		expect(await render(supportPage, path, 'sw')).toContain('Mazungumzo haya yamefungwa.')
	})

	test('in English: as before', async () => {
		const chatId = await handedOver()
		const html = await render(supportPage, `/admin/support?chat=${chatId}`, 'en')
		expectAll(html, ['Conversations waiting for a person', 'Chat with Guest', '>Your reply</label>', '>Send reply</button>', '>Close conversation</button>'])
	})
})

test('the pages’ titles follow the page language', () => {
	const title = (route: { meta: (args: never) => unknown }, locale: Lang) =>
		(route.meta({ matches: [{ id: 'root', loaderData: { locale, messages: messagesFor(locale, ['common']) } }, { id: 'page', loaderData: { messages: messagesFor(locale, ['admin', 'adminPeople']) } }] } as never) as { title?: string }[])[0]!.title
	expect([usersPage, featuredPage, bannersPage, messagesPage, supportPage].map((route) => title(route, 'sw'))).toEqual(
		['Watumiaji', 'Maalum', 'Mabango', 'Ujumbe', 'Msaada'].map((name) => `${name} · Usimamizi · Soko`),
	)
	expect(title(usersPage, 'en')).toBe('Users · Admin · Soko')
})
