import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import * as goRoute from '#app/routes/go.$code.ts'
import * as unsubscribePage from '#app/routes/alerts.unsubscribe.tsx'
import { sendAlertDigests, sendDigestsNow, sendInstantAlerts } from '#app/domain/alerts/matching.server.ts'
import { PER_MESSAGE } from '#app/domain/alerts/delivery.server.ts'
import { createBuyerAlert } from '#app/domain/alerts/buyer-alerts.server.ts'
import { BuyerAlertSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { buyerSubscription } from '#app/domain/alerts/buyer-plan.server.ts'
import { setCommunicationPreference } from '#app/domain/alerts/buyer-profile.server.ts'
import { subscribeWithReceipt } from '#app/domain/alerts/subscriptions.server.ts'
import { unsubscribePath } from '#app/domain/alerts/links.server.ts'
import { sendQueuedMail } from '#app/domain/notify/mail-sender.server.ts'
import { fitsOneSms } from '#app/domain/notify/sms/gsm.ts'
import { startSmtpInbox } from '#tests/mail/smtp-inbox.ts'
import { call, createTestContext, getRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

let context: AppContext
let receipts = 0
const HOUR = 3_600_000
// A Tuesday, 07:30 in Nairobi (04:30 UTC).
const TUESDAY_MORNING = new Date('2026-11-24T04:30:00Z')

beforeEach(async () => {
	context = await createTestContext({})
	context = { ...context, env: { ...context.env, PUBLIC_URL: 'https://soko.test' } }
})

async function buyer({ premium = false } = {}) {
	const user = await createUser(context.db, { role: 'BUYER' })
	if (premium) {
		receipts++
		await subscribeWithReceipt(context.db, { userId: user.id, receipt: `QPR${String(receipts).padStart(7, '0')}`, env: context.env, product: 'BUYER_PLAN' })
	}
	return user
}

function alert(userId: number, fields: Record<string, unknown>, now = new Date()) {
	return createBuyerAlert(context.db, { userId, input: BuyerAlertSchema.parse({ name: 'My alert', ...fields }), now })
}

async function publish(sellerId: number, fields: Parameters<typeof createListing>[1] extends infer F ? Omit<F & object, 'sellerId'> : never, at = new Date()) {
	const { id } = await createListing(context.db, { sellerId, ...fields })
	await context.db.updateTable('listings').set({ published_date: at.toISOString() }).where('id', '=', id).execute()
	return id
}

const outbox = () => context.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
const matches = () => context.db.selectFrom('alert_matches').selectAll().orderBy('id').execute()

describe('instant alerts', () => {
	test('a PREMIUM buyer gets one email at once with photo, price, town and a tracked link; once, never for their own listing', async () => {
		const premium = await buyer({ premium: true })
		const seller = await createUser(context.db)
		const found = await alert(premium.id, { name: 'Simu chini ya 20k', keywords: ['simu'], maxPrice: 20_000, location: 'Nairobi', frequency: 'INSTANT' })
		await alert(premium.id, { name: 'Tecno', keywords: ['tecno'], frequency: 'INSTANT' })
		const listingId = await publish(seller.id, { title: 'Tecno Spark 10 phone', priceCents: 1_500_000, location: 'Westlands, Nairobi' })
		await publish(seller.id, { title: 'Tecno phone too dear', priceCents: 2_500_000, location: 'Nairobi' }, new Date())
		await publish(premium.id, { title: 'My own Tecno phone', priceCents: 1_000_000 })

		const report = await sendInstantAlerts(context.db, { env: context.env })
		expect(report).toEqual({ listings: 3, sent: 2 })
		const mails = await outbox()
		expect(mails.map((m) => m.subject)).toEqual(['New on Soko: Tecno Spark 10 phone', 'New on Soko: Tecno phone too dear'])
		const [mail] = mails
		expect(mail!.to_address).toBe(premium.email)
		expect(mail!.body).toContain('New on Soko for your alert “Simu chini ya 20k”:')
		expect(mail!.body).toContain('Tecno Spark 10 phone: KSh 15,000, Westlands, Nairobi')
		expect(mail!.html).toContain(`src="https://soko.test/photos/${'a'.repeat(24)}/card.jpg"`)
		expect(mail!.html).toMatch(/href="https:\/\/soko\.test\/go\/[0-9a-z]+-[\w-]{6}"/)
		expect(JSON.parse(mail!.headers!)).toEqual({
			'List-Unsubscribe': `<https://soko.test${unsubscribePath(context.env, premium.id)}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		// The listing reached the buyer once, by its first alert; the second (Tecno) found it too but sent nothing more.
		const rows = await matches()
		expect(rows.filter((r) => r.listing_id === listingId)).toEqual([expect.objectContaining({ alert_id: found.id, buyer_id: premium.id, channel: 'EMAIL' })])
		expect(await sendInstantAlerts(context.db, { env: context.env })).toEqual({ listings: 0, sent: 0 })
		expect(await outbox()).toHaveLength(2)
	})

	test('BASIC buyers, paused alerts and daily alerts wait; listings published over an hour ago are not instant news', async () => {
		const basic = await buyer()
		const premium = await buyer({ premium: true })
		const seller = await createUser(context.db)
		await alert(basic.id, { keywords: ['sofa'], frequency: 'DAILY' })
		await alert(premium.id, { keywords: ['sofa'], frequency: 'DAILY' })
		const paused = await alert(premium.id, { keywords: ['sofa'], frequency: 'INSTANT' })
		await context.db.updateTable('alerts').set({ is_active: 0 }).where('id', '=', paused.id).execute()
		await publish(seller.id, { title: 'Five seater sofa', category: 'home-garden' })
		expect(await sendInstantAlerts(context.db, { env: context.env })).toEqual({ listings: 1, sent: 0 })

		await context.db.updateTable('alerts').set({ is_active: 1 }).where('id', '=', paused.id).execute()
		await publish(seller.id, { title: 'Old sofa', category: 'home-garden' }, new Date(Date.now() - 2 * HOUR))
		expect(await sendInstantAlerts(context.db, { env: context.env })).toEqual({ listings: 0, sent: 0 })
	})

	test('a buyer who chose SMS gets one text of at most 160 GSM characters with a short link', async () => {
		const premium = await buyer({ premium: true })
		await setCommunicationPreference(context.db, { userId: premium.id, channel: 'SMS' })
		const seller = await createUser(context.db)
		await alert(premium.id, { keywords: ['fridge'], frequency: 'INSTANT' })
		await publish(seller.id, { title: `Hisense fridge “double door” ${'very clean and cold '.repeat(8)}`, priceCents: 3_200_000, location: 'Kilimani, Nairobi', category: 'home-garden' })
		await sendInstantAlerts(context.db, { env: context.env })
		const texts = await context.db.selectFrom('sms_outbox').selectAll().execute()
		expect(texts).toHaveLength(1)
		expect(texts[0]!.to_phone).toBe(`+254${premium.phone.slice(1)}`)
		expect(texts[0]!.body).toMatch(/^Soko alert: Hisense fridge "double door" very clean.*\.\.\., KSh 32,000, Nairobi https:\/\/soko\.test\/go\/[0-9a-z]+-[\w-]{6}$/)
		expect(fitsOneSms(texts[0]!.body)).toBe(true)
		expect(await outbox()).toEqual([])
	})
})

describe('digests', () => {
	test('at 07:00 Nairobi, once a day: DAILY alerts, within BASIC’s 3 a day; the rest come the next morning', async () => {
		const basic = await buyer()
		const seller = await createUser(context.db)
		await alert(basic.id, { name: 'Bikes', keywords: ['bicycle'] }, new Date(TUESDAY_MORNING.getTime() - 48 * HOUR))
		for (let i = 1; i <= 5; i++) await publish(seller.id, { title: `Bike number ${i}`, category: 'sports-outdoors' }, new Date(TUESDAY_MORNING.getTime() - (10 - i) * HOUR))

		expect(await sendAlertDigests(context.db, { env: context.env, now: new Date('2026-11-24T03:59:00Z') })).toEqual({ due: false })
		expect(await sendAlertDigests(context.db, { env: context.env, now: TUESDAY_MORNING })).toMatchObject({ due: true, alerts: 1, listings: 5, mails: 1, sent: 3 })
		expect(await sendAlertDigests(context.db, { env: context.env, now: new Date(TUESDAY_MORNING.getTime() + HOUR) })).toEqual({ due: false })
		const [digest] = await outbox()
		expect(digest!.subject).toBe('3 new listings for your Soko alerts')
		// Newest first.
		expect(digest!.body.indexOf('Bike number 5')).toBeLessThan(digest!.body.indexOf('Bike number 3'))
		expect(digest!.body).not.toContain('Bike number 2')
		expect((await buyerSubscription(context.db, { userId: basic.id, now: TUESDAY_MORNING })).subscription.alerts_sent_today).toBe(3)

		const wednesday = new Date(TUESDAY_MORNING.getTime() + 24 * HOUR)
		expect(await sendAlertDigests(context.db, { env: context.env, now: wednesday })).toMatchObject({ due: true, sent: 2 })
		expect((await outbox()).at(-1)!.body).toContain('Bike number 2')
	})

	test('WEEKLY alerts on Mondays only; a PREMIUM buyer has no daily limit; INSTANT alerts of a lapsed PREMIUM go daily', async () => {
		const premium = await buyer({ premium: true })
		const lapsed = await buyer()
		const seller = await createUser(context.db)
		const made = new Date(TUESDAY_MORNING.getTime() - 9 * 24 * HOUR)
		await alert(premium.id, { name: 'Weekly TVs', keywords: ['tv'], frequency: 'WEEKLY' }, made)
		await context.db.insertInto('alerts').values({ buyer_id: lapsed.id, name: 'Lapsed', keywords: '["tv"]', frequency: 'INSTANT', created_at: made.toISOString() }).execute()
		for (let i = 1; i <= 5; i++) await publish(seller.id, { title: `Samsung TV ${i}` }, new Date(TUESDAY_MORNING.getTime() - i * HOUR))

		const tuesday = await sendDigestsNow(context.db, { env: context.env, now: TUESDAY_MORNING, weekly: false })
		expect(tuesday).toMatchObject({ alerts: 1, mails: 1, sent: 3 })
		expect((await outbox())[0]!.to_address).toBe(lapsed.email)
		const monday = await sendDigestsNow(context.db, { env: context.env, now: TUESDAY_MORNING, weekly: true })
		expect(monday).toMatchObject({ alerts: 2, mails: 1, sent: 5 })
		expect((await outbox())[1]!).toMatchObject({ to_address: premium.email, subject: '5 new listings for your Soko alerts' })
	})

	test(`a digest of more matches than one email holds sends the newest ${PER_MESSAGE}, whatever order they were published in`, async () => {
		const premium = await buyer({ premium: true })
		const seller = await createUser(context.db)
		await alert(premium.id, { name: 'TVs', keywords: ['tv'], frequency: 'DAILY' }, new Date(TUESDAY_MORNING.getTime() - 48 * HOUR))
		// Made oldest last: the run reads listings by id, so the newest come first and must outlast the rest.
		const hoursAgo = Array.from({ length: 3 * PER_MESSAGE }, (_, i) => 1 + i * 0.2)
		for (const ago of hoursAgo) await publish(seller.id, { title: `TV ${ago.toFixed(1)} hours old` }, new Date(TUESDAY_MORNING.getTime() - ago * HOUR))
		expect(await sendDigestsNow(context.db, { env: context.env, now: TUESDAY_MORNING, weekly: false })).toMatchObject({ mails: 1, sent: PER_MESSAGE })
		const sent = await context.db.selectFrom('alert_matches').innerJoin('listings', 'listings.id', 'alert_matches.listing_id').select('listings.title').execute()
		expect(sent.map((s) => s.title).sort()).toEqual(hoursAgo.slice(0, PER_MESSAGE).map((ago) => `TV ${ago.toFixed(1)} hours old`).sort())
	})
})

describe('links in alert messages', () => {
	test('a click is recorded once and opens the listing; a made-up link is a 404', async () => {
		const premium = await buyer({ premium: true })
		const seller = await createUser(context.db)
		await alert(premium.id, { keywords: ['laptop'], frequency: 'INSTANT' })
		const listingId = await publish(seller.id, { title: 'HP laptop 8GB' })
		await sendInstantAlerts(context.db, { env: context.env })
		const code = /\/go\/([\w-]+)/.exec((await outbox())[0]!.body)![1]!
		const res = await call(goRoute.loader, context, getRequest(`/go/${code}`), { code })
		expect(res.status).toBe(302)
		expect(res.headers.get('Location')).toBe(`/listings/${listingId}`)
		const [match] = await matches()
		expect(match!.clicked_at).not.toBeNull()

		const forged = `${code.split('-')[0]}-AAAAAA`
		expect((await call(goRoute.loader, context, getRequest(`/go/${forged}`), { code: forged })).status).toBe(404)
	})

	test('one-click unsubscribe pauses every alert of the buyer, without signing in; a forged link does nothing', async () => {
		const premium = await buyer({ premium: true })
		await alert(premium.id, { keywords: ['laptop'], frequency: 'INSTANT' })
		await alert(premium.id, { keywords: ['bike'], frequency: 'DAILY' })
		const path = unsubscribePath(context.env, premium.id)
		const page = await call(unsubscribePage.loader, context, getRequest(path))
		expect(await page.json()).toMatchObject({ valid: true, paused: null })
		// What a mail provider sends for List-Unsubscribe-Post.
		const post = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) })
		expect(await (await call(unsubscribePage.action, context, post)).json()).toMatchObject({ valid: true, paused: 2 })
		const alerts = await context.db.selectFrom('alerts').select('is_active').where('buyer_id', '=', premium.id).execute()
		expect(alerts.every((a) => a.is_active === 0)).toBe(true)

		const other = await buyer()
		await alert(other.id, { keywords: ['sofa'] })
		const forged = new Request(`http://localhost/alerts/unsubscribe?t=${other.id}.${'x'.repeat(22)}`, { method: 'POST' })
		expect(await (await call(unsubscribePage.action, context, forged)).json()).toMatchObject({ valid: false })
		expect((await context.db.selectFrom('alerts').select('is_active').where('buyer_id', '=', other.id).executeTakeFirstOrThrow()).is_active).toBe(1)
	})
})

describe('through a real SMTP server', () => {
	let inbox: Awaited<ReturnType<typeof startSmtpInbox>>
	afterEach(() => inbox?.close())

	test('an instant alert arrives within seconds of publication, with its unsubscribe headers', async () => {
		inbox = await startSmtpInbox()
		const env = { ...context.env, SMTP_URL: inbox.url }
		const premium = await buyer({ premium: true })
		const seller = await createUser(context.db)
		await alert(premium.id, { name: 'Cookers', keywords: ['cooker'], frequency: 'INSTANT' })
		const started = Date.now()
		await publish(seller.id, { title: 'Ramtons gas cooker 4 burner', category: 'home-garden' })
		await sendInstantAlerts(context.db, { env })
		await sendQueuedMail(context.db, { env })
		const mail = await inbox.waitForMail((m) => m.to.includes(premium.email.toLowerCase()))
		expect(Date.now() - started).toBeLessThan(5_000)
		expect(mail.subject).toBe('New on Soko: Ramtons gas cooker 4 burner')
		expect(mail.html).toContain('KSh 12,500')
		expect(mail.header('List-Unsubscribe')).toBe(`<https://soko.test${unsubscribePath(env, premium.id)}>`)
		expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
	})

	test('a digest arrives as one email listing each match', async () => {
		inbox = await startSmtpInbox()
		const env = { ...context.env, SMTP_URL: inbox.url }
		const basic = await buyer()
		const seller = await createUser(context.db)
		await alert(basic.id, { name: 'Books', keywords: ['book'] }, new Date(TUESDAY_MORNING.getTime() - 48 * HOUR))
		await publish(seller.id, { title: 'Form 3 chemistry book', category: 'books-media' }, new Date(TUESDAY_MORNING.getTime() - 3 * HOUR))
		await publish(seller.id, { title: 'Kiswahili novels, 5 books', category: 'books-media' }, new Date(TUESDAY_MORNING.getTime() - 2 * HOUR))
		await sendAlertDigests(context.db, { env, now: TUESDAY_MORNING })
		await sendQueuedMail(context.db, { env })
		const mail = await inbox.waitForMail()
		expect(mail.subject).toBe('2 new listings for your Soko alerts')
		expect(mail.text).toContain('Form 3 chemistry book')
		expect(mail.text).toContain('Kiswahili novels, 5 books')
	})
})
