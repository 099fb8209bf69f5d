import type { Messages } from '../translate.ts'

/**
 * Swahili of the emails and SMS Soko sends a user who chose Kiswahili (users.locale): alerts, password reset, offers
 * and the team's warning. Composed on the server with serverT; listing titles, messages and links stay as written.
 * SMS texts must stay in the GSM alphabet (plain ASCII Swahili is).
 */
export const mail: Messages = {
	// Alerts (email and SMS)
	'New on Soko for your alert {names}:': 'Mapya kwenye Soko kwa arifa yako {names}:',
	'New on Soko for your alerts {names}:': 'Mapya kwenye Soko kwa arifa zako {names}:',
	'New on Soko: {title}': 'Mpya kwenye Soko: {title}',
	'{count} new listings for your Soko alerts': 'Matangazo mapya {count} kwa arifa zako za Soko',
	'Meet in a public place, check the item, then pay. Never send money before you have seen it.':
		'Kutaneni mahali pa wazi, kagua bidhaa, kisha ulipe. Usitume pesa kabla hujaiona bidhaa.',
	'Your alerts': 'Arifa zako',
	'Stop alert emails': 'Sitisha barua pepe za arifa',
	'Soko alert: {title}, {price}, {town} {link}': 'Arifa ya Soko: {title}, {price}, {town} {link}',

	// Password reset
	'Reset your Soko password': 'Weka upya nenosiri lako la Soko',
	'Hello,': 'Habari,',
	'Someone (hopefully you) asked to reset the password of your Soko account. Open this link to choose a new one:':
		'Mtu fulani (tunatumaini ni wewe) ameomba kuweka upya nenosiri la akaunti yako ya Soko. Fungua kiungo hiki uchague nenosiri jipya:',
	'The link works once, for one hour.': 'Kiungo hiki kinatumika mara moja tu, ndani ya saa moja.',
	"If you didn't ask for this, ignore this email: your password stays as it is.":
		'Kama hukuomba hivi, puuza barua pepe hii: nenosiri lako litabaki lilivyo.',

	// The team's warning
	'A warning about your Soko account': 'Onyo kuhusu akaunti yako ya Soko',
	'The Soko team has sent you a warning about how your account is being used:':
		'Timu ya Soko imekutumia onyo kuhusu jinsi akaunti yako inavyotumika:',
	'Please follow the seller guidelines and the safety guide on Soko. Accounts that keep breaking the rules are suspended.':
		'Tafadhali fuata miongozo kwa wauzaji na mwongozo wa usalama kwenye Soko. Akaunti zinazoendelea kuvunja sheria husimamishwa.',
	'If you think this is a mistake, tell us through the Contact page on Soko.':
		'Kama unadhani hili ni kosa, tuambie kupitia ukurasa wa Wasiliana nasi kwenye Soko.',
	'The Soko team': 'Timu ya Soko',

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
	'Message: {message}': 'Ujumbe: {message}',
	'Listing: {title}': 'Tangazo: {title}',
	'See it on Soko: {url}': 'Iangalie kwenye Soko: {url}',
	'See it on Soko under {page}.': 'Iangalie kwenye Soko, ukurasa {page}.',
}
