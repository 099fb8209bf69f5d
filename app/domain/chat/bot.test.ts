import { describe, expect, test } from 'vitest'
import { serverT } from '#app/i18n/messages.server.ts'
import { faqEntriesSw } from '../support/faq-sw.server.ts'
import { asksForPerson, botReply } from './bot.ts'

const settings = { listingFeeKes: 15, listingDays: 30 }
const ask = (text: string, misses = 0) => botReply(text, { misses, settings })

test.each([
	['How much is the listing fee?', 'listing fee of KES 15 by M-PESA'],
	['what does it cost to sell', 'KES 15'],
	['How do I pay with mpesa?', 'prompt on your phone'],
	['How does approval work?', 'checked by our team before it goes live'],
	['my listing is pending', 'checked by our team'],
	['Is it safe to meet a buyer?', 'public place'],
	['I think this is a scam', 'Never share your M-PESA PIN'],
	['How do I post an item?', 'register as a seller and tap Sell Item'],
	['Can I get alerts for new phones?', 'Alerts tell you when a matching item is listed'],
	['What is the premium plan?', 'PREMIUM costs KES 200 a month'],
	['How do I create an account?', 'verifies your phone number'],
	['how long does my listing stay active', 'stays active for 30 days'],
	['what items are prohibited', 'counterfeit goods'],
	['Can I get a refund', 'refund is between you and the seller'],
	['hello', 'Ask me about selling'],
])('%s → answered from Soko facts or the FAQ', (question, expected) => {
	const reply = ask(question)
	expect(reply.kind).toBe('answer')
	expect(reply.text).toContain(expected)
})

test('the fee follows the setting', () => {
	expect(botReply('listing fee?', { misses: 0, settings: { listingFeeKes: 50, listingDays: 30 } }).text).toContain('KES 50')
})

test('a question it cannot match is a plain "I do not know", and the second miss in a row hands over', () => {
	const first = ask('Which football team will win the league?')
	expect(first.kind).toBe('miss')
	expect(first.text).toMatch(/^Sorry, I do not know/)
	expect(first.text).toContain('talk to a person')
	const second = ask('What is the weather in Kisumu tomorrow?', 1)
	expect(second.kind).toBe('handover')
	expect(second.text).toContain('asking a person from our support team')
})

test('asking for a person hands over at once, however it is put', () => {
	for (const text of ['talk to a person', 'Talk to a person please', 'I want to speak to someone', 'can I chat with a human?', 'customer care', 'connect me to an agent']) {
		expect(asksForPerson(text), text).toBe(true)
		expect(ask(text).kind, text).toBe('handover')
	}
	for (const text of ['How do I meet a person safely?', 'is the seller a real company']) expect(asksForPerson(text), text).toBe(false)
})

describe('in Swahili', () => {
	const swahili = { t: serverT('sw'), faq: faqEntriesSw(settings) }
	const uliza = (text: string, misses = 0) => botReply(text, { misses, settings, language: swahili })

	test.each([
		['Ada ya tangazo ni kiasi gani?', 'KES 15'],
		['Nawezaje kulipa kwa M-PESA?', 'PIN yako'],
		['Je, ni salama kukutana na mnunuzi?', 'mahali pa wazi'],
		['Nataka kuuza simu yangu', 'jisajili kama muuzaji'],
		['Nifungueje akaunti?', 'Gusa Jisajili'],
		['Nataka arifa za simu mpya', 'Arifa hukujulisha'],
		['mpango wa premium ni bei gani', 'PREMIUM ni KES 200'],
		['habari', 'Niulize kuhusu kuuza'],
		['asante sana', 'Karibu!'],
	])('%s → answered in Swahili', (question, expected) => {
		const reply = uliza(question)
		expect(reply.kind).toBe('answer')
		expect(reply.text).toContain(expected)
	})

	test('an English question on a Swahili page is understood, and answered in Swahili', () => {
		expect(uliza('How much is the listing fee?').text).toContain('ada ya tangazo ya KES 15')
	})

	test('asking for a person in Swahili hands over; two misses in a row too, each said in Swahili', () => {
		for (const text of ['nataka kuongea na mtu', 'ongea na mtu', 'Niunganishe na mhudumu', 'naomba mtu halisi']) {
			expect(asksForPerson(text), text).toBe(true)
			expect(uliza(text).text, text).toMatch(/^Ninamwomba mtu wa timu yetu/)
		}
		const miss = uliza('Timu gani itashinda ligi?')
		expect(miss).toMatchObject({ kind: 'miss', text: expect.stringMatching(/^Samahani, sijui jibu/) })
		expect(uliza('Hali ya hewa Kisumu kesho?', 1)).toMatchObject({ kind: 'handover', text: expect.stringMatching(/^Samahani, bado sijui jibu/) })
	})
})
