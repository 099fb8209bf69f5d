import type { Messages } from '../translate.ts'

/**
 * Swahili of the help pages: /help-center (its own words; the questions and answers themselves are
 * app/domain/support/faq-sw.server.ts, which the loader gives a Swahili page), the support hours and contact details,
 * and /categories.
 */
export const help: Messages = {
	'Help Center': 'Kituo cha Msaada',
	'Answers to common questions about buying and selling on Soko: accounts, M-PESA listing fees, payments, prohibited items and staying safe. Contact our support team.':
		'Majibu ya maswali ya kawaida kuhusu kununua na kuuza Soko: akaunti, ada za matangazo kwa M-PESA, malipo, bidhaa zilizokatazwa na usalama. Wasiliana na timu yetu ya msaada.',
	'Answers to common questions, and how to reach our support team.': 'Majibu ya maswali ya kawaida, na jinsi ya kufikia timu yetu ya msaada.',
	'Search help articles': 'Tafuta makala za msaada',
	'Frequently Asked Questions': 'Maswali Yanayoulizwa Mara kwa Mara',
	'{count} result for': 'Tokeo {count} la',
	'{count} results for': 'Matokeo {count} ya',
	'Clear Search': 'Futa Utafutaji',
	'No results found': 'Hakuna matokeo',
	'Nothing matches': 'Hakuna kinacholingana na',
	'Try other words, or contact our support team below.': 'Jaribu maneno mengine, au wasiliana na timu yetu ya msaada hapa chini.',
	'Getting Started': 'Kuanza',
	Buying: 'Kununua',
	Selling: 'Kuuza',
	Safety: 'Usalama',
	'Contact Support': 'Wasiliana na Msaada',
	'Live Chat': 'Gumzo la Moja kwa Moja',
	'Ask Soko Bot, or talk to a person from our support team in the same chat.':
		'Muulize Soko Bot, au ongea na mtu wa timu yetu ya msaada kwenye gumzo hilo hilo.',
	'Start a Chat': 'Anza Gumzo',
	'Email Support': 'Msaada kwa Barua Pepe',
	'Send an Email': 'Tuma Barua Pepe',
	'Phone Support': 'Msaada kwa Simu',
	'Call Us': 'Tupigie',
	'Support Hours': 'Saa za Msaada',
	'Guides and Quick Links': 'Miongozo na Viungo vya Haraka',
	'Search Tips': 'Vidokezo vya Kutafuta',
	'How to find the right second-hand item on Soko: search words, filters by category, price and town, and how to read a listing before you contact the seller.':
		'Jinsi ya kupata bidhaa iliyotumika unayoitaka kwenye Soko: maneno ya kutafuta, vichujio vya aina, bei na mji, na jinsi ya kusoma tangazo kabla ya kuwasiliana na muuzaji.',
	'Find what you want faster': 'Pata unachotaka haraka zaidi',
	'Safety Guide': 'Mwongozo wa Usalama',
	'Buy and sell safely on Soko: meet in public places, pay with cash or M-PESA only on handover, check items, spot scams. In an emergency call the police on 999 or 112.':
		'Nunua na uuze kwa usalama kwenye Soko: kutaneni mahali pa umma, lipa kwa pesa taslimu au M-PESA unapokabidhiwa bidhaa tu, kagua bidhaa, tambua ulaghai. Ukiwa hatarini piga simu polisi kwa 999 au 112.',
	'Meet, pay and check items safely': 'Kutana, lipa na kagua bidhaa kwa usalama',
	'Browse Items': 'Vinjari Bidhaa',
	'See what is for sale near you': 'Ona kinachouzwa karibu nawe',
	'Seller Guidelines': 'Miongozo kwa Wauzaji',
	'How to list on Soko: titles under 60 characters, at least 3 photos, honest descriptions, fair prices by condition, what is not allowed and how approval and the M-PESA listing fee work.':
		'Jinsi ya kutangaza kwenye Soko: vichwa vya chini ya herufi 60, angalau picha 3, maelezo ya kweli, bei za haki kulingana na hali, kisichoruhusiwa, na jinsi uidhinishaji na ada ya tangazo ya M-PESA vinavyofanya kazi.',
	'Titles, photos and the rules': 'Majina, picha na kanuni',
	'Pricing Tips': 'Vidokezo vya Kuweka Bei',
	'Price your used item to sell: research the market, price by condition (New 80-90%, Like New 60-75%, Good 40-60%, Fair 25-40% of retail), negotiate well and avoid common mistakes.':
		'Weka bei ya bidhaa yako iliyotumika iuzike: tafiti soko, weka bei kulingana na hali (Mpya 80-90%, Kama mpya 60-75%, Nzuri 40-60%, Wastani 25-40% ya bei ya rejareja), patana vizuri na uepuke makosa ya kawaida.',
	'Set a price that sells': 'Weka bei inayouza',
	'Sell Your Item': 'Uza Bidhaa Yako',
	'Start selling in a few steps': 'Anza kuuza kwa hatua chache',

	// Support hours and contact details (a range of days is said from its two day names)
	'Currently Open': 'Tuko wazi sasa',
	'Currently Closed': 'Tumefunga sasa',
	'East Africa Time (EAT), Nairobi.': 'Saa za Afrika Mashariki (EAT), Nairobi.',
	Monday: 'Jumatatu',
	Tuesday: 'Jumanne',
	Wednesday: 'Jumatano',
	Thursday: 'Alhamisi',
	Friday: 'Ijumaa',
	Saturday: 'Jumamosi',
	Sunday: 'Jumapili',
	Closed: 'Tumefunga',
	'Contact details': 'Mawasiliano',
	Email: 'Barua pepe',
	Phone: 'Simu',
	'Business hours': 'Saa za kazi',

	// Categories
	'Browse second-hand items for sale in Kenya by category: electronics, clothing, home and garden, automotive, books and media, and more.':
		'Vinjari bidhaa zilizotumika zinazouzwa Kenya kwa kategoria: elektroniki, mavazi, nyumba na bustani, magari, vitabu na vyombo vya habari, na zaidi.',
	'{count} item for sale across Kenya. Choose a category to see them.': 'Bidhaa {count} inauzwa kote Kenya. Chagua kategoria uione.',
	'{count} items for sale across Kenya. Choose a category to see them.': 'Bidhaa {count} zinauzwa kote Kenya. Chagua kategoria uzione.',
	'{count} listing': 'Tangazo {count}',
	'{count} listings': 'Matangazo {count}',
	'Create Alert': 'Weka Arifa',
}
