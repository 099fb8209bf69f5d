import { kenyanMobileDigits } from '#app/utils/kenyan-phone.ts'
import { normalizeText, paymentLanguageIndicators } from './payment-language.ts'
import type { RiskIndicator } from './risk.ts'

/**
 * The scam checks one message between a buyer and a seller passes (issue 24 §2): money asked for before the item is
 * seen, M-PESA to a number that is not the seller's, "send me the code you received", links away from Soko. A message
 * that fails one carries its code: the receiver is shown the code's warning, the sender must confirm first, and the
 * sender's warned messages raise their risk (warnedMessageIndicators). Plain data: the pages render the warnings.
 */

export const MESSAGE_WARNINGS = {
	ADVANCE_PAYMENT: 'Soko never asks you to pay before you see the item. Meet in a safe public place, check the item, then pay.',
	NO_VIEWING: 'Soko never asks you to pay before you see the item. Insist on seeing it before you pay.',
	MPESA_OTHER_NUMBER: 'This asks for M-PESA to a number that is not the seller’s. Pay only the seller, after you have seen the item.',
	CODE_REQUEST: 'Never share a code you received by SMS: Soko and M-PESA never ask for it, and it gives your account away.',
	OFF_SOKO_LINK: 'This link leads away from Soko. Never pay or sign in on a page someone sent you.',
} as const

export type MessageWarning = keyof typeof MESSAGE_WARNINGS

/** Most important first: a message shows one warning, the first it failed. */
const ORDER: readonly MessageWarning[] = ['CODE_REQUEST', 'ADVANCE_PAYMENT', 'MPESA_OTHER_NUMBER', 'NO_VIEWING', 'OFF_SOKO_LINK']

const PHONE = /(?<!\d)(?:\+?254|0)[\s.-]?[17](?:[\s.-]?\d){8}(?!\d)/g
/** Paying words near a number: "mpesa 0712...", "tuma kwa 0712...", "send to 0712...". */
const PAY_WORDS = /\b(?:m-?pesa|mpesa|pay|send|lipa|lipia|tuma|transfer|deposit)\b/
/** How far before or after a number paying words count. */
const NEAR = 40

const CODE_REQUEST = [
	/\b(?:send|forward|give|share|tell|read)\s+(?:me\s+|us\s+)?(?:the\s+|that\s+|your\s+)?(?:\w+\s+)?(?:code|otp|pin|sms|message)\s+(?:you\s+)?(?:received|got|just got|sent to you)\b/,
	/\b(?:the|a|that)\s+(?:\w+\s+)?code\s+(?:you|u)\s+(?:have\s+)?(?:received|got|get)\b/,
	/\b(?:send|forward|give|share)\s+(?:me\s+)?(?:the\s+|your\s+)?(?:otp|verification code|confirmation code|m-?pesa pin|pin)\b/,
	/\b(?:nitumie|ntumie|nipe|tuma)\s+(?:hiyo\s+|ile\s+)?(?:code|kodi|otp|pin|msg|message|sms)\b/,
]

/** "Don't share the code you received": the warning said the other way round. */
const NEGATED = /\b(?:do not|don'?t|never|usi\w*|msi\w*)\s+(?:\w+\s+)?$/

function asksForCode(text: string) {
	return CODE_REQUEST.some((pattern) => {
		const match = pattern.exec(text)
		return match !== null && !NEGATED.test(text.slice(Math.max(0, match.index - 20), match.index))
	})
}

/** An address: a scheme, www., or a host with a common ending. */
const LINK = /\b(?:https?:\/\/[^\s]+|www\.[^\s]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|co\.ke|ke|net|org|info|xyz|me|ly|link|app|site|online|shop|top|io)(?:\/[^\s]*)?)/g

function hostOf(link: string) {
	try {
		return new URL(/^https?:\/\//.test(link) ? link : `https://${link}`).hostname.replace(/^www\./, '')
	} catch {
		return null
	}
}

function offSokoLinks(text: string, sokoHost: string | null) {
	const own = sokoHost?.replace(/^www\./, '')
	return [...text.matchAll(LINK)].map((m) => m[0]).filter((link) => {
		const host = hostOf(link)
		return host !== null && host !== own && !host.endsWith(`.${own}`)
	})
}

/** Phone numbers in the text next to paying words, other than the seller's. */
function otherPayNumbers(text: string, sellerPhone: string | null) {
	const seller = sellerPhone ? kenyanMobileDigits(sellerPhone) : null
	return [...text.matchAll(PHONE)].flatMap((m) => {
		const digits = kenyanMobileDigits(m[0].replace(/[.]/g, ''))
		const around = text.slice(Math.max(0, m.index - NEAR), m.index + m[0].length + NEAR)
		return digits && digits !== seller && PAY_WORDS.test(around) ? [m[0]] : []
	})
}

/**
 * The warnings one message earns, most important first. `sellerPhone` is the listing's seller's number (paying it
 * is no scam); `sokoHost` Soko's own host (its links are fine).
 */
export function messageWarnings({ text, sellerPhone, sokoHost }: { text: string; sellerPhone: string | null; sokoHost: string | null }): MessageWarning[] {
	const plain = normalizeText(text)
	const found = new Set<MessageWarning>()
	for (const indicator of paymentLanguageIndicators({ title: '', description: text })) {
		if (indicator.code === 'ADVANCE_PAYMENT' || indicator.code === 'NO_VIEWING') found.add(indicator.code)
	}
	if (otherPayNumbers(plain, sellerPhone).length) found.add('MPESA_OTHER_NUMBER')
	if (asksForCode(plain)) found.add('CODE_REQUEST')
	if (offSokoLinks(plain, sokoHost).length) found.add('OFF_SOKO_LINK')
	return ORDER.filter((code) => found.has(code))
}

/** A warned message, as the fraud signals read it. */
export type WarnedMessage = { id: number; warning: string }

/** One warned message is a clear signal (MEDIUM); a few make the sender HIGH alone. */
export const WARNED_MESSAGE_WEIGHT = 35
export const WARNED_MESSAGE_EXTRA_WEIGHT = 10
export const WARNED_MESSAGES_MAX_WEIGHT = 65
/** Message ids kept as evidence: enough for an admin to open them. */
const MAX_EVIDENCE = 10

/** The sender's messages that failed a scam check recently (listing-facts.server.ts reads them): one indicator. */
export function warnedMessageIndicators(messages: readonly WarnedMessage[]): RiskIndicator[] {
	if (!messages.length) return []
	return [
		{
			code: 'SCAM_MESSAGES',
			label: 'Scam wording in conversations',
			weight: Math.min(WARNED_MESSAGES_MAX_WEIGHT, WARNED_MESSAGE_WEIGHT + (messages.length - 1) * WARNED_MESSAGE_EXTRA_WEIGHT),
			evidence: {
				messages: messages.length,
				warnings: [...new Set(messages.map((m) => m.warning))],
				messageIds: messages.slice(0, MAX_EVIDENCE).map((m) => String(m.id)),
			},
		},
	]
}
