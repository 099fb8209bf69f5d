import type { Messages } from '../translate.ts'

/**
 * Swahili of the emails and SMS Soko sends a user who chose Kiswahili (users.locale): alerts, password reset, notifications
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

	// Notifications (app/domain/notifications: the words of each kind are in the notifications area)
	'Message: {message}': 'Ujumbe: {message}',
	'Listing: {title}': 'Tangazo: {title}',
	'See it on Soko: {url}': 'Iangalie kwenye Soko: {url}',
	'See it on Soko under {page}.': 'Iangalie kwenye Soko, ukurasa {page}.',
}
