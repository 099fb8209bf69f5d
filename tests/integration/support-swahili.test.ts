import { beforeEach, describe, expect, test } from 'vitest'
import * as contact from '#app/routes/contact.tsx'
import * as reportIssue from '#app/routes/report-issue.tsx'
import type { AppContext } from '#app/context.ts'
import { parseEnv } from '#app/env.server.ts'
import { replyWords } from '#app/domain/support/hours.ts'
import { messagesFor } from '#app/i18n/messages.server.ts'
import { translate } from '#app/i18n/translate.ts'
import { readToast } from '#app/utils/toast.server.ts'
import { call, createTestContext } from './context.ts'
import { pageRequest, renderPage, type Lang, type Page } from './render-page.ts'
import { expectAll } from './expect-all.ts'

/**
 * Issue 13 §3: /contact and /report-issue in Swahili. Each page is rendered with nothing but the words its loader data
 * brings (a navigation's data request) and the root's common ones, so a word missing from its areas shows up here.
 */

let context: AppContext

beforeEach(async () => {
	// Open around the clock, so the reply promise does not depend on when the tests run.
	const env = parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', SUPPORT_HOURS: 'Sun-Sat 00:00-24:00', SUPPORT_EMAIL: 'help@example.co.ke' })
	context = await createTestContext({ env })
})

function request(path: string, lang: Lang, body?: Record<string, string>) {
	return pageRequest(path, { lang, body })
}

const render = (route: Page, path: string, lang: Lang, actionData?: unknown) => renderPage(context, route, path, { lang, actionData })

/** A refused form's answer: a 400 with the fields' English messages, the keys the page translates. */
async function refused(route: Page, path: string, lang: Lang, body: Record<string, string>) {
	const res = await call(route.action, context, request(path, lang, body))
	expect(res.status).toBe(400)
	return res.json()
}

async function rows() {
	const count = async (table: 'contact_messages' | 'issue_reports' | 'mail_outbox') =>
		Number((await context.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
	return { contact: await count('contact_messages'), reports: await count('issue_reports'), mail: await count('mail_outbox') }
}

function toastOf(res: Response) {
	const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
	return readToast(new Request('http://localhost/', { headers: { cookie } }), context.env).toast
}

describe('/contact', () => {
	test('in Swahili: the headings, the form, the contact details and hours, the reply promise and the links', async () => {
		const html = await render(contact, '/contact', 'sw')
		expectAll(html, [
			'<h1>Wasiliana Nasi</h1>',
			'Una swali, tatizo au wazo? Tutumie ujumbe.',
			'Tutakujibu ndani ya saa 24.',
			'>Jina</label>',
			'>Barua pepe</label>',
			'>Simu (si lazima)</label>',
			'>Mada</label>',
			'>Ujumbe</label>',
			'Hadi herufi 2,000.',
			'>Tuma Ujumbe</button>',
			'Tunavyoweza kukusaidia',
			'Malipo ya ada ya tangazo kwa M-PESA ambayo hayakupita',
			'>Ripoti Tatizo</a>',
			'>Kituo cha Msaada</a>',
			'Mawasiliano',
			'Saa za kazi',
		])
		expect(html).not.toContain('Send Message')
		expect(html).not.toContain('How we can help')
	})

	test('in English: as before, and no dictionary', async () => {
		const html = await render(contact, '/contact', 'en')
		expect(html).toContain('<h1>Contact Us</h1>')
		expect(html).toMatch(/Questions, problems or ideas\? Send us a message\.(<!-- -->)? (<!-- -->)?We&#x27;ll reply within 24 hours\./)
		expect(html).toContain('>Send Message</button>')
		expect(html).toContain('Up to 2,000 characters.')
		expect(html).toMatch(/>Report an Issue<\/a> so it reaches our safety team faster\. Many answers are already in our <a href="\/help-center"[^>]*>Help Center<\/a>\./)
	})

	test('a refused message re-renders the form with the Swahili of the server’s messages, and nothing is written', async () => {
		const body = { name: '', email: 'wanjiku-at-example', subject: 'Kuongeza muda', message: '' }
		const sw = await render(contact, '/contact', 'sw', await refused(contact, '/contact', 'sw', body))
		expect(sw).toContain('Jina linahitajika')
		expect(sw).toContain('Tafadhali weka barua pepe sahihi')
		expect(sw).toContain('Ujumbe unahitajika')
		expect(sw).toContain('value="Kuongeza muda"')
		expect(await rows()).toEqual({ contact: 0, reports: 0, mail: 0 })

		const en = await render(contact, '/contact', 'en', await refused(contact, '/contact', 'en', body))
		expect(en).toContain('Name is required')
		expect(en).toContain('Please enter a valid email address')
		expect(await rows()).toEqual({ contact: 0, reports: 0, mail: 0 })
	})

	test('a sent message’s toast is said in the sender’s language', async () => {
		const body = { name: 'Wanjiku', email: 'wanjiku@example.com', subject: 'Kuongeza muda', message: 'Naongezaje muda wa tangazo?' }
		const sw = await call(contact.action, context, request('/contact', 'sw', body))
		expect(sw.status).toBe(302)
		expect(toastOf(sw)).toMatchObject({ title: 'Message sent', description: 'Asante kwa kuwasiliana nasi. Tutakujibu ndani ya saa 24.' })
		const en = await call(contact.action, context, request('/contact', 'en', body))
		expect(toastOf(en)).toMatchObject({ title: 'Message sent', description: "Thank you for contacting us. We'll reply within 24 hours." })
	})

	test('the page title and description follow the page language', () => {
		const meta = (locale: Lang, messages: Record<string, string>) =>
			contact.meta({ matches: [{ id: 'root', loaderData: { locale } }, { id: 'page', loaderData: { messages } }] } as never)
		expect(meta('sw', messagesFor('sw', ['support']))).toEqual([
			{ title: 'Wasiliana Nasi · Soko' },
			{ name: 'description', content: expect.stringMatching(/^Wasiliana na timu ya msaada ya Soko/) },
		])
		expect(meta('en', {})[0]).toEqual({ title: 'Contact Us · Soko' })
	})
})

describe('/report-issue', () => {
	test('in Swahili: the warning, the form with its options, the advice, the response times and the steps', async () => {
		const html = await render(reportIssue, '/report-issue', 'sw')
		expectAll(html, [
			'<h1>Ripoti Tatizo</h1>',
			'<strong>Uko hatarini sasa hivi?</strong>',
			'>Aina ya tatizo</label>',
			'selected="">Chagua aina ya tatizo</option>',
			'<option value="fake-listing">Tangazo feki</option>',
			'<option value="inappropriate-content">Maudhui yasiyofaa</option>',
			'<option value="urgent">Dharura (tunajibu kwa chini ya saa 1)</option>',
			'>Maelezo</label>',
			'>Ushahidi (si lazima)</label>',
			'>Tuma Ripoti</button>',
			'Acha kuwasiliana na mtu huyo na usitume pesa zaidi.',
			'>Mwongozo wa Usalama</a>',
			'Tuko wazi sasa, kwa hivyo muda huu unaanza unapotuma ripoti yako.',
			'Tunajibu kwa chini ya siku 3.',
			'<strong>Uchunguzi<!-- -->:</strong>',
		])
		expect(html).not.toContain('Submit Report')
	})

	test('in English: as before', async () => {
		const html = await render(reportIssue, '/report-issue', 'en')
		expect(html).toContain('<option value="urgent">Urgent (we reply in under 1 hour)</option>')
		expect(html).toContain('<option value="payment-issue">Payment problem (M-PESA)</option>')
		expect(html).toMatch(/Reply in under 1 hour\.(<!-- -->)? (<!-- -->)?A scam happening right now, or a threat to someone’s safety(<!-- -->)?\./)
		expect(html).toContain('<li>Stop talking to the person and don&#x27;t send any more money.</li>')
		expect(html).toMatch(/Read our <a href="\/safety-guide"[^>]*>Safety Guide<\/a> to avoid scams in future\./)
		expect(html).toContain('>Submit Report</button>')
	})

	test('a refused report re-renders with the Swahili of the server’s messages, and nothing is written', async () => {
		const body = { type: '', urgency: '', subject: '', description: '' }
		const sw = await render(reportIssue, '/report-issue', 'sw', await refused(reportIssue, '/report-issue', 'sw', body))
		expectAll(sw, ['Tafadhali chagua aina ya tatizo', 'Tafadhali chagua uharaka wake', 'Mada inahitajika', 'Maelezo yanahitajika'])
		expect(await rows()).toEqual({ contact: 0, reports: 0, mail: 0 })
		const en = await render(reportIssue, '/report-issue', 'en', await refused(reportIssue, '/report-issue', 'en', body))
		expect(en).toContain('Please choose the type of issue')
		expect(en).toContain('Description is required')
	})

	test('a sent report’s toast gives the reference in the reporter’s language', async () => {
		const body = { type: 'scam', urgency: 'high', subject: 'Muuzaji aliomba pesa', description: 'Aliomba KSh 2,000 kwa M-PESA kabla ya kukutana.' }
		const res = await call(reportIssue.action, context, request('/report-issue', 'sw', body))
		expect(res.status).toBe(302)
		expect(toastOf(res)?.description).toMatch(
			/^Asante kwa kusaidia kuweka soko letu salama\. Tutaikagua ripoti hii\. Nambari yako ya kumbukumbu ni SOKO-\d{4}-\d{6}: itaje ukiwasiliana nasi kuhusu ripoti hii\.$/,
		)
	})
})

test('while support is closed, the reply promise and the start of the response times name the opening in Swahili', () => {
	const sw = messagesFor('sw', ['support', 'help'])
	const t = (text: string, vars?: Record<string, string | number>) => translate(sw, text, vars)
	expect(replyWords({ open: false, opening: { day: 'Monday', time: '8:00 AM' } }, t)).toBe(
		'Tumefunga kwa sasa; tutakujibu baada ya kufungua Jumatatu 8:00 AM EAT.',
	)
	expect(replyWords({ open: false, opening: { day: 'tomorrow', time: '9:00 AM' } }, t)).toBe(
		'Tumefunga kwa sasa; tutakujibu baada ya kufungua kesho 9:00 AM EAT.',
	)
	expect(replyWords({ open: false, opening: null }, t)).toBe('Tutakujibu haraka iwezekanavyo.')
	expect(replyWords({ open: false, opening: { day: 'Monday', time: '8:00 AM' } })).toBe(
		"We're closed now and will reply after we open on Monday at 8:00 AM EAT.",
	)
})
