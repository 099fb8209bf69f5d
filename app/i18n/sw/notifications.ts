import type { Messages } from '../translate.ts'

/**
 * Swahili of notifications (app/domain/notifications): each kind's line and sentence, shown on /notifications and sent
 * as the email or SMS, and the page's own words. SMS texts must stay in the GSM alphabet (plain ASCII Swahili is).
 */
export const notifications: Messages = {
	// Listings
	'Listing approved: {title}': 'Tangazo limeidhinishwa: {title}',
	'Pay the listing fee to publish it.': 'Lipa ada ya tangazo ili lichapishwe.',
	'Your listing is approved and paid. It goes live the moment your phone number is verified.':
		'Tangazo lako limeidhinishwa na kulipiwa. Litaonekana mara tu nambari yako ya simu itakapothibitishwa.',
	'Listing rejected: {title}': 'Tangazo limekataliwa: {title}',
	'Edit it and submit it again. Reason: {reason}': 'Lirekebishe kisha ulitume tena. Sababu: {reason}',
	'Your listing is live: {title}': 'Tangazo lako liko hewani: {title}',
	'Buyers can find it on Soko now.': 'Wanunuzi wanaweza kulipata kwenye Soko sasa.',
	'Listing expires soon: {title}': 'Tangazo linakaribia kuisha muda: {title}',
	'It comes off Soko on {expires}. Renew it from your dashboard to keep it up.':
		'Litaondolewa kwenye Soko tarehe {expires}. Lifanye upya kwenye dashibodi yako ili libaki.',
	'Listing expired: {title}': 'Muda wa tangazo umeisha: {title}',
	'Renew it from your dashboard to put it back on Soko.': 'Lifanye upya kwenye dashibodi yako ili lirudi kwenye Soko.',

	// Offers
	'New offer on {title}': 'Ofa mpya kwa {title}',
	'Offer accepted: {title}': 'Ofa imekubaliwa: {title}',
	'Offer declined: {title}': 'Ofa imekataliwa: {title}',
	'Counter-offer on {title}': 'Ofa mbadala kwa {title}',
	'Offer expired: {title}': 'Muda wa ofa umeisha: {title}',
	'The buyer': 'Mnunuzi',
	'The seller': 'Muuzaji',
	'{who} offered {amount}.': '{who} ametoa ofa ya {amount}.',
	'{who} accepted {amount}. Accepting agrees the price; meet, check the item, then pay.':
		'{who} amekubali {amount}. Kukubali ni kukubaliana bei; kutaneni, kagua bidhaa, kisha ulipe.',
	'{who} declined {amount}.': '{who} amekataa {amount}.',
	'{who} answered with a counter-offer of {amount}. You can accept it or make a new offer.':
		'{who} amejibu kwa ofa mbadala ya {amount}. Unaweza kuikubali au kutoa ofa mpya.',
	'Nobody answered {amount} in time, so the offer has expired.': 'Hakuna aliyejibu ofa ya {amount} kwa wakati, kwa hivyo muda wake umeisha.',

	// Conversations
	'New message from {name} about {title}': 'Ujumbe mpya kutoka kwa {name} kuhusu {title}',

	// The page
	New: 'Mpya',
	'Mark all read': 'Weka zote zimesomwa',
	'Older notifications': 'Arifa za zamani zaidi',
	'Newest notifications': 'Arifa mpya zaidi',
	'All notifications marked read': 'Taarifa zote zimewekwa zimesomwa',
	'Nothing yet. When your listings are reviewed, offers come in or someone writes to you, it shows here.':
		'Hakuna bado. Matangazo yako yakikaguliwa, ofa zikifika au mtu akikuandikia, utaona hapa.',
}
