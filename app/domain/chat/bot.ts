import { english, type Translate } from '#app/i18n/translate.ts'
import { say, type Words } from '#app/i18n/words.ts'
import { faqEntries, fold, stem, type FaqEntry, type FaqSettings } from '../support/faq.ts'
import { BUYER_PLANS, PRODUCTS } from '../alerts/plan.ts'

/**
 * Soko Bot: answers from Soko's own facts and the Help Center FAQ by matching the words of a question, with no
 * outside service. It says plainly when it does not know, and hands over to a person when asked, or when it has
 * not known twice in a row. It understands English and Swahili questions, and answers in the asker's language.
 */
export type BotReply = { kind: 'answer' | 'miss' | 'handover'; text: string }

/** The asker's language: its words (`t`) and its Help Center answers. English unless given. */
export type BotLanguage = { t: Translate; faq: FaqEntry[] }

/** Misses in a row after which a person takes over. */
export const MISSES_BEFORE_HANDOVER = 2

/** Words that say nothing about the topic of a question. */
const STOP = new Set(
	[
		'a an the i my me you your we our it is are am be do does did can could would should will to for of on in at by with and or',
		'how what when where why which who whom this that there here please tell know about want need like get have has soko item',
		'thing thanks hello hi hey help question ask any some much many long',
		// Swahili
		'na ya wa za la cha vya kwa ni je nini vipi gani mimi wewe yangu yako hii hiyo kuna katika kama au tafadhali',
		'nataka naomba habari jinsi namna nawezaje ninawezaje ninaweza naweza kuhusu swali msaada sana bidhaa',
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
	/\b(ku)?(ongea|zungumza|niunganishe|unganisha|nataka|naomba)( na)? (mtu|binadamu|mhudumu|wakala)\b/,
	/\bmtu halisi\b/,
]

export function asksForPerson(text: string) {
	const folded = fold(text)
	return HANDOVER.some((pattern) => pattern.test(folded))
}

/**
 * `keys` are words a question starts a word with; `roots` are Swahili stems found inside a word, since Swahili puts
 * who and when before the verb (ni-na-uza, ku-uza, a-li-lipa).
 */
type Topic = { keys: string[]; roots: string[]; answer: Words }

/** Soko's own facts, each under the (stemmed) English and Swahili words that ask for it. */
function topics({ listingFeeKes, listingDays }: FaqSettings): Topic[] {
	const fee = `KES ${listingFeeKes}`
	const { BASIC, PREMIUM } = BUYER_PLANS
	const plans = { basicAlerts: BASIC.maxAlerts, premiumAlerts: PREMIUM.maxAlerts, premiumPrice: PREMIUM.priceKes, emailPrice: PRODUCTS.EMAIL_ALERTS.priceKes }
	return [
		{
			keys: ['fee', 'cost', 'charge', 'listing fee', 'free', 'price to list', 'pay to list', 'ada', 'gharama', 'bure', 'kulipia tangazo'],
			roots: ['gharim'],
			answer: {
				text: 'Creating a listing is free. Once our team approves it you pay a listing fee of {fee} by M-PESA, and it stays published for {days} days. Buying, browsing and contacting sellers cost nothing.',
				vars: { fee, days: listingDays },
			},
		},
		{
			keys: ['mpesa', 'payment', 'pay', 'prompt', 'pin', 'stk', 'receipt', 'lipa', 'kulipa', 'malipo', 'nilipe', 'risiti'],
			roots: ['lip'],
			answer: {
				text: 'Sellers pay the {fee} listing fee by M-PESA: tap Pay, enter your M-PESA number, and you get a prompt on your phone; enter your PIN and the listing is published as soon as Safaricom confirms the payment. Buyers pay sellers directly, in cash or by M-PESA, after checking the item.',
				vars: { fee },
			},
		},
		{
			keys: ['approv', 'approval', 'review', 'pending', 'reject', 'publish', 'moderat', 'idhini', 'kuidhinish', 'kukaguliwa', 'ukaguzi', 'kukataliwa', 'limekataliwa', 'hewani'],
			roots: ['idhinish', 'kagu', 'katal'],
			answer: {
				text: 'Every new listing is checked by our team before it goes live. After approval you pay the {fee} fee (you may also pay first) and the listing is published. A rejected listing gets a reason you can fix; it then goes back for review.',
				vars: { fee },
			},
		},
		{
			keys: ['safe', 'safety', 'scam', 'fraud', 'meet', 'danger', 'fake', 'cheat', 'steal', 'stolen', 'usalama', 'salama', 'tapeli', 'utapeli', 'udanganyifu', 'kukutana', 'feki', 'bandia', 'wizi', 'kuibiwa'],
			roots: ['salama', 'tapeli', 'dangany', 'kutan'],
			answer: {
				text: 'Meet in a busy public place during the day, check the item before you pay, and never send a deposit or "delivery fee" first. Never share your M-PESA PIN. Report a suspicious listing with its Report button or on our Report an Issue page.',
			},
		},
		{
			keys: ['sell', 'post', 'list', 'advert', 'photo', 'upload', 'create', 'uza', 'kuuza', 'niuze', 'weka tangazo', 'picha', 'pakia'],
			roots: ['uza'],
			answer: {
				text: 'To sell, register as a seller and tap Sell Item: add a clear title, at least 2 photos, an honest description, the condition, your price and your town. Our team reviews it, you pay the {fee} fee by M-PESA, and it is published for {days} days (renewable free).',
				vars: { fee, days: listingDays },
			},
		},
		{
			keys: ['alert', 'notif', 'notify', 'email alert', 'sms', 'arifa', 'taarifa'],
			roots: ['arifa', 'julish'],
			answer: {
				text: 'Alerts tell you when a matching item is listed. On the buyer dashboard BASIC is free (up to {basicAlerts} alerts, daily or weekly); simple email alerts on the Alerts page cost KSH {emailPrice} a month.',
				vars: plans,
			},
		},
		{
			keys: ['plan', 'premium', 'basic', 'subscription', 'subscrib', 'upgrade', 'mpango', 'mipango', 'kifurushi', 'usajili'],
			roots: ['pango'],
			answer: {
				text: 'Buyers have two plans: BASIC is free with up to {basicAlerts} alerts sent daily or weekly; PREMIUM costs KES {premiumPrice} a month for up to {premiumAlerts} alerts, instant alerts and priority support. Simple email alerts are KSH {emailPrice} a month.',
				vars: plans,
			},
		},
	]
}

const GREETING = /^(hi|hello|hey|habari|jambo|mambo|sasa|good (morning|afternoon|evening))\b/
const THANKS = /\b(thanks|thank you|asante)\b/

/**
 * How many of a topic's keys the question holds (a key of several words counts once, when all of them are there in
 * order), and how many of its roots are in one of its words.
 */
function topicScore(topic: Topic, question: string[]) {
	const joined = ` ${question.join(' ')} `
	const keys = topic.keys.filter((key) => joined.includes(` ${words(key).join(' ')}`)).length
	return keys + topic.roots.filter((root) => question.some((word) => word.includes(root))).length
}

/** The FAQ entry sharing the most words with the question (the question's own words count double); none below two. */
function bestFaq(question: string[], faq: FaqEntry[]) {
	let best: { score: number; answer: string } | null = null
	for (const entry of faq) {
		const inQuestion = new Set(words(entry.question))
		const inAnswer = new Set(words(entry.answer))
		const score = question.reduce((sum, w) => sum + (inQuestion.has(w) ? 2 : inAnswer.has(w) ? 1 : 0), 0)
		if (score >= 2 && (!best || score > best.score)) best = { score, answer: entry.answer }
	}
	return best
}

/** The bot's reply to one message, given how many times in a row it has not known, in the asker's language. */
export function botReply(
	text: string,
	{ misses, settings, language = { t: english, faq: faqEntries(settings) } }: { misses: number; settings: FaqSettings; language?: BotLanguage },
): BotReply {
	const { t } = language
	if (asksForPerson(text)) {
		return { kind: 'handover', text: t('I am asking a person from our support team to join. They will answer here, so please stay in this chat.') }
	}
	const folded = fold(text)
	const question = words(text)
	// A topic key is worth a word of an FAQ question: the FAQ wins only where it matches more closely.
	const topic = topics(settings)
		.map((candidate) => ({ score: 2 * topicScore(candidate, question), answer: candidate.answer }))
		.filter((s) => s.score > 0)
		.sort((x, y) => y.score - x.score)[0]
	const faq = bestFaq(question, language.faq)
	if (topic && (!faq || topic.score >= faq.score)) return { kind: 'answer', text: say(topic.answer, t) }
	if (faq) return { kind: 'answer', text: faq.answer }
	if (THANKS.test(folded)) return { kind: 'answer', text: t('You are welcome! Anything else I can help with?') }
	if (GREETING.test(folded)) return { kind: 'answer', text: t('Hello! Ask me about selling, the listing fee, M-PESA payments, safety, alerts or plans.') }
	if (misses + 1 >= MISSES_BEFORE_HANDOVER) {
		return { kind: 'handover', text: t('Sorry, I still do not know the answer. I am asking a person from our support team to join: they will answer here.') }
	}
	return {
		kind: 'miss',
		text: t('Sorry, I do not know the answer to that. I can help with selling, the listing fee, M-PESA payments, approval, safety, alerts and plans. Or type "talk to a person".'),
	}
}
