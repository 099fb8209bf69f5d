import type { Locale } from '#app/i18n/locales.ts'
import { fold } from './faq.ts'

/**
 * Everyday Swahili words a question is made of (the little words, question words, and what people ask Soko about),
 * none of them an English word: enough of them mark a question as Swahili whatever page it was typed on.
 */
const SWAHILI = new Set(
	[
		'je ni na ya wa za la cha vya kwa au lakini pia tu bado sasa hapa pale hii hiyo huyu hizi kuna hakuna ndio ndiyo hapana sio si',
		'nini vipi gani wapi lini kwanini mbona ngapi kiasi jinsi namna kama kuhusu tafadhali asante sana habari jambo mambo karibu samahani',
		'mimi wewe yeye sisi nyinyi wao yangu yako yake yetu wangu wako nataka naomba nawezaje ninawezaje naweza ninaweza nilipe nifanye',
		'ada gharama bure bei pesa lipa kulipa nilipa malipo risiti uza kuuza nauza ninauza nunua kununua ninunue tangazo matangazo bidhaa',
		'muuzaji wauzaji mnunuzi wanunuzi salama kukutana tapeli utapeli arifa mpango akaunti jisajili kujisajili ingia simu mpya nzuri',
		'mtu msaada leo kesho jana hali wiki mwezi siku saa kwenye katika',
	]
		.join(' ')
		.split(' '),
)

/** Swahili asks "how" with -je on the verb (nawezaje, nifungueje, nilipeje): no English word ends so. */
const HOW_SUFFIX = /^[a-z]{3,}je$/

/**
 * The language to answer a support question in (issue 26: a Swahili question on an English page got English): Swahili
 * when the question clearly is (two of its words in the list and a third of them, or one word of a one- or two-word
 * greeting such as "habari"), else the page's language. English typed on a Swahili page keeps the page's Swahili.
 */
export function questionLanguage(text: string, pageLocale: Locale): Locale {
	const words = fold(text).split(' ').filter(Boolean)
	const swahili = words.filter((word) => SWAHILI.has(word) || HOW_SUFFIX.test(word)).length
	const clearly = (swahili >= 2 && swahili * 3 >= words.length) || (swahili >= 1 && words.length <= 2)
	return clearly ? 'sw' : pageLocale
}
