import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import type { Words } from '#app/i18n/words.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export type RateLimitRule = { name: string; limit: number; windowMs: number }

/**
 * How often one subject (an address, a user) may do a thing. Generous: a cyber café or a mobile carrier's shared
 * address carries many honest people, so these stop floods, not busy afternoons.
 */
export const RATE_LIMITS = {
	/** Every login try from one address, counted before the password is checked; a success gives its try back. */
	loginPerAddress: { name: 'login-address', limit: 100, windowMs: 15 * MINUTE },
	registerPerAddress: { name: 'register-address', limit: 20, windowMs: HOUR },
	contactPerAddress: { name: 'contact-address', limit: 10, windowMs: HOUR },
	reportPerAddress: { name: 'report-address', limit: 10, windowMs: HOUR },
	/** Reset mails asked for from one address, and for one email (counted whether or not it has an account). */
	passwordResetPerAddress: { name: 'password-reset-address', limit: 10, windowMs: HOUR },
	passwordResetPerEmail: { name: 'password-reset-email', limit: 3, windowMs: HOUR },
	photosPerMinute: { name: 'photos-minute', limit: 30, windowMs: MINUTE },
	photosPerDay: { name: 'photos-day', limit: 300, windowMs: DAY },
	/** Chat messages from one user or browser: a fast typist sends a few a minute, a script hundreds. */
	chatMessages: { name: 'chat-minute', limit: 12, windowMs: MINUTE },
	/** A new browser is a new guest: this stops one address from flooding the chat as ever-new guests. */
	chatMessagesPerAddress: { name: 'chat-address-minute', limit: 60, windowMs: MINUTE },
	/**
	 * Listings one seller creates (drafts too) in a day: a shop putting its stock online posts a few dozen; a script
	 * posted 300 in 19 s and filled the moderation queue. Each needs two photos, so photosPerDay allows 150 anyway.
	 */
	listingsPerSeller: { name: 'listings-seller-day', limit: 60, windowMs: DAY },
	/** Offers one buyer makes on one listing in a day: haggling takes a few tries, not dozens. */
	offersPerListing: { name: 'offers-listing-day', limit: 10, windowMs: DAY },
	/** Offers one buyer makes to one seller in a day, over all their listings: furnishing a room from one shop is a dozen. */
	offersPerPair: { name: 'offers-pair-day', limit: 30, windowMs: DAY },
	/** Offer mails one seller gets about one buyer in a day; later offers still wait in the seller's dashboard, unmailed. */
	offerMailsPerPair: { name: 'offer-mails-pair-day', limit: 5, windowMs: DAY },
	/**
	 * Messages one account writes in conversations with buyers and sellers (issue 24 §2): a person chatting writes a few
	 * a minute and a few dozen a day; a script writes to everyone. An account under a day old gets the stricter ones
	 * (the same counter, a lower limit), as it does for contact reveals.
	 */
	conversationMessagesPerMinute: { name: 'conversation-messages-minute', limit: 12, windowMs: MINUTE },
	conversationMessagesPerMinuteNewAccount: { name: 'conversation-messages-minute', limit: 5, windowMs: MINUTE },
	conversationMessagesPerDay: { name: 'conversation-messages-day', limit: 300, windowMs: DAY },
	conversationMessagesPerDayNewAccount: { name: 'conversation-messages-day', limit: 40, windowMs: DAY },
	/** Conversations one account starts in a day: shopping around is a dozen sellers; a spammer writes to hundreds. */
	conversationsPerDay: { name: 'conversations-day', limit: 30, windowMs: DAY },
	conversationsPerDayNewAccount: { name: 'conversations-day', limit: 8, windowMs: DAY },
	/**
	 * Sellers' full numbers one account reveals (Contact) in an hour, each seller counted once: a buyer shopping around
	 * calls ten or twenty sellers; one new account collected 60 in 4.7 s.
	 */
	contactReveals: { name: 'contact-reveals-hour', limit: 30, windowMs: HOUR },
	/** The same counter for an account younger than a day: accounts are cheap to make, so a new one reveals fewer. */
	contactRevealsNewAccount: { name: 'contact-reveals-hour', limit: 10, windowMs: HOUR },
	/**
	 * Listings of one seller that users' reports hide in a day (fraud/report-hiding.server.ts); past it, the reports
	 * wait in the admins' queue with the listing still up. A scam is one or two listings; a grudge hid 15 of 15.
	 */
	reportHidesPerSeller: { name: 'report-hides-seller-day', limit: 3, windowMs: DAY },
	/**
	 * M-PESA prompts (STK pushes) to one phone, for one listing or product, from one payer account: a shop pays the
	 * fees of the stock it posts from one phone (a listing takes one prompt, two when one is cancelled), retrying a
	 * listing a few times at most; a stranger's phone got 14 at once, again every 2 minutes, and must not ring all day.
	 */
	mpesaPromptsPerPhone: { name: 'mpesa-prompt-phone', limit: 20, windowMs: HOUR },
	mpesaPromptsPerPurchase: { name: 'mpesa-prompt-purchase', limit: 5, windowMs: HOUR },
	mpesaPromptsPerPayer: { name: 'mpesa-prompt-payer', limit: 30, windowMs: HOUR },
	/** Notification SMS about one thing (a conversation): one tells them; more within hours only cost money. */
	notifySmsPerKey: { name: 'notify-sms-key', limit: 1, windowMs: 6 * HOUR },
	/**
	 * Notification SMS one person gets in a day (each costs Soko about KSh 1): a busy seller's day is a few offers and a
	 * few new conversations; past this, they are told by email or on their list.
	 */
	notifySmsPerUser: { name: 'notify-sms-user-day', limit: 10, windowMs: DAY },
	/**
	 * SMS codes (issue 25), each costing Soko an SMS: one number gets a new code a minute after the last and five a day
	 * (a person who lost two or three has had enough); one address asks for ten an hour, so a flood of sign-ups from one
	 * machine cannot drain the SMS account. Counted whether or not the number has an account.
	 */
	phoneCodeCooldown: { name: 'phone-code-minute', limit: 1, windowMs: MINUTE },
	phoneCodesPerPhone: { name: 'phone-codes-day', limit: 5, windowMs: DAY },
	phoneCodesPerAddress: { name: 'phone-codes-address', limit: 10, windowMs: HOUR },
} as const satisfies Record<string, RateLimitRule>

export class RateLimitError extends DomainError {
	constructor(
		readonly retryAfterSeconds: number,
		message: Words = { text: 'Too many attempts. Please wait {wait} and try again.', vars: { wait: describeWait(retryAfterSeconds) } },
	) {
		super(message, 429)
	}
}

/** "40 seconds", "1 minute", "3 hours": the wait in words a person can act on. */
export function describeWait(seconds: number): Words {
	const minutes = Math.ceil(seconds / 60)
	const [count, unit] =
		seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : minutes < 60 ? [minutes, 'minute'] : [Math.ceil(seconds / 3600), 'hour']
	return { text: `{count} ${unit}${count === 1 ? '' : 's'}`, vars: { count } }
}

function keyOf(rule: RateLimitRule, subject: string | number) {
	return `${rule.name}:${subject}`
}

/**
 * Counts one hit and tells whether it was within the limit. One atomic upsert, so parallel requests are counted as
 * serial ones are (no read-then-write), on SQLite and PostgreSQL alike.
 */
export async function hitRateLimit(db: Database, { rule, subject }: { rule: RateLimitRule; subject: string | number }) {
	const now = new Date()
	const windowStart = new Date(now.getTime() - rule.windowMs).toISOString()
	const at = now.toISOString()
	const row = await db
		.insertInto('rate_limits')
		.values({ key: keyOf(rule, subject), hits: 1, window_started_at: at })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet({
				hits: sql<number>`CASE WHEN rate_limits.window_started_at <= ${windowStart} THEN 1 ELSE rate_limits.hits + 1 END`,
				window_started_at: sql<string>`CASE WHEN rate_limits.window_started_at <= ${windowStart} THEN ${at} ELSE rate_limits.window_started_at END`,
			}),
		)
		.returning(['hits', 'window_started_at'])
		.executeTakeFirstOrThrow()
	const retryAfterSeconds = Math.ceil((Date.parse(row.window_started_at) + rule.windowMs - now.getTime()) / 1000)
	return { allowed: row.hits <= rule.limit, retryAfterSeconds }
}

/** Counts one hit; over the limit it throws a 429 RateLimitError saying how long to wait. */
export async function requireWithinRateLimit(db: Database, args: { rule: RateLimitRule; subject: string | number }) {
	const { allowed, retryAfterSeconds } = await hitRateLimit(db, args)
	if (!allowed) throw new RateLimitError(retryAfterSeconds)
}

/** One limit to count a hit on, and what its refusal means to the caller. */
export type LimitHit<Refusal> = { rule: RateLimitRule; subject: string | number; refusal: Refusal }

/**
 * Counts one hit on each limit in turn, stopping at the first that refuses, and gives back the hits taken before it:
 * a refused request spends nothing it did not get (a code refused for the network's limit must not start the number's
 * minute: the next request would be told a code was just sent). The refusing limit keeps its hit, as a lone limit does.
 */
export async function hitEveryLimit<Refusal>(db: Database, hits: LimitHit<Refusal>[]): Promise<{ refusal: Refusal; retryAfterSeconds: number } | null> {
	for (const [index, hit] of hits.entries()) {
		const { allowed, retryAfterSeconds } = await hitRateLimit(db, hit)
		if (allowed) continue
		for (const taken of hits.slice(0, index)) await refundRateLimit(db, taken)
		return { refusal: hit.refusal, retryAfterSeconds }
	}
	return null
}

/** Gives a hit back (a login that turned out right should not count against a shared address). */
export async function refundRateLimit(db: Database, { rule, subject }: { rule: RateLimitRule; subject: string | number }) {
	await db
		.updateTable('rate_limits')
		.set((eb) => ({ hits: eb('hits', '-', 1) }))
		.where('key', '=', keyOf(rule, subject))
		.where('hits', '>', 0)
		.execute()
}

/** Forgets windows that ended: the longest rule is a day. */
export async function forgetOldRateLimits(db: Database) {
	const cutoff = new Date(Date.now() - DAY).toISOString()
	await db.deleteFrom('rate_limits').where('window_started_at', '<', cutoff).execute()
}
