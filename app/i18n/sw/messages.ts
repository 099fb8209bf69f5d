import type { Messages } from '../translate.ts'

/**
 * Swahili of conversations between buyers and sellers (issue 24): Message seller on a listing, the inbox (/messages),
 * a thread (/messages/:id) with its offers' moves, the scam warnings, Report and Block, and what the forms answer.
 */
export const messages: Messages = {
	Messages: 'Ujumbe',
	'Message seller': 'Mtumie muuzaji ujumbe',
	'Your conversation with the seller': 'Mazungumzo yako na muuzaji',
	'Your message': 'Ujumbe wako',
	'Hello, is this still available?': 'Habari, bado inapatikana?',
	'Send message': 'Tuma ujumbe',
	'Send anyway': 'Tuma hata hivyo',
	Send: 'Tuma',
	'Write a message…': 'Andika ujumbe…',
	'Will send': 'Itatumwa',
	'Check this message before you send it': 'Kagua ujumbe huu kabla ya kuutuma',
	'Careful:': 'Tahadhari:',
	'Soko never asks you to pay before you see the item. Meet in a safe public place, check the item, then pay.':
		'Soko haikuombi ulipe kabla ya kuona bidhaa. Kutaneni mahali salama pa umma, kagua bidhaa, kisha ulipe.',
	'Soko never asks you to pay before you see the item. Insist on seeing it before you pay.':
		'Soko haikuombi ulipe kabla ya kuona bidhaa. Sisitiza kuiona kabla ya kulipa.',
	'This asks for M-PESA to a number that is not the seller’s. Pay only the seller, after you have seen the item.':
		'Huu unaomba M-PESA kwa nambari isiyo ya muuzaji. Mlipe muuzaji pekee, baada ya kuona bidhaa.',
	'Never share a code you received by SMS: Soko and M-PESA never ask for it, and it gives your account away.':
		'Usishiriki kamwe msimbo uliopokea kwa SMS: Soko na M-PESA hazikuombi, na unatoa akaunti yako.',
	'This link leads away from Soko. Never pay or sign in on a page someone sent you.':
		'Kiungo hiki kinakupeleka nje ya Soko. Usilipe wala kuingia kwenye ukurasa uliotumiwa na mtu.',
	'Offer made: {amount}': 'Ofa imetolewa: {amount}',
	'Counter-offer: {amount}': 'Bei mpya: {amount}',
	'Offer accepted: {amount}': 'Ofa imekubaliwa: {amount}',
	'Offer declined': 'Ofa imekataliwa',
	'Offer withdrawn': 'Ofa imeondolewa',
	'Offer expired': 'Muda wa ofa umeisha',
	'Offer update': 'Habari ya ofa',
	Buyer: 'Mnunuzi',
	Seller: 'Muuzaji',
	'{count} new message': 'ujumbe {count} mpya',
	'{count} new messages': 'jumbe {count} mpya',
	'No messages yet. Write to a seller from any listing with Message seller.':
		'Bado hakuna ujumbe. Mwandikie muuzaji kutoka tangazo lolote kwa Mtumie muuzaji ujumbe.',
	'Browse items': 'Vinjari bidhaa',
	'All messages': 'Ujumbe wote',
	'This item has been sold': 'Bidhaa hii imeuzwa',
	'This listing has expired': 'Muda wa tangazo hili umeisha',
	'This listing is no longer available': 'Tangazo hili halipatikani tena',
	'This conversation stays readable.': 'Mazungumzo haya yanaendelea kusomeka.',
	'You blocked this conversation': 'Umezuia mazungumzo haya',
	'You can no longer send messages in this conversation': 'Huwezi tena kutuma ujumbe katika mazungumzo haya',
	Report: 'Ripoti',
	'What is wrong with this conversation?': 'Kuna tatizo gani na mazungumzo haya?',
	'Send report': 'Tuma ripoti',
	Block: 'Zuia',
	'Block this person? Neither of you can write in this conversation again. It stays readable.':
		'Umzuie mtu huyu? Hakuna kati yenu atakayeweza kuandika tena katika mazungumzo haya. Yataendelea kusomeka.',
	'Yes, block': 'Ndiyo, zuia',
	'This seller talks in Soko only: send them a message': 'Muuzaji huyu anazungumza ndani ya Soko pekee: mtumie ujumbe',
	'You cannot message yourself about your own listing': 'Huwezi kujitumia ujumbe kuhusu tangazo lako mwenyewe',
	'You can only message the seller of a published listing': 'Unaweza kumtumia ujumbe muuzaji wa tangazo lililochapishwa pekee',
	'Message is required': 'Ujumbe unahitajika',
	'Message must be at most 2000 characters': 'Ujumbe usizidi herufi 2000',
	'Please give a reason': 'Tafadhali toa sababu',
	'Talk in Soko only': 'Zungumza ndani ya Soko pekee',
	'Buyers write to you in Soko instead of seeing your number.': 'Wanunuzi wanakuandikia ndani ya Soko badala ya kuona nambari yako.',
	'Turn on': 'Washa',
	'Turn off': 'Zima',
}
