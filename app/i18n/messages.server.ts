import type { Locale } from './locales.ts'
import { english, messageKey, translate, type Messages, type Translate } from './translate.ts'
import { account } from './sw/account.ts'
import { admin } from './sw/admin.ts'
import { adminFraud } from './sw/admin-fraud.ts'
import { adminInsights } from './sw/admin-insights.ts'
import { adminPeople } from './sw/admin-people.ts'
import { browse } from './sw/browse.ts'
import { chat } from './sw/chat.ts'
import { buyer } from './sw/buyer.ts'
import { common } from './sw/common.ts'
import { help } from './sw/help.ts'
import { home } from './sw/home.ts'
import { listings } from './sw/listings.ts'
import { mail } from './sw/mail.ts'
import { notifications } from './sw/notifications.ts'
import { messages } from './sw/messages.ts'
import { said } from './sw/said.ts'
import { offers } from './sw/offers.ts'
import { phone } from './sw/phone.ts'
import { phoneGate } from './sw/phone-gate.ts'
import { sell } from './sw/sell.ts'
import { seller } from './sw/seller.ts'
import { support } from './sw/support.ts'
import { trustMarks } from './sw/trust-marks.ts'

/**
 * The Swahili dictionaries, one file per area of the site (app/i18n/sw/), each reviewed on its own and written with
 * the English text as the key. A page's loader sends only its areas' entries, and only to a Swahili page: English is
 * the keys themselves.
 */
export const DICTIONARIES = { common, home, browse, listings, account, buyer, offers, messages, help, support, sell, seller, mail, notifications, said, chat, phone, phoneGate, trustMarks, admin, adminPeople, adminFraud, adminInsights } satisfies Record<string, Messages>

export type Area = keyof typeof DICTIONARIES

/** Each area keyed as pages look it up (messageKey of the English), made once. */
const KEYED = Object.fromEntries(
	Object.entries(DICTIONARIES).map(([area, entries]) => [area, Object.fromEntries(Object.entries(entries).map(([en, sw]) => [messageKey(en), sw]))]),
) as Record<Area, Messages>

export function messagesFor(locale: Locale, areas: readonly Area[]): Messages {
	return locale === 'en' ? {} : Object.assign({}, ...areas.map((area) => KEYED[area]))
}

const everyArea = new Map<Locale, Messages>()

/** Every area's entries in the locale, merged once: what a page's first load is rendered with (entry.server.tsx). */
export function allMessages(locale: Locale): Messages {
	let messages = everyArea.get(locale)
	if (!messages) {
		messages = messagesFor(locale, Object.keys(DICTIONARIES) as Area[])
		everyArea.set(locale, messages)
	}
	return messages
}

const serverTs = new Map<Locale, Translate>()

/**
 * Server-side words (emails, SMS) in the recipient's locale, made once per locale (a digest asks once per buyer). English
 * is the text itself, never the words of a page being rendered: a Swahili visitor's move may mail an English user.
 */
export function serverT(locale: Locale): Translate {
	let t = serverTs.get(locale)
	if (!t) {
		const messages = allMessages(locale)
		t = locale === 'en' ? (text, vars) => english(text, vars) : (text, vars, context) => translate(messages, text, vars, context)
		serverTs.set(locale, t)
	}
	return t
}
