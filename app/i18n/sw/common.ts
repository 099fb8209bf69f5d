import type { Messages } from '../translate.ts'

/**
 * Swahili of what every page shows: the header, the footer, the banner strip, notifications and error pages, and the
 * notifications most pages can end with. Keys are the English texts, exactly as the components write them.
 */
export const common: Messages = {
	'Skip to content': 'Ruka hadi maudhui',
	'Soko home': 'Soko, mwanzo',
	'Search items': 'Tafuta bidhaa',
	Search: 'Tafuta',
	Menu: 'Menyu',
	Browse: 'Vinjari',
	Categories: 'Kategoria',
	'Logged in as': 'Umeingia kama',
	Saved: 'Nilizohifadhi',
	'For You': 'Kwa Ajili Yako',
	Preferences: 'Mapendeleo',
	'My Offers': 'Ofa Zangu',
	'Sell Item': 'Uza Bidhaa',
	Admin: 'Usimamizi',
	'My Alerts': 'Arifa Zangu',
	'My Listings': 'Matangazo Yangu',
	Logout: 'Toka',
	Login: 'Ingia',
	'Start Selling': 'Anza Kuuza',
	'Dismiss banner': 'Ondoa tangazo hili',
	'Notifications (F8)': 'Arifa (F8)',
	'Close notification': 'Funga arifa',
	Error: 'Hitilafu',
	Close: 'Funga',

	"Kenya's trusted marketplace for quality pre-owned items.": 'Soko la Kenya unaloliamini kwa bidhaa bora zilizotumika.',
	'Lite mode: On': 'Hali nyepesi: Imewashwa',
	'Lite mode: Off': 'Hali nyepesi: Imezimwa',
	'Lite mode loads no scripts: fastest on slow networks.': 'Hali nyepesi haipakii skripti: ndiyo yenye kasi zaidi mtandao ukiwa dhaifu.',
	'Slow connection: Lite mode.': 'Mtandao wa polepole: hali nyepesi.',
	'Full version': 'Toleo kamili',
	Language: 'Lugha',
	'For Buyers': 'Kwa Wanunuzi',
	'For Sellers': 'Kwa Wauzaji',
	Support: 'Msaada',
	'Browse items': 'Vinjari bidhaa',
	'Search tips': 'Vidokezo vya kutafuta',
	'Safety guide': 'Mwongozo wa usalama',
	'Sell your item': 'Uza bidhaa yako',
	'Seller guidelines': 'Miongozo kwa wauzaji',
	'Pricing tips': 'Vidokezo vya kuweka bei',
	'Help center': 'Kituo cha msaada',
	'Contact us': 'Wasiliana nasi',
	'Report an issue': 'Ripoti tatizo',

	'404 Page Not Found': '404 Ukurasa Haupatikani',
	'The page you are looking for does not exist or has moved.': 'Ukurasa unaoutafuta haupo au umehamishwa.',
	'Back to Home': 'Rudi Mwanzo',
	Sorry: 'Samahani',
	'You do not have permission to see this page.': 'Huna ruhusa ya kuona ukurasa huu.',
	'Something went wrong on our side. Please try again.': 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',

	'Logged in successfully': 'Umeingia',
	'Account created successfully': 'Akaunti imefunguliwa',
	'Authentication Required': 'Unahitaji kuingia kwanza',
	// Why the login page opened (a tap on Save, Contact Seller or Make Offer while signed out)
	'You need to be signed in to save items': 'Unahitaji kuingia ili kuhifadhi bidhaa',
	'You need to be signed in to contact sellers': 'Unahitaji kuingia ili kuwasiliana na wauzaji',
	'You need to be signed in to make offers': 'Unahitaji kuingia ili kutoa ofa',
	'You need to be signed in to message sellers': 'Unahitaji kuingia ili kuwatumia wauzaji ujumbe',
	Messages: 'Ujumbe',
	'Messages, {count} unread': 'Ujumbe, {count} haujasomwa',
	'Message sent': 'Ujumbe umetumwa',
	'Conversation blocked': 'Mazungumzo yamezuiwa',
	'Report submitted': 'Ripoti imetumwa',
	'Talk in Soko only is on': 'Zungumza ndani ya Soko pekee imewashwa',
	'Talk in Soko only is off': 'Zungumza ndani ya Soko pekee imezimwa',
	'A warning from the Soko team': 'Onyo kutoka kwa timu ya Soko',

	// Form words of several areas' pages (sign-up, forgot password, selling, the listing, contact and report pages)
	Description: 'Maelezo',
	'Description is required': 'Maelezo yanahitajika',
	'Email is required': 'Barua pepe inahitajika',
	'Please enter a valid email address': 'Tafadhali weka barua pepe sahihi',
	'Sending…': 'Inatuma…',
	// A reason to report, on a listing's Report dialog and on /report-issue
	'Inappropriate content': 'Maudhui yasiyofaa',

	// The page while the database is away (app/utils/outage.server.ts)
	'We’ll be right back': 'Tutarudi hivi punde',
	'Soko is briefly unavailable. Please try again in a few seconds.': 'Soko haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya sekunde chache.',

	// Written by the service worker's helpers (app/pwa/words.ts)
	'A new version of Soko is ready': 'Toleo jipya la Soko liko tayari',
	Reload: 'Pakia upya',
	'Install Soko': 'Sakinisha Soko',
	'Install Soko: Add to Home Screen from the Share menu.': 'Sakinisha Soko: chagua “Add to Home Screen” kwenye menyu ya kushiriki (Share).',
	// The header's counts (notifications, offers waiting for an answer)
	Notifications: 'Taarifa',
	'{count} unread': 'Mpya: {count}',
	'{count} waiting for your answer': '{count} zinasubiri jibu lako',
}
