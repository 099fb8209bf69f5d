import type { Messages } from '../translate.ts'

/**
 * Swahili of Chat Support: the widget and /help-center/chat, the messages Soko support's side writes, and Soko Bot's
 * answers (said in the asker's language when it answers, and stored so). Soko Bot, Soko Support and Guest are names
 * and stay as they are.
 */
export const chat: Messages = {
	// The widget and the chat page
	'Chat Support': 'Msaada kwa Gumzo',
	'Chat Support, {unread} unread': 'Msaada kwa Gumzo, {unread} haujasomwa',
	'Ask Soko Bot about selling, the listing fee, M-PESA payments and safety, or talk to a person from Soko support.':
		'Uliza Soko Bot kuhusu kuuza, ada ya tangazo, malipo ya M-PESA na usalama, au ongea na mtu wa msaada wa Soko.',
	'Soko Bot is online': 'Soko Bot yuko mtandaoni',
	'A person from Soko support is here': 'Mtu wa msaada wa Soko yuko hapa',
	'Waiting for a person from Soko support': 'Tunasubiri mtu wa msaada wa Soko',
	'Connecting...': 'Inaunganisha...',
	'Type your message...': 'Andika ujumbe wako...',
	'Your message': 'Ujumbe wako',
	Send: 'Tuma',
	'Check for replies': 'Angalia majibu',
	'Talk to a person': 'Ongea na mtu',
	'talk to a person': 'ongea na mtu',
	'Back to the Help Center': 'Rudi kwenye Kituo cha Msaada',
	'Expand chat': 'Panua gumzo',
	'Minimise chat': 'Punguza gumzo',
	'Close chat': 'Funga gumzo',
	'{name} is typing…': '{name} anaandika…',
	Messages: 'Ujumbe',
	'Please type a message': 'Tafadhali andika ujumbe',
	// The chat's limit (CHAT_LIMITS.messageMax) is in the sentence the form's schema says
	'Messages can be at most 1000 characters.': 'Ujumbe usizidi herufi 1000.',
	'Conversation not found': 'Mazungumzo hayakupatikana',
	'This conversation is closed': 'Mazungumzo haya yamefungwa',
	'Something went wrong on our side. Please try again.': 'Hitilafu imetokea upande wetu. Tafadhali jaribu tena.',

	// What support's side writes into the conversation
	'Hi! I am Soko Bot. Ask me about selling, the listing fee, paying, safety or alerts. Type "talk to a person" at any time.':
		'Habari! Mimi ni Soko Bot. Niulize kuhusu kuuza, ada ya tangazo, kulipa, usalama au arifa. Andika "ongea na mtu" wakati wowote.',
	'A person from Soko support has joined the chat.': 'Mtu wa msaada wa Soko amejiunga na mazungumzo.',
	'This conversation was closed by Soko support. Write again at any time.': 'Mazungumzo haya yamefungwa na msaada wa Soko. Andika tena wakati wowote.',

	// Soko Bot's answers (app/domain/chat/bot.ts)
	'Creating a listing is free. Once our team approves it you pay a listing fee of {fee} by M-PESA, and it stays published for {days} days. Buying, browsing and contacting sellers cost nothing.':
		'Kuweka tangazo ni bure. Timu yetu ikishaliidhinisha, unalipa ada ya tangazo ya {fee} kwa M-PESA, nalo hukaa hewani kwa siku {days}. Kununua, kuvinjari na kuwasiliana na wauzaji ni bure.',
	'Sellers pay the {fee} listing fee by M-PESA: tap Pay, enter your M-PESA number, and you get a prompt on your phone; enter your PIN and the listing is published as soon as Safaricom confirms the payment. Buyers pay sellers directly, in cash or by M-PESA, after checking the item.':
		'Wauzaji hulipa ada ya tangazo ya {fee} kwa M-PESA: gusa Lipa, weka nambari yako ya M-PESA, nawe utapokea ombi kwenye simu yako; weka PIN yako na tangazo litawekwa hewani mara Safaricom itakapothibitisha malipo. Wanunuzi huwalipa wauzaji moja kwa moja, kwa pesa taslimu au kwa M-PESA, baada ya kukagua bidhaa.',
	'Every new listing is checked by our team before it goes live. After approval you pay the {fee} fee (you may also pay first) and the listing is published. A rejected listing gets a reason you can fix; it then goes back for review.':
		'Kila tangazo jipya hukaguliwa na timu yetu kabla halijawekwa hewani. Likishaidhinishwa unalipa ada ya {fee} (unaweza pia kulipa kwanza) na tangazo huwekwa hewani. Tangazo lililokataliwa hupewa sababu unayoweza kurekebisha; kisha hurudi kukaguliwa.',
	'Meet in a busy public place during the day, check the item before you pay, and never send a deposit or "delivery fee" first. Never share your M-PESA PIN. Report a suspicious listing with its Report button or on our Report an Issue page.':
		'Kutaneni mchana mahali pa wazi penye watu wengi, kagua bidhaa kabla ya kulipa, na usitume kamwe amana au "ada ya usafirishaji" kwanza. Usimpe mtu yeyote PIN yako ya M-PESA. Ripoti tangazo la kutiliwa shaka kwa kitufe chake cha Ripoti au kwenye ukurasa wetu wa Ripoti Tatizo.',
	'To sell, register as a seller and tap Sell Item: add a clear title, at least 2 photos, an honest description, the condition, your price and your town. Our team reviews it, you pay the {fee} fee by M-PESA, and it is published for {days} days (renewable free).':
		'Ili kuuza, jisajili kama muuzaji kisha gusa Uza Bidhaa: weka kichwa kinachoeleweka, angalau picha 2, maelezo ya kweli, hali ya bidhaa, bei yako na mji wako. Timu yetu hulikagua, unalipa ada ya {fee} kwa M-PESA, nalo huwekwa hewani kwa siku {days} (unaweza kulifanya upya bure).',
	'Alerts tell you when a matching item is listed. On the buyer dashboard BASIC is free (up to {basicAlerts} alerts, daily or weekly); simple email alerts on the Alerts page cost KSH {emailPrice} a month.':
		'Arifa hukujulisha bidhaa unayoitafuta inapowekwa. Kwenye dashibodi ya mnunuzi BASIC ni bure (hadi arifa {basicAlerts}, kila siku au kila wiki); arifa rahisi za barua pepe kwenye ukurasa wa Arifa ni KSH {emailPrice} kwa mwezi.',
	'Buyers have two plans: BASIC is free with up to {basicAlerts} alerts sent daily or weekly; PREMIUM costs KES {premiumPrice} a month for up to {premiumAlerts} alerts, instant alerts and priority support. Simple email alerts are KSH {emailPrice} a month.':
		'Wanunuzi wana mipango miwili: BASIC ni bure, na hadi arifa {basicAlerts} zinazotumwa kila siku au kila wiki; PREMIUM ni KES {premiumPrice} kwa mwezi, kwa hadi arifa {premiumAlerts}, arifa za papo hapo na msaada wa kwanza. Arifa rahisi za barua pepe ni KSH {emailPrice} kwa mwezi.',
	'I am asking a person from our support team to join. They will answer here, so please stay in this chat.':
		'Ninamwomba mtu wa timu yetu ya msaada ajiunge. Atakujibu hapa, kwa hivyo tafadhali baki kwenye mazungumzo haya.',
	'You are welcome! Anything else I can help with?': 'Karibu! Kuna jambo lingine ninaloweza kukusaidia?',
	'Hello! Ask me about selling, the listing fee, M-PESA payments, safety, alerts or plans.':
		'Habari! Niulize kuhusu kuuza, ada ya tangazo, malipo ya M-PESA, usalama, arifa au mipango.',
	'Sorry, I still do not know the answer. I am asking a person from our support team to join: they will answer here.':
		'Samahani, bado sijui jibu. Ninamwomba mtu wa timu yetu ya msaada ajiunge: atakujibu hapa.',
	'Sorry, I do not know the answer to that. I can help with selling, the listing fee, M-PESA payments, approval, safety, alerts and plans. Or type "talk to a person".':
		'Samahani, sijui jibu la hilo. Naweza kukusaidia kuhusu kuuza, ada ya tangazo, malipo ya M-PESA, kuidhinishwa kwa tangazo, usalama, arifa na mipango. Au andika "ongea na mtu".',
}
