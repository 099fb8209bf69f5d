import { expect, test } from 'vitest'
import { contactLinks } from './contact-links.ts'

const listing = { title: 'Gas cooker', url: 'https://soko.example/listings/7' }

test('a 01… number is dialled and messaged on WhatsApp as 2541…', () => {
	const links = contactLinks({ phone: '0110123456', ...listing })
	expect(links.call).toBe('tel:+254110123456')
	expect(links.whatsapp).toBe(
		`https://wa.me/254110123456?text=${encodeURIComponent('Hello, is "Gas cooker" still available? I saw it on Soko: https://soko.example/listings/7')}`,
	)
})

test('a number that is not a Kenyan mobile still gets Call and SMS, but no WhatsApp link', () => {
	const links = contactLinks({ phone: '020 123 4567', ...listing })
	expect(links).toMatchObject({ phone: '020 123 4567', call: 'tel:0201234567', whatsapp: null })
	expect(links.sms).toMatch(/^sms:0201234567\?body=/)
})

test('on a Swahili page the SMS and WhatsApp messages are prefilled in Swahili (issue 26)', async () => {
	const { serverT } = await import('#app/i18n/messages.server.ts')
	const links = contactLinks({ phone: '0712345678', ...listing, t: serverT('sw') })
	const swahili = encodeURIComponent('Habari, je "Gas cooker" bado inapatikana? Nimeiona kwenye Soko: https://soko.example/listings/7')
	expect(links.whatsapp).toBe(`https://wa.me/254712345678?text=${swahili}`)
	expect(links.sms).toBe(`sms:+254712345678?body=${swahili}`)
})
