import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { setUserLocale } from '#app/domain/accounts/user-locale.server.ts'
import { requestPasswordReset } from '#app/domain/accounts/password-reset.server.ts'
import { bulkUserAction } from '#app/domain/admin/bulk-actions.server.ts'
import { sendInstantAlerts } from '#app/domain/alerts/matching.server.ts'
import { createBuyerAlert } from '#app/domain/alerts/buyer-alerts.server.ts'
import { BuyerAlertSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { setCommunicationPreference } from '#app/domain/alerts/buyer-profile.server.ts'
import { subscribeWithReceipt } from '#app/domain/alerts/subscriptions.server.ts'
import { makeOffer } from '#app/domain/offers/make-offer.server.ts'
import { fitsOneSms } from '#app/domain/notify/sms/gsm.ts'
import { createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'

// Issue 13 §3: what Soko sends is written in the recipient's language (users.locale, set by the switch); null is English.

let context: AppContext
let receipts = 0
beforeEach(async () => {
	context = await createTestContext({})
	context = { ...context, env: { ...context.env, PUBLIC_URL: 'https://soko.test' } }
})

const mailTo = (email: string) => context.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute()

async function premiumBuyer(locale: 'en' | 'sw' | null) {
	const user = await createUser(context.db, { role: 'BUYER' })
	if (locale) await setUserLocale(context.db, { userId: user.id, locale })
	receipts++
	await subscribeWithReceipt(context.db, { userId: user.id, receipt: `QSW${String(receipts).padStart(7, '0')}`, env: context.env, product: 'BUYER_PLAN' })
	await createBuyerAlert(context.db, { userId: user.id, input: BuyerAlertSchema.parse({ name: 'Simu', keywords: ['tecno'], frequency: 'INSTANT' }), now: new Date() })
	return user
}

async function publishTecno() {
	const seller = await createUser(context.db)
	const { id } = await createListing(context.db, { sellerId: seller.id, title: 'Tecno Spark 10 phone', priceCents: 1_500_000, location: 'Westlands, Nairobi' })
	await context.db.updateTable('listings').set({ published_date: new Date().toISOString() }).where('id', '=', id).execute()
}

describe('alerts', () => {
	test('a Swahili buyer gets the alert email in Swahili, text and HTML; English and unset buyers get the English', async () => {
		const sw = await premiumBuyer('sw')
		const en = await premiumBuyer('en')
		const unset = await premiumBuyer(null)
		await publishTecno()
		await sendInstantAlerts(context.db, { env: context.env })

		const [swMail] = await mailTo(sw.email)
		expect(swMail!.subject).toBe('Mpya kwenye Soko: Tecno Spark 10 phone')
		expect(swMail!.body).toContain('Mapya kwenye Soko kwa arifa yako “Simu”:')
		expect(swMail!.body).toContain('- Tecno Spark 10 phone: KSh 15,000, Westlands, Nairobi')
		expect(swMail!.body).toContain('Kutaneni mahali pa wazi, kagua bidhaa, kisha ulipe.')
		expect(swMail!.body).toMatch(/\nSitisha barua pepe za arifa: https:\/\/soko\.test\//)
		expect(swMail!.html).toContain('<p>Mapya kwenye Soko kwa arifa yako “Simu”:</p>')
		expect(swMail!.html).toContain('>Arifa zako</a> · <a ')
		expect(swMail!.html).not.toContain('Stop alert emails')

		for (const user of [en, unset]) {
			const [mail] = await mailTo(user.email)
			expect(mail!.subject).toBe('New on Soko: Tecno Spark 10 phone')
			expect(mail!.body).toContain('New on Soko for your alert “Simu”:')
			expect(mail!.body).toContain('Meet in a public place, check the item, then pay. Never send money before you have seen it.')
			expect(mail!.html).toContain('>Your alerts</a> · <a ')
			expect(mail!.html).toContain('>Stop alert emails</a>')
		}
	})

	test('a Swahili buyer who chose SMS gets the text in Swahili, one GSM SMS', async () => {
		const sw = await premiumBuyer('sw')
		await setCommunicationPreference(context.db, { userId: sw.id, channel: 'SMS' })
		await publishTecno()
		await sendInstantAlerts(context.db, { env: context.env })
		const [text] = await context.db.selectFrom('sms_outbox').selectAll().execute()
		expect(text!.body).toMatch(/^Arifa ya Soko: Tecno Spark 10 phone, KSh 15,000, Nairobi https:\/\/soko\.test\/go\/\S+$/)
		expect(fitsOneSms(text!.body)).toBe(true)
	})
})

describe('password reset, offers and warnings', () => {
	test('the reset email is in Swahili for a Swahili account, English otherwise', async () => {
		const sw = await createUser(context.db)
		await setUserLocale(context.db, { userId: sw.id, locale: 'sw' })
		const en = await createUser(context.db)
		for (const user of [sw, en]) await requestPasswordReset(context.db, { email: user.email, clientAddress: '127.0.0.1', origin: 'https://soko.test' })

		const [swMail] = await mailTo(sw.email)
		expect(swMail!.subject).toBe('Weka upya nenosiri lako la Soko')
		expect(swMail!.body).toMatch(/^Habari,\n\nMtu fulani \(tunatumaini ni wewe\) ameomba kuweka upya nenosiri/)
		expect(swMail!.body).toContain('Kiungo hiki kinatumika mara moja tu, ndani ya saa moja.')
		expect(swMail!.body).toMatch(/https:\/\/soko\.test\/reset-password\?token=\S+/)

		const [enMail] = await mailTo(en.email)
		expect(enMail!.subject).toBe('Reset your Soko password')
		expect(enMail!.body).toMatch(/^Hello,\n\nSomeone \(hopefully you\) asked to reset the password of your Soko account\./)
	})

	test('a Swahili seller is told of an offer in Swahili; the title and the buyer’s message as written', async () => {
		const seller = await createUser(context.db, { notifyBy: 'EMAIL' })
		await setUserLocale(context.db, { userId: seller.id, locale: 'sw' })
		const buyer = await createUser(context.db, { role: 'BUYER' })
		const listing = await createListing(context.db, { sellerId: seller.id, title: 'Sony PS4 Slim', priceCents: 2_000_000 })
		await makeOffer(context.db, { listingId: listing.id, buyer, amountCents: 1_550_050, message: 'Naweza kuja leo', ttlDays: 3, siteUrl: 'https://soko.test' })
		const [mail] = await mailTo(seller.email)
		expect(mail!.subject).toBe('Ofa mpya kwa Sony PS4 Slim')
		expect(mail!.body).toBe(
			'Mnunuzi ametoa ofa ya KSh 15,500.50.\n\nUjumbe: Naweza kuja leo\n\nTangazo: Sony PS4 Slim\nIangalie kwenye Soko: https://soko.test/n/1',
		)
	})

	test('the team’s warning reaches a Swahili user in Swahili, the reason as the admin wrote it', async () => {
		const admin = await createUser(context.db, { role: 'ADMIN' })
		const sw = await createUser(context.db)
		await setUserLocale(context.db, { userId: sw.id, locale: 'sw' })
		await bulkUserAction(context.db, { admin: { ...admin, role: 'ADMIN', locale: null }, action: 'SEND_WARNING', targetIds: [sw.id], reason: 'Use real photos', bus: context.chatBus })
		const [mail] = await mailTo(sw.email)
		expect(mail!.subject).toBe('Onyo kuhusu akaunti yako ya Soko')
		expect(mail!.body).toContain('Timu ya Soko imekutumia onyo kuhusu jinsi akaunti yako inavyotumika:\n\nUse real photos\n')
		expect(mail!.body.endsWith('\nTimu ya Soko')).toBe(true)
	})
})
