import type { Messages } from '../translate.ts'

/** Swahili of the home page. */
export const home: Messages = {
	'More categories': 'Aina zaidi za bidhaa',
	'Buy and sell second-hand phones, furniture, cars and more across Kenya. Pay the KES 15 listing fee by M-PESA.':
		'Nunua na uuze simu, fanicha, magari na zaidi vilivyotumika kote Kenya. Lipa ada ya tangazo ya KES 15 kwa M-PESA.',
	"Kenya's trusted marketplace for quality pre-owned items": 'Soko la Kenya unaloliamini kwa bidhaa bora zilizotumika',
	'Buy and sell phones, furniture, cars and more, near you. Sellers pay just KES 15 by M-PESA per listing.':
		'Nunua na uuze simu, fanicha, magari na zaidi, karibu nawe. Wauzaji hulipa KES 15 tu kwa M-PESA kwa kila tangazo.',
	'Start Buying': 'Anza Kununua',
	'Shop by category': 'Nunua kwa kategoria',
	'Featured Items': 'Bidhaa Maalum',
	'Latest Items': 'Bidhaa Mpya',
	'View All': 'Ona Zote',
	'No featured items right now.': 'Hakuna bidhaa maalum kwa sasa.',
	'No items yet.': 'Bado hakuna bidhaa.',
	'Recommended for you': 'Tunazokupendekezea',
	'See all': 'Ona zote',
	'Why choose Soko': 'Kwa nini uchague Soko',
	'Checked listings': 'Matangazo yaliyokaguliwa',
	'Every listing is reviewed by our team before it goes live, so you see real items from real sellers.':
		'Kila tangazo hukaguliwa na timu yetu kabla ya kuonekana, hivyo unaona bidhaa halisi kutoka kwa wauzaji halisi.',
	'Pay safely with M-PESA': 'Lipa kwa usalama kwa M-PESA',
	'Sellers pay a small KES 15 fee by M-PESA. Buyers meet sellers, check the item, then pay.':
		'Wauzaji hulipa ada ndogo ya KES 15 kwa M-PESA. Wanunuzi hukutana na wauzaji, hukagua bidhaa, kisha hulipa.',
	'Fast on any phone': 'Haraka kwenye simu yoyote',
	'Soko loads quickly on 2G and 3G and uses very little data. Switch on Lite mode to save even more.':
		'Soko hufunguka haraka kwenye 2G na 3G na hutumia data kidogo sana. Washa Hali nyepesi uokoe zaidi.',
}
