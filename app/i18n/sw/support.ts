import type { Messages } from '../translate.ts'

/**
 * Swahili of /contact and /report-issue: the forms, their validation messages and toasts, the reply promise the support
 * hours back, and the report's response times. The contact details, hours and day names are the help area's.
 */
export const support: Messages = {
	// The reply promise and when support opens (app/domain/support/hours.ts); times stay as "8:00 AM", never Swahili time
	"We'll reply within 24 hours.": 'Tutakujibu ndani ya saa 24.',
	"We'll reply as soon as we can.": 'Tutakujibu haraka iwezekanavyo.',
	"We're closed now and will reply after we open {opening} EAT.": 'Tumefunga kwa sasa; tutakujibu baada ya kufungua {opening} EAT.',
	'today at {time}': 'leo {time}',
	'tomorrow at {time}': 'kesho {time}',
	'on {day} at {time}': '{day} {time}',

	// /contact
	'Contact Us': 'Wasiliana Nasi',
	'Contact the Soko support team: send us a message about your account, listings, M-PESA payments or anything else.':
		'Wasiliana na timu ya msaada ya Soko: tutumie ujumbe kuhusu akaunti yako, matangazo, malipo ya M-PESA au jambo lingine lolote.',
	'Questions, problems or ideas? Send us a message.': 'Una swali, tatizo au wazo? Tutumie ujumbe.',
	'Send us a message': 'Tutumie ujumbe',
	Name: 'Jina',
	'Phone (optional)': 'Simu (si lazima)',
	'For example 0712 345 678, if you would like us to call you back.': 'Kwa mfano 0712 345 678, kama ungependa tukupigie.',
	Subject: 'Mada',
	Message: 'Ujumbe',
	'Up to {max} characters.': 'Hadi herufi {max}.',
	'Send Message': 'Tuma Ujumbe',
	'How we can help': 'Tunavyoweza kukusaidia',
	'Your account: registering, logging in or your phone number': 'Akaunti yako: kujisajili, kuingia au nambari yako ya simu',
	'Listings: approval, editing, renewing or marking as sold': 'Matangazo: kukubaliwa, kuhariri, kuongeza muda au kuweka kuwa yameuzwa',
	'M-PESA listing fee payments that did not go through': 'Malipo ya ada ya tangazo kwa M-PESA ambayo hayakupita',
	'Questions about buying, selling or our rules': 'Maswali kuhusu kununua, kuuza au kanuni zetu',
	'Ideas and feedback to make Soko better': 'Mawazo na maoni ya kuboresha Soko',
	'To report a scam, a fake listing or someone harassing you, use {report} so it reaches our safety team faster. Many answers are already in our {help}.':
		'Kuripoti utapeli, tangazo feki au mtu anayekusumbua, tumia {report} ili ifike kwa timu yetu ya usalama haraka zaidi. Majibu mengi tayari yako kwenye {help}.',
	'Message sent': 'Ujumbe umetumwa',
	'Thank you for contacting us.': 'Asante kwa kuwasiliana nasi.',
	'Name is required': 'Jina linahitajika',
	'Name must be at most 100 characters': 'Jina lisizidi herufi 100',
	'Please enter a valid phone number': 'Tafadhali weka nambari ya simu sahihi',
	'Subject is required': 'Mada inahitajika',
	'Subject must be at most 150 characters': 'Mada isizidi herufi 150',
	'Message is required': 'Ujumbe unahitajika',
	'Message must be at most 2000 characters': 'Ujumbe usizidi herufi 2000',

	// /report-issue
	'Report an Issue': 'Ripoti Tatizo',
	'Report a scam, fake listing, harassment, counterfeit goods or a payment problem on Soko. Urgent reports are answered first. In an emergency call the police on 999 or 112.':
		'Ripoti utapeli, tangazo feki, unyanyasaji, bidhaa bandia au tatizo la malipo kwenye Soko. Ripoti za dharura hujibiwa kwanza. Ukiwa hatarini, piga simu polisi kwa 999 au 112.',
	'In danger right now?': 'Uko hatarini sasa hivi?',
	'Get to a safe place and call the police on 999 or 112, or emergency services on 911. Then report it to us.':
		'Nenda mahali salama, kisha upigie polisi kwa 999 au 112, au huduma za dharura kwa 911. Baadaye turipotie.',
	'Tell us about scams, fake listings, harassment, counterfeit goods, M-PESA payment problems or anything else that went wrong. Every report is read by our team and helps keep Soko safe for everyone.':
		'Tuambie kuhusu utapeli, matangazo feki, unyanyasaji, bidhaa bandia, matatizo ya malipo ya M-PESA au jambo lingine lolote lililoenda vibaya. Kila ripoti inasomwa na timu yetu na husaidia kuweka Soko salama kwa kila mtu.',
	'Tell us what happened': 'Tuambie kilichotokea',
	'Type of issue': 'Aina ya tatizo',
	'Choose the type of issue': 'Chagua aina ya tatizo',
	'Scam or fraud': 'Utapeli au ulaghai',
	'Fake listing': 'Tangazo feki',
	'Harassment or threats': 'Unyanyasaji au vitisho',
	'Counterfeit goods': 'Bidhaa bandia',
	'Payment problem (M-PESA)': 'Tatizo la malipo (M-PESA)',
	'Technical problem': 'Tatizo la kiufundi',
	'Something else': 'Jambo lingine',
	'How urgent is it?': 'Ni ya dharura kiasi gani?',
	'Choose how urgent it is': 'Chagua uharaka wake',
	'{urgency} (we reply in {time})': '{urgency} (tunajibu kwa {time})',
	Urgent: 'Dharura',
	High: 'Juu',
	Medium: 'Wastani',
	Low: 'Chini',
	'under 1 hour': 'chini ya saa 1',
	'under 4 hours': 'chini ya saa 4',
	'under 24 hours': 'chini ya saa 24',
	'under 3 days': 'chini ya siku 3',
	'A short summary, for example: Seller asked for a deposit before meeting.': 'Muhtasari mfupi, kwa mfano: Muuzaji aliomba nitume pesa kabla ya kukutana.',
	'What happened, when, and who was involved. Include the listing title or link if there is one.':
		'Nini kilitokea, lini, na nani walihusika. Weka jina la tangazo au kiungo chake kama kipo.',
	'Evidence (optional)': 'Ushahidi (si lazima)',
	'Listing links, the phone numbers used, M-PESA transaction codes, or the words of messages you received.':
		'Viungo vya matangazo, nambari za simu zilizotumika, misimbo ya miamala ya M-PESA, au maneno ya jumbe ulizopokea.',
	'How can we reach you? (optional)': 'Tukupate vipi? (si lazima)',
	'A phone number or email address. If you are logged in, we also link this report to your account.':
		'Nambari ya simu au barua pepe. Ukiwa umeingia, tutaunganisha ripoti hii na akaunti yako pia.',
	'Submitting…': 'Inatuma…',
	'Submit Report': 'Tuma Ripoti',
	'Before you report': 'Kabla ya kuripoti',
	"Stop talking to the person and don't send any more money.": 'Acha kuwasiliana na mtu huyo na usitume pesa zaidi.',
	'Keep screenshots of messages, the listing and any M-PESA confirmation messages.':
		'Hifadhi picha za skrini (screenshots) za jumbe, tangazo na jumbe zozote za uthibitisho za M-PESA.',
	'Write down phone numbers, names and M-PESA transaction codes.': 'Andika nambari za simu, majina na misimbo ya miamala ya M-PESA.',
	'If money was stolen, also contact Safaricom customer care and report it at a police station.':
		'Kama pesa zimeibwa, wasiliana pia na huduma kwa wateja ya Safaricom na uripoti kwenye kituo cha polisi.',
	'Read our {guide} to avoid scams in future.': 'Soma {guide} ili uepuke utapeli siku zijazo.',
	'Response times': 'Muda wa kujibu',
	"We're open now, so these times start when you send your report.": 'Tuko wazi sasa, kwa hivyo muda huu unaanza unapotuma ripoti yako.',
	"We're closed now, so these times start when we open {opening} EAT.": 'Tumefunga kwa sasa, kwa hivyo muda huu utaanza tukifungua {opening} EAT.',
	'These are our targets; urgent reports are always read first.': 'Haya ni malengo yetu; ripoti za dharura husomwa kwanza kila wakati.',
	'Reply in {time}.': 'Tunajibu kwa {time}.',
	'A scam happening right now, or a threat to someone’s safety': 'Utapeli unaoendelea sasa hivi, au tishio kwa usalama wa mtu',
	'Money lost or at risk, harassment, or a fake seller': 'Pesa zimepotea au ziko hatarini, unyanyasaji, au muuzaji feki',
	'A problem that stops you buying or selling': 'Tatizo linalokuzuia kununua au kuuza',
	'General feedback or a small problem': 'Maoni ya jumla au tatizo dogo',
	'What happens next': 'Kinachofuata',
	Received: 'Imepokelewa',
	'Your report is saved and sent to our safety team straight away.': 'Ripoti yako inahifadhiwa na kutumwa kwa timu yetu ya usalama mara moja.',
	Investigation: 'Uchunguzi',
	'We look at the listing, the accounts involved and the evidence you gave, and may contact you for details.':
		'Tunaangalia tangazo, akaunti zinazohusika na ushahidi uliotoa, na huenda tukakutafuta kwa maelezo zaidi.',
	Action: 'Hatua',
	'We remove listings, warn or suspend accounts, and help with M-PESA payment problems, depending on what we find.':
		'Tunaondoa matangazo, tunaonya au kusimamisha akaunti, na kusaidia na matatizo ya malipo ya M-PESA, kulingana na tunachopata.',
	'Follow-up': 'Ufuatiliaji',
	'If you left contact details, we tell you what we did and what you can do next.':
		'Kama uliacha mawasiliano yako, tutakueleza tulichofanya na unachoweza kufanya baadaye.',
	'Report submitted': 'Ripoti imetumwa',
	"Thank you for helping keep our marketplace safe. We'll review this report.": 'Asante kwa kusaidia kuweka soko letu salama. Tutaikagua ripoti hii.',
	'Your reference is {reference}: quote it if you contact us about this report.':
		'Nambari yako ya kumbukumbu ni {reference}: itaje ukiwasiliana nasi kuhusu ripoti hii.',
	'Please choose the type of issue': 'Tafadhali chagua aina ya tatizo',
	'Please choose how urgent it is': 'Tafadhali chagua uharaka wake',
	'Description must be at most 2000 characters': 'Maelezo yasizidi herufi 2000',
	'Evidence must be at most 1000 characters': 'Ushahidi usizidi herufi 1000',
	'Contact details must be at most 200 characters': 'Mawasiliano yasizidi herufi 200',
}
