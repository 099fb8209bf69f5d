import { faqEntries, fold, stem, type FaqSettings } from '../help-faq.ts'
import { BUYER_PLANS, PRODUCTS } from '../alerts/alert-plan.ts'

/**
 * Soko Bot: answers from Soko's own facts and the Help Center FAQ by matching the words of a question, with no
 * outside service. It says plainly when it does not know, and hands over to a person when asked, or when it has
 * not known twice in a row.
 */
export type BotReply = { kind: 'answer' | 'miss' | 'handover'; text: string }

/** Misses in a row after which a person takes over. */
export const MISSES_BEFORE_HANDOVER = 2

/** Words that say nothing about the topic of a question. */
const STOP = new Set(
	[
		'a an the i my me you your we our it is are am be do does did can could would should will to for of on in at by with and or',
		'how what when where why which who whom this that there here please tell know about want need like get have has soko item',
		'thing thanks hello hi hey help question ask any some much many long',
	]
		.join(' ')
		.split(' '),
)

function words(text: string) {
	return fold(text)
		.split(' ')
		.filter((w) => w && !STOP.has(w))
		.map(stem)
}

const HANDOVER = [
	/\b(human|operator|representative|live agent|real person|customer (care|service))\b/,
	/\b(talk|speak|chat|connect|put) (me )?(to|with) (a |an |the )?(person|someone|somebody|agent|staff|admin|support|team)\b/,
	/\b(want|need) (a |an )?(person|agent|human)\b/,
]

export function asksForPerson(text: string) {
	const folded = fold(text)
	return HANDOVER.some((pattern) => pattern.test(folded))
}

type Topic = { keys: string[]; answer: string }

/** Soko's own facts, each under the (stemmed) words that ask for it. */
function topics({ listingFeeKes, listingDays }: FaqSettings): Topic[] {
	const fee = `KES ${listingFeeKes}`
	const { BASIC, PREMIUM } = BUYER_PLANS
	return [
		{
			keys: ['fee', 'cost', 'charge', 'listing fee', 'free', 'price to list', 'pay to list'],
			answer: `Creating a listing is free. Once our team approves it you pay a listing fee of ${fee} by M-PESA, and it stays published for ${listingDays} days. Buying, browsing and contacting sellers cost nothing.`,
		},
		{
			keys: ['mpesa', 'payment', 'pay', 'prompt', 'pin', 'stk', 'receipt'],
			answer: `Sellers pay the ${fee} listing fee by M-PESA: tap Pay, enter your M-PESA number, and you get a prompt on your phone; enter your PIN and the listing is published as soon as Safaricom confirms the payment. Buyers pay sellers directly, in cash or by M-PESA, after checking the item.`,
		},
		{
			keys: ['approv', 'approval', 'review', 'pending', 'reject', 'publish', 'moderat'],
			answer: `Every new listing is checked by our team before it goes live. After approval you pay the ${fee} fee (you may also pay first) and the listing is published. A rejected listing gets a reason you can fix; it then goes back for review.`,
		},
		{
			keys: ['safe', 'safety', 'scam', 'fraud', 'meet', 'danger', 'fake', 'cheat', 'steal', 'stolen'],
			answer:
				'Meet in a busy public place during the day, check the item before you pay, and never send a deposit or "delivery fee" first. Never share your M-PESA PIN. Report a suspicious listing with its Report button or on our Report an Issue page.',
		},
		{
			keys: ['sell', 'post', 'list', 'advert', 'photo', 'upload', 'create'],
			answer: `To sell, register as a seller and tap Sell Item: add a clear title, at least 2 photos, an honest description, the condition, your price and your town. Our team reviews it, you pay the ${fee} fee by M-PESA, and it is published for ${listingDays} days (renewable free).`,
		},
		{
			keys: ['alert', 'notif', 'notify', 'email alert', 'sms'],
			answer: `Alerts tell you when a matching item is listed. On the buyer dashboard BASIC is free (up to ${BASIC.maxAlerts} alerts, daily or weekly); simple email alerts on the Alerts page cost KSH ${PRODUCTS.EMAIL_ALERTS.priceKes} a month.`,
		},
		{
			keys: ['plan', 'premium', 'basic', 'subscription', 'subscrib', 'upgrade'],
			answer: `Buyers have two plans: BASIC is free with up to ${BASIC.maxAlerts} alerts sent daily or weekly; PREMIUM costs KES ${PREMIUM.priceKes} a month for up to ${PREMIUM.maxAlerts} alerts, instant alerts and priority support. Simple email alerts are KSH ${PRODUCTS.EMAIL_ALERTS.priceKes} a month.`,
		},
	]
}

const GREETING = /^(hi|hello|hey|habari|jambo|mambo|sasa|good (morning|afternoon|evening))\b/
const THANKS = /\b(thanks|thank you|asante)\b/

/** How many of a topic's keys the question holds (a key of several words counts once, when all of them are there in order). */
function topicScore(topic: Topic, question: string[]) {
	const joined = ` ${question.join(' ')} `
	return topic.keys.filter((key) => joined.includes(` ${words(key).join(' ')}`)).length
}

/** The FAQ entry sharing the most words with the question (the question's own words count double); none below two. */
function bestFaq(question: string[], settings: FaqSettings) {
	let best: { score: number; answer: string } | null = null
	for (const entry of faqEntries(settings)) {
		const inQuestion = new Set(words(entry.question))
		const inAnswer = new Set(words(entry.answer))
		const score = question.reduce((sum, w) => sum + (inQuestion.has(w) ? 2 : inAnswer.has(w) ? 1 : 0), 0)
		if (score >= 2 && (!best || score > best.score)) best = { score, answer: entry.answer }
	}
	return best
}

/** The bot's reply to one message, given how many times in a row it has not known. */
export function botReply(text: string, { misses, settings }: { misses: number; settings: FaqSettings }): BotReply {
	if (asksForPerson(text)) {
		return { kind: 'handover', text: 'I am asking a person from our support team to join. They will answer here, so please stay in this chat.' }
	}
	const folded = fold(text)
	const question = words(text)
	// A topic key is worth a word of an FAQ question: the FAQ wins only where it matches more closely.
	const topic = topics(settings)
		.map((t) => ({ score: 2 * topicScore(t, question), answer: t.answer }))
		.filter((s) => s.score > 0)
		.sort((x, y) => y.score - x.score)[0]
	const faq = bestFaq(question, settings)
	const best = topic && (!faq || topic.score >= faq.score) ? topic : faq
	if (best) return { kind: 'answer', text: best.answer }
	if (THANKS.test(folded)) return { kind: 'answer', text: 'You are welcome! Anything else I can help with?' }
	if (GREETING.test(folded)) return { kind: 'answer', text: 'Hello! Ask me about selling, the listing fee, M-PESA payments, safety, alerts or plans.' }
	if (misses + 1 >= MISSES_BEFORE_HANDOVER) {
		return { kind: 'handover', text: 'Sorry, I still do not know the answer. I am asking a person from our support team to join: they will answer here.' }
	}
	return {
		kind: 'miss',
		text: 'Sorry, I do not know the answer to that. I can help with selling, the listing fee, M-PESA payments, approval, safety, alerts and plans. Or type "talk to a person".',
	}
}
