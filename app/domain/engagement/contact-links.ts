import { toInternationalPhone } from '#app/utils/kenyan-phone.ts'
import { english, type Translate } from '#app/i18n/translate.ts'

export type ContactLinks = { phone: string; call: string; sms: string; whatsapp: string | null }

/**
 * How a buyer reaches a seller (spec 1 §2 "Contact"): Call, SMS and WhatsApp, the messages prefilled with the
 * listing's title and link, in the page's language (`t`: a Swahili page prefills Swahili). WhatsApp needs the 254 form, so a number that isn't a Kenyan mobile gets no WhatsApp link.
 */
export function contactLinks({ phone, title, url, t = english }: { phone: string; title: string; url: string; t?: Translate }): ContactLinks {
	const international = toInternationalPhone(phone)
	const dialled = international ? `+${international}` : phone.replace(/\s/g, '')
	const message = encodeURIComponent(t('Hello, is "{title}" still available? I saw it on Soko: {url}', { title, url }))
	return {
		phone,
		call: `tel:${dialled}`,
		sms: `sms:${dialled}?body=${message}`,
		whatsapp: international ? `https://wa.me/${international}?text=${message}` : null,
	}
}
