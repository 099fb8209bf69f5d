import type { RiskIndicator } from './risk.ts'

/**
 * Advance-payment and off-platform wording in a listing's title or description (issue 12 §1), in English, Swahili and
 * Sheng. Each rule is a list of phrases; a listing gets one indicator per rule that matched, with the words matched.
 * Phrases are written to need the payment-first or no-viewing part, so "pay on delivery", "viewing welcome", "M-PESA
 * accepted at meeting", model numbers ("A14 64GB"), years and prices match nothing.
 */

type Rule = { code: string; label: string; weight: number; patterns: readonly RegExp[]; negatable: boolean }

/** Money words, English, Swahili and Sheng ("doo", "ganji", "mkwanja", "chapaa" are Sheng for money). */
const MONEY = String.raw`(?:money|cash|payment|funds|pesa|doo|dough|ganji|mkwanja|chapaa|hela|ksh|kes)`
/** Words that say "first": before the buyer has seen anything (not "first come, first served"). */
const FIRST = String.raw`(?:first(?!\s+come)|upfront|up front|in advance|beforehand|kwanza|mapema)`
const FEE = String.raw`(?:deposit|booking fee|commitment fee|reservation fee|token fee|down ?payment)`
/** Swahili "send": tuma, kutuma, ukituma, nitumie, utume... but not usitume ("don't send"). */
const SEND_SW = String.raw`(?!usi)\w{0,4}tum(?:a|ie|e|eni)`
/** One word that isn't a negation ("deposit not needed" is the other way round). */
const ANY_WORD = String.raw`(?:(?!not\b|no\b|never\b)[\w']+\s+)?`

/** Asking for money before the buyer has the item: the core of the scam. MEDIUM alone, HIGH with almost anything else. */
export const ADVANCE_PAYMENT_WEIGHT = 45
/** Refusing to meet: an honest seller lets the buyer look at the item; alone it is worth a look (MEDIUM). */
export const NO_VIEWING_WEIGHT = 30
/**
 * A till, paybill or account number in the text: payment routed away from the meeting. Shops print their till honestly
 * too, so alone it stays LOW; with a phone number or a low price it is worth a look.
 */
export const PAYMENT_NUMBER_WEIGHT = 25
/** Parcel delivery is common and honest on its own (LOW); it adds up with no viewing or a price too good. */
export const COURIER_WEIGHT = 15
/** A phone number, email or WhatsApp in the text: many honest sellers do it (LOW); it adds up with other signals. */
export const CONTACT_IN_TEXT_WEIGHT = 15

const RULES: readonly Rule[] = [
	{
		code: 'ADVANCE_PAYMENT',
		label: 'Asks for payment before the buyer sees the item',
		weight: ADVANCE_PAYMENT_WEIGHT,
		negatable: true,
		patterns: [
			new RegExp(String.raw`\b(?:pay|send|make|place|leave|tuma|lipa|weka)\s+(?:(?:a|the|your|small|refundable|some)\s+)*${FEE}`, 'g'),
			new RegExp(String.raw`\b${FEE}\s+(?:of\s+)?(?:ksh\.?|kes|sh\.?|shs\.?)\s?\d`, 'g'),
			new RegExp(String.raw`\b${FEE}\s+${ANY_WORD}(?:first|before|upfront|in advance|to (?:secure|book|reserve|hold)|via|through|required|needed|kwanza)\b`, 'g'),
			new RegExp(String.raw`\b(?:send|transfer|tuma|nitumie|ntumie)\s+(?:(?:the|some|your)\s+)?${MONEY}\b[^.!?\n]{0,30}?\b(?:${FIRST}|before|kabla)\b`, 'g'),
			new RegExp(String.raw`\b${SEND_SW}\s+(?:pesa|doo|ganji|mkwanja|chapaa|cash|hela|deposit)\b`, 'g'),
			new RegExp(String.raw`\b(?:send|pay|lipa|${SEND_SW})\s+(?:ksh\.?\s?|kes\s?|sh\.?\s?)?\d[\d,]*k?\b[^.!?\n]{0,30}?\b(?:${FIRST}|before|kabla)\b`, 'g'),
			/\b(?:dispatch|deliver|delivery|send|ship|tuma|mzigo)\b[^.!?\n]{0,30}\b(?:after (?:you )?(?:pay|payment|paying)|once (?:you )?pay|ukishalipa|ukilipa|baada ya (?:kulipa|malipo))\b/g,
			/\b(?:lipa|lipia|ulipe|kulipa|malipo|pesa|doo|ganji)\s+(?:\w+\s+)?(?:kwanza|mapema|kabla)\b/g,
			new RegExp(String.raw`\b(?:pay|payment|money|cash)\s+(?:\w+\s+)?${FIRST}`, 'g'),
			/\b(?:pay|payment|send (?:the )?money)\s+(?:\w+\s+)?before\s+(?:viewing|view|seeing|delivery|dispatch|shipping|we (?:deliver|send|ship)|i (?:deliver|send|ship))\b/g,
			/\bserious buyers?\s+(?:only\s+)?(?:to\s+)?(?:send|pay|deposit|tuma|lipa)\b/g,
			/\b(?:clearance|customs|commitment|processing|booking|reservation)\s+(?:fee|fees|charges?)\b/g,
			/\b(?:pay|send|tuma|lipa)\b[^.!?\n]{0,30}\bto (?:secure|reserve|book|hold)\b/g,
			/\b(?:pay|send|lipa|lipia|tuma)\s+(?:for\s+)?(?:the\s+)?(?:delivery|courier|transport|shipping|g4s|fare|parcel)\s*(?:fee|fees|charges?|cost)?\s+(?:first|upfront|in advance|kwanza|before)\b/g,
		],
	},
	{
		code: 'NO_VIEWING',
		label: 'Refuses viewing or meeting',
		weight: NO_VIEWING_WEIGHT,
		negatable: true,
		patterns: [
			/\bno (?:physical )?(?:viewing|viewings|inspection|meet ?ups?|meetings?)\b(?!\s*(?:fee|fees|charge|charges|needed to pay))/g,
			/\bviewing (?:is )?not (?:allowed|possible|available)\b/g,
			/\b(?:hakuna|bila|sitaki|hatuna|hatufanyi) (?:viewing|kuona|kuangalia|kukutana|meeting)\b/g,
			/\bwithout (?:viewing|seeing|meeting)\b/g,
			/\b(?:delivery|courier|shipping) only\b(?!\s+(?:within|in|to|around|for|on|at)\b)/g,
			/\b(?:don'?t|do not|does not|doesn'?t)\s+(?:do|allow|offer|entertain)\s+(?:viewing|viewings|meet ?ups?)\b/g,
		],
	},
	{
		code: 'PAYMENT_NUMBER',
		label: 'Till, paybill or account number in the listing',
		weight: PAYMENT_NUMBER_WEIGHT,
		negatable: false,
		patterns: [/\b(?:till|paybill|pay bill|buy goods|business (?:no|number)|account|acc|a\/c)\s*(?:no\.?|number|num|#)?\s*[:.-]?\s*\d[\d -]{3,}\d/g],
	},
	{
		code: 'COURIER_DELIVERY',
		label: 'Parcel or courier delivery offered',
		weight: COURIER_WEIGHT,
		negatable: true,
		patterns: [
			/\b(?:g4s|wells ?fargo|fargo|courier|matatu parcel|parcel services?|easy ?coach parcel)\b/g,
			/\b(?:send|ship|dispatch|deliver)\s+(?:it\s+)?(?:via|through|by)\s+(?:matatu|bus|shuttle)\b/g,
		],
	},
	{
		code: 'CONTACT_IN_TEXT',
		label: 'Phone number, email or WhatsApp in the text',
		weight: CONTACT_IN_TEXT_WEIGHT,
		negatable: false,
		patterns: [
			/(?<![\d])(?:\+?254|0)[\s.-]?[17](?:[\s.-]?\d){8}(?![\d])/g,
			/[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g,
			/\b[a-z0-9._-]+\s*(?:\(at\)|\[at\]| at )\s*(?:gmail|yahoo|outlook|hotmail)\s*(?:\.|dot)\s*com\b/g,
			/\b(?:whats ?app|watsapp|wasap|wa\.me|telegram)\b/g,
		],
	},
]

/**
 * "No deposit needed", "don't send money first", "never pay before viewing", "don't pay without seeing": the rule's
 * words said the other way ("usitume pesa kabla": don't send money before), the negation at most one word before them
 * (so "no time wasters, send deposit" still counts).
 */
const NEGATED_BEFORE = /\b(?:no|not|never|don'?t|dont|do not|no need to|without|hakuna(?: haja ya)?|bila|avoid|usi\w+|msi\w+)\s+(?:[\w']+\s+)?$/
const NEGATED_AFTER = /^\s*(?:is\s+|are\s+)?(?:not|never)\s+(?:required|needed|necessary|allowed|accepted)\b/

function isNegated(text: string, start: number, end: number) {
	return NEGATED_BEFORE.test(text.slice(Math.max(0, start - 30), start)) || NEGATED_AFTER.test(text.slice(end, end + 30))
}

/** Lowercased, typographic quotes and dashes made plain, spaces collapsed: what the patterns are written against. */
export function normalizeText(text: string) {
	return text
		.toLowerCase()
		.replace(/[\u2018\u2019\u02bc]/g, "'")
		.replace(/[\u2013\u2014]/g, '-')
		.replace(/\s+/g, ' ')
		.trim()
}

/** Each matched phrase once, at most this many per indicator: enough for an admin to see why. */
const MAX_EVIDENCE = 5

/** The advance-payment and off-platform indicators of a listing's text, each with the phrases matched. */
export function paymentLanguageIndicators({ title, description }: { title: string; description: string }): RiskIndicator[] {
	const text = normalizeText(`${title}. ${description}`)
	return RULES.flatMap((rule) => {
		const matches = new Set<string>()
		for (const pattern of rule.patterns) {
			for (const match of text.matchAll(pattern)) {
				const end = match.index + match[0].length
				if (rule.negatable && isNegated(text, match.index, end)) continue
				matches.add(match[0].trim())
			}
		}
		if (!matches.size) return []
		return [{ code: rule.code, label: rule.label, weight: rule.weight, evidence: { matches: [...matches].slice(0, MAX_EVIDENCE) } }]
	})
}
