import { clampScore, eligibleListings, type Candidate, type EngineContext } from './signals.server.ts'
import type { Words } from '#app/i18n/words.ts'

/** Bounds that keep the work per user flat however popular the listings they looked at are. */
const CO_USERS_PER_SEEDS = 2_000
const NEIGHBOURS = 100
const POOL = 200

/**
 * COLLABORATIVE: people who viewed or saved what the user did (their "neighbours", closest first), and what else
 * those people viewed or saved. A listing's score grows with how many neighbours chose it.
 */
export async function collaborative(ctx: EngineContext): Promise<Candidate[]> {
	const { db, signals } = ctx
	const seedIds = signals.seeds.map((s) => s.id)
	if (!seedIds.length) return []
	const [viewed, saved] = await Promise.all([
		db
			.selectFrom('user_actions')
			.select(['user_id', 'listing_id'])
			.where('listing_id', 'in', seedIds)
			.where('user_id', '!=', signals.userId)
			.orderBy('timestamp', 'desc')
			.limit(CO_USERS_PER_SEEDS)
			.execute(),
		db.selectFrom('user_saves').select(['user_id', 'listing_id']).where('listing_id', 'in', seedIds).where('user_id', '!=', signals.userId).limit(CO_USERS_PER_SEEDS).execute(),
	])
	// Each neighbour with the seeds they share with the user.
	const shared = new Map<number, Set<number>>()
	for (const row of [...viewed, ...saved]) {
		if (row.listing_id !== null) (shared.get(row.user_id) ?? shared.set(row.user_id, new Set()).get(row.user_id)!).add(row.listing_id)
	}
	const neighbours = [...shared].sort((a, b) => b[1].size - a[1].size || b[0] - a[0]).slice(0, NEIGHBOURS)
	if (!neighbours.length) return []
	const neighbourIds = neighbours.map(([id]) => id)
	const [theirActions, theirSaves] = await Promise.all([
		db.selectFrom('user_actions').select(['user_id', 'listing_id']).where('user_id', 'in', neighbourIds).where('listing_id', 'is not', null).execute(),
		db.selectFrom('user_saves').select(['user_id', 'listing_id']).where('user_id', 'in', neighbourIds).execute(),
	])
	const seen = new Set(seedIds)
	const chosenBy = new Map<number, Set<number>>()
	for (const row of [...theirActions, ...theirSaves]) {
		if (row.listing_id === null || seen.has(row.listing_id)) continue
		;(chosenBy.get(row.listing_id) ?? chosenBy.set(row.listing_id, new Set()).get(row.listing_id)!).add(row.user_id)
	}
	const pool = [...chosenBy].sort((a, b) => b[1].size - a[1].size || b[0] - a[0]).slice(0, POOL)
	if (!pool.length) return []
	const eligible = new Set((await eligibleListings(ctx).select('listings.id').where('listings.id', 'in', pool.map(([id]) => id)).execute()).map((l) => l.id))
	const titles = new Map(signals.seeds.map((s) => [s.id, s.title]))
	return pool
		.filter(([id]) => eligible.has(id))
		.slice(0, ctx.limit)
		.map(([listingId, by]) => {
			// The seed that most of these people share with the user: the honest "because you looked at".
			const links = new Map<number, number>()
			for (const user of by) for (const seed of shared.get(user) ?? []) links.set(seed, (links.get(seed) ?? 0) + 1)
			const because = [...links].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0]
			const reasons: Words[] = [
				{
					text: by.size === 1 ? '{count} person who viewed or saved what you did also viewed or saved this' : '{count} people who viewed or saved what you did also viewed or saved this',
					vars: { count: by.size },
				},
				{ text: by.size === 1 ? 'Like you, they looked at “{title}”' : 'Like you, some of them looked at “{title}”', vars: { title: titles.get(because) ?? '' } },
			]
			return { listingId, type: 'COLLABORATIVE' as const, score: clampScore(by.size / (by.size + 2)), reasons }
		})
}
