/** The Help Center's questions and answers, and the search that filters them (spec 2 §2 "Help Center"). */

export const FAQ_CATEGORIES = ['Getting Started', 'Buying', 'Selling', 'Safety'] as const
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]

export type FaqEntry = { category: FaqCategory; question: string; answer: string }
export type FaqGroup = { category: FaqCategory; entries: FaqEntry[] }

/** The settings the answers quote, so they never disagree with what the app charges. */
export type FaqSettings = { listingFeeKes: number; listingDays: number }

export const FAQ_QUERY_MAX = 100

export function faqEntries({ listingFeeKes, listingDays }: FaqSettings = { listingFeeKes: 15, listingDays: 30 }): FaqEntry[] {
	const fee = `KES ${listingFeeKes}`
	return [
		{
			category: 'Getting Started',
			question: 'What is Soko?',
			answer:
				'Soko is a marketplace for buying and selling second-hand items across Kenya: phones, electronics, clothes, furniture, books and much more, from Nairobi and Mombasa to Kisumu, Nakuru and Eldoret. All prices are in Kenyan shillings (KSh).',
		},
		{
			category: 'Getting Started',
			question: 'How do I create an account?',
			answer:
				'Tap Register, enter your email address, your phone number and a password of at least 6 characters, then choose whether you want to buy or sell. Creating an account verifies your phone number, so use a Kenyan number that you carry with you.',
		},
		{
			category: 'Getting Started',
			question: 'Do I need an account to look at items?',
			answer:
				'No. Anyone can browse and search listings without an account. You need an account to post items for sale.',
		},
		{
			category: 'Getting Started',
			question: 'Is Soko free to use?',
			answer: `Browsing, searching and contacting sellers is free. Sellers pay a small listing fee of ${fee} by M-PESA, only after our team has approved their listing.`,
		},
		{
			category: 'Getting Started',
			question: 'Does Soko work on a slow connection?',
			answer:
				'Yes. Soko is built for budget Android phones and slow 2G or 3G connections: pages are small and load quickly. To save even more data, switch on Lite mode with the button at the bottom of any page.',
		},
		{
			category: 'Buying',
			question: 'How do I find what I am looking for?',
			answer:
				'Use the search box at the top of every page, or open Browse. You can narrow the results by category, price and location, and sort them by newest or by price. Our Search Tips page has more ideas.',
		},
		{
			category: 'Buying',
			question: 'How do I contact a seller?',
			answer:
				'Open the listing and tap Contact. You can reach the seller by WhatsApp or SMS with a ready-made message, or copy their phone number and call them.',
		},
		{
			category: 'Buying',
			question: 'How do I pay for an item?',
			answer:
				'You pay the seller directly, in cash or by M-PESA, when you meet and after you have checked the item. Soko does not hold money for buyers, so never send money before you have seen the item.',
		},
		{
			category: 'Buying',
			question: 'Can I negotiate the price?',
			answer:
				'Yes. Most sellers expect some bargaining. Make a fair offer based on the condition of the item and what similar items sell for, and agree the final price before you meet.',
		},
		{
			category: 'Buying',
			question: 'What if the item is not as described?',
			answer:
				'Check the item carefully before you pay, and walk away if it is not what the listing said. If a seller misled you or tried to cheat you, report it on our Report an Issue page so we can act.',
		},
		{
			category: 'Buying',
			question: 'Can I get a refund?',
			answer:
				'Soko does not hold or pass on payments, so a refund is between you and the seller: agree before you pay whether you can return the item. If a seller took your money and did not deliver, report it on our Report an Issue page, and if you sent M-PESA to a wrong number, contact Safaricom customer care straight away.',
		},
		{
			category: 'Selling',
			question: 'How do I sell an item?',
			answer:
				'Register as a seller, then create a listing with a clear title, at least 3 good photos, an honest description, the condition, your price and your town. Our team reviews every listing before it goes live.',
		},
		{
			category: 'Selling',
			question: 'How much does it cost to sell?',
			answer: `Creating a listing is free. Once our team approves it you pay a listing fee of ${fee} by M-PESA: you get a prompt on your phone, enter your M-PESA PIN, and your listing is published as soon as the payment is confirmed.`,
		},
		{
			category: 'Selling',
			question: 'How long does my listing stay active?',
			answer: `A published listing stays active for ${listingDays} days. When it ends you can renew it for free from your seller dashboard.`,
		},
		{
			category: 'Selling',
			question: 'What items are not allowed?',
			answer:
				'Prohibited items include illegal items (including stolen goods and drugs), weapons, counterfeit goods and hazardous materials. Listings of prohibited items are rejected, and accounts that post them may be suspended.',
		},
		{
			category: 'Selling',
			question: 'How do I get paid?',
			answer:
				'The buyer pays you directly, in cash or by M-PESA, when you meet. Before you hand over the item, confirm the payment in your own M-PESA messages or balance: a screenshot or a forwarded SMS is not proof.',
		},
		{
			category: 'Selling',
			question: 'How do I mark an item as sold?',
			answer:
				'Open your seller dashboard and tap Mark as Sold on the listing. Buyers then see it is no longer available and stop calling you.',
		},
		{
			category: 'Safety',
			question: 'How do I meet a buyer or seller safely?',
			answer:
				'Always meet in public places, such as a busy shopping centre or a bank entrance, during the day. Bring a friend if you can, tell someone where you are going, and never invite a stranger to your home.',
		},
		{
			category: 'Safety',
			question: 'How can I avoid scams?',
			answer:
				'Never pay a deposit or a "delivery fee" before you see the item. Be careful with prices that are far too low, never share your M-PESA PIN, and ignore requests to "reverse" a payment sent by mistake: check your M-PESA balance instead.',
		},
		{
			category: 'Safety',
			question: 'How do I report a suspicious listing or user?',
			answer:
				'Use the Report button on the listing, or fill in the form on our Report an Issue page. Our team reviews every report, urgent ones first.',
		},
		{
			category: 'Safety',
			question: 'What should I do if I am in danger?',
			answer:
				'Leave the place and call the police on 999 or 112 straight away. When you are safe, report the user to us so we can stop them from using Soko.',
		},
		{
			category: 'Safety',
			question: 'Is my personal information safe?',
			answer:
				'Listing cards show only part of a seller’s phone number, and we remove location data (GPS) from the photos you upload. Never share your M-PESA PIN or your password with anyone, including people who say they work for Soko.',
		},
	]
}

/** Normalises a `?q=` value: trimmed, inner spaces collapsed, at most FAQ_QUERY_MAX characters. */
export function normalizeFaqQuery(q: string | null | undefined) {
	return (q ?? '').replace(/\s+/g, ' ').trim().slice(0, FAQ_QUERY_MAX)
}

/** Lower case, hyphens dropped (M-PESA and mpesa are one word), other punctuation a space. */
export function fold(text: string) {
	return text.toLowerCase().replace(/-/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
}

/** The start every form of a word shares: sellers → seller, categories → categor, boxes → box. */
export function stem(word: string) {
	if (word.length <= 3) return word
	return word.replace(/ies$/, '').replace(/(x|ch|sh|ss)es$/, '$1').replace(/([^s])s$/, '$1')
}

/** Words that only shape a question ("how do I pay"); they count only when nothing else was typed. */
const FILLER = new Set(['a', 'an', 'the', 'i', 'my', 'me', 'how', 'what', 'do', 'does', 'can', 'is', 'to', 'for', 'of', 'on'])

/** Whether every word of the query (any order, at the start of a word) is in the text, or the query typed without spaces is. */
function matches(text: string, query: string) {
	const words = fold(query).split(' ').filter(Boolean)
	if (!words.length) return false
	const meaningful = words.filter((w) => !FILLER.has(w))
	const haystack = ` ${fold(text)}`
	return (
		(meaningful.length ? meaningful : words).every((w) => haystack.includes(` ${stem(w)}`)) ||
		haystack.replaceAll(' ', '').includes(words.join(''))
	)
}

/**
 * The entries whose question and answer hold every word of the query (case-insensitive, M-PESA = mpesa, sellers =
 * seller), grouped by category in the fixed category order; categories without a match are left out. An empty
 * query keeps everything.
 */
export function filterFaq(entries: FaqEntry[], query: string): FaqGroup[] {
	const q = normalizeFaqQuery(query)
	const found = q ? entries.filter((e) => matches(`${e.question} ${e.answer}`, q)) : entries
	return FAQ_CATEGORIES.map((category) => ({ category, entries: found.filter((e) => e.category === category) })).filter(
		(g) => g.entries.length > 0,
	)
}
