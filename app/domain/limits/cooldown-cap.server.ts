import type { Database } from '#db/database.ts'
import { hitEveryLimit, type RateLimitRule } from './rate-limits.server.ts'

/**
 * Spends one of a person's costly sends (an SMS) if both allow it: `cooldown` once per `key` (a conversation) in its
 * window, `cap` per `userId` in its. Atomic counters (rate_limits), so two instances sending at once are counted as
 * one after the other. A send the cap refuses gives its key back: nothing was sent about it. Inside the caller's
 * transaction, a send that is rolled back counts for nothing.
 */
export async function spendWithinCooldownAndCap(
	db: Database,
	{ cooldown, key, cap, userId }: { cooldown: RateLimitRule; key: string | null; cap: RateLimitRule; userId: number },
): Promise<'allowed' | 'cooling-down' | 'capped'> {
	const refused = await hitEveryLimit(db, [
		...(key === null ? [] : [{ rule: cooldown, subject: key, refusal: 'cooling-down' as const }]),
		{ rule: cap, subject: userId, refusal: 'capped' as const },
	])
	return refused?.refusal ?? 'allowed'
}
