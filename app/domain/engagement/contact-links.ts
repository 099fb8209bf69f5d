import { toInternationalPhone } from '#app/utils/kenyan-phone.ts'

export type ContactLinks = { phone: string; call: string; sms: string; whatsapp: string | null }

/**
 * How a buyer reaches a seller (spec 1 §2 "Contact"): Call, SMS and WhatsApp, the messages prefilled with the
 * listing's title and link. WhatsApp needs the 254 form, so a number that isn't a Kenyan mobile gets no WhatsApp link.
 */
export function contactLinks({ phone, title, url }: { phone: string; title: string; url: string }): ContactLinks {
	const international = toInternationalPhone(phone)
	const dialled = international ? `+${international}` : phone.replace(/\s/g, '')
	const message = encodeURIComponent(`Hello, is "${title}" still available? I saw it on Soko: ${url}`)
	return {
		phone,
		call: `tel:${dialled}`,
		sms: `sms:${dialled}?body=${message}`,
		whatsapp: international ? `https://wa.me/${international}?text=${message}` : null,
	}
}
