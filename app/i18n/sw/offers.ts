import type { Messages } from '../translate.ts'

/**
 * Swahili of offers wherever they are answered: the buyer's /my-offers, the seller dashboard's Offers and the
 * conversation about the listing (the same OfferAnswers component), with the sentence saying where an offer stands and
 * the toasts after each answer.
 */
export const offers: Messages = {
	'Offer {id}': 'Ofa {id}',
	'Open offer': 'Ofa iliyo wazi',
	'(until {date})': '(hadi {date})',
	"Your offer of {offered} is waiting for the seller's answer{until}.": 'Ofa yako ya {offered} inasubiri jibu la muuzaji{until}.',
	'Offer of {offered}: your answer is awaited{until}.': 'Ofa ya {offered}: jibu lako linasubiriwa{until}.',
	'The seller countered your offer of {offered} with {onTable}: your answer is awaited{until}.':
		'Muuzaji amejibu ofa yako ya {offered} kwa bei ya {onTable}: jibu lako linasubiriwa{until}.',
	"You countered {offered} with {onTable}: waiting for the buyer's answer{until}.":
		'Umejibu ofa ya {offered} kwa bei ya {onTable}: unasubiri jibu la mnunuzi{until}.',
	'Agreed at {onTable}. Contact the seller to meet, check the item, then pay.':
		'Mmekubaliana kwa {onTable}. Wasiliana na muuzaji mkutane, kagua bidhaa, kisha ulipe.',
	'Agreed at {onTable}. The buyer will contact you to meet.': 'Mmekubaliana kwa {onTable}. Mnunuzi atawasiliana nawe mkutane.',
	'The seller declined your offer of {offered}.': 'Muuzaji amekataa ofa yako ya {offered}.',
	'You declined the offer of {offered}.': 'Umekataa ofa ya {offered}.',
	"You turned down the seller's counter-offer of {onTable}.": 'Umekataa bei ya muuzaji ya {onTable}.',
	'The buyer turned down your counter-offer of {onTable}.': 'Mnunuzi amekataa bei yako ya {onTable}.',
	'You withdrew your offer of {offered}.': 'Umeondoa ofa yako ya {offered}.',
	'The buyer withdrew the offer of {offered}.': 'Mnunuzi ameondoa ofa ya {offered}.',
	'The offer of {onTable} expired without an answer.': 'Muda wa ofa ya {onTable} umeisha bila jibu.',
	'This listing is no longer available': 'Tangazo hili halipatikani tena',
	Buyer: 'Mnunuzi',
	Seller: 'Muuzaji',
	'Accept {amount}': 'Kubali {amount}',
	Decline: 'Kataa',
	Counter: 'Pendekeza bei',
	'Your price (KSh)': 'Bei yako (KSh)',
	'Message (optional)': 'Ujumbe (si lazima)',
	'Send counter-offer': 'Tuma bei yako',
	'Make a new offer': 'Toa ofa mpya',
	'Offer accepted': 'Ofa imekubaliwa',
	'Offer declined': 'Ofa imekataliwa',
	'Counter-offer sent': 'Bei yako imetumwa',

	// Make Offer, on a listing's page
	'Make Offer': 'Toa Ofa',
	'Your offer (KSh)': 'Ofa yako (KSh)',
	'Send offer': 'Tuma ofa',
	'All your offers': 'Ofa zako zote',
	'Offer submitted': 'Ofa imetumwa',
	'Your offer has been sent to the seller.': 'Ofa yako imetumwa kwa muuzaji.',
	'Please enter a valid amount': 'Tafadhali weka kiasi sahihi',
	'Message must be text': 'Ujumbe lazima uwe maandishi',
	'Message must be at most 500 characters': 'Ujumbe usizidi herufi 500',
	'Failed to submit offer. Please try again.': 'Imeshindwa kutuma ofa. Tafadhali jaribu tena.',
	'You cannot make an offer on your own listing': 'Huwezi kutoa ofa kwenye tangazo lako mwenyewe',
	'Offers can only be made on published listings': 'Ofa zinaweza kutolewa tu kwa matangazo yaliyo hewani',
}
