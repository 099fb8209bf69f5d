import type { Database } from '#db/database.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'

const DAY_MS = 86_400_000

/** Accounts under a day old are cheap to make: they get the stricter limits. */
async function isNewAccount(db: Database, { userId, now }: { userId: number; now: Date }) {
	const user = await db.selectFrom('users').select('registered_at').where('id', '=', userId).executeTakeFirst()
	return !user || now.getTime() - Date.parse(user.registered_at) < DAY_MS
}

/**
 * Counts one message (and, when it starts one, a conversation) against the sender's limits: 429 past any. Called in
 * the transaction that stores the message, so a message refused for another reason counts for nothing.
 */
export async function requireWithinMessageLimits(db: Database, { userId, starting, now = new Date() }: { userId: number; starting: boolean; now?: Date }) {
	const fresh = await isNewAccount(db, { userId, now })
	if (starting) {
		await requireWithinRateLimit(db, { rule: fresh ? RATE_LIMITS.conversationsPerDayNewAccount : RATE_LIMITS.conversationsPerDay, subject: userId })
	}
	await requireWithinRateLimit(db, {
		rule: fresh ? RATE_LIMITS.conversationMessagesPerMinuteNewAccount : RATE_LIMITS.conversationMessagesPerMinute,
		subject: userId,
	})
	await requireWithinRateLimit(db, { rule: fresh ? RATE_LIMITS.conversationMessagesPerDayNewAccount : RATE_LIMITS.conversationMessagesPerDay, subject: userId })
}
