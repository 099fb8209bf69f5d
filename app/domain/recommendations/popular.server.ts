import type { Database } from '#db/database.ts'
import { remembered } from './memo.server.ts'
import { clampScore, eligibleListings, people, type Candidate, type EngineContext } from './signals.server.ts'

const WEEK_MS = 7 * 86_400_000
const TRENDING_POOL = 300
/** Trending moves slowly; counting a week of views is the engine's costliest query, so it is shared for 5 minutes. */
const TRENDING_TTL_MS = 5 * 60_000

type Trend = { listingId: number; views: number; saves: number; weight: number }

/** This week's most viewed and saved listings on all of Soko (a save counts as three views). */
export function trendingListings(db: Database): Promise<Trend[]> {
	return remembered(db, 'trending', TRENDING_TTL_MS, async () => {
		const since = new Date(Date.now() - WEEK_MS).toISOString()
		const [views, saves] = await Promise.all([
			db
				.selectFrom('user_actions')
				.select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')])
				.where('timestamp', '>=', since)
				.where('action_type', '=', 'VIEW')
				.where('listing_id', 'is not', null)
				.groupBy('listing_id')
				.orderBy('n', 'desc')
				.limit(TRENDING_POOL)
				.execute(),
			db
				.selectFrom('user_saves')
				.select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')])
				.where('created_at', '>=', since)
				.groupBy('listing_id')
				.orderBy('n', 'desc')
				.limit(TRENDING_POOL)
				.execute(),
		])
		const trends = new Map<number, Trend>()
		const trend = (id: number) => trends.get(id) ?? trends.set(id, { listingId: id, views: 0, saves: 0, weight: 0 }).get(id)!
		for (const v of views) if (v.listing_id !== null) trend(v.listing_id).views = Number(v.n)
		for (const s of saves) trend(s.listing_id).saves = Number(s.n)
		for (const t of trends.values()) t.weight = t.views + 3 * t.saves
		return [...trends.values()].sort((a, b) => b.weight - a.weight || b.listingId - a.listingId).slice(0, TRENDING_POOL)
	})
}

function trendReasons({ views, saves }: Trend) {
	return [
		...(views ? [`Viewed ${views} ${views === 1 ? 'time' : 'times'} in the last 7 days`] : []),
		...(saves ? [`Saved by ${people(saves)} in the last 7 days`] : []),
	]
}

/** POPULAR: the most viewed and saved listings of the last 7 days, scored against the week's top listing. */
export async function popular(ctx: EngineContext): Promise<Candidate[]> {
	const trends = await trendingListings(ctx.db)
	if (!trends.length) return []
	const eligible = new Set(
		(await eligibleListings(ctx).select('listings.id').where('listings.id', 'in', trends.map((t) => t.listingId)).execute()).map((l) => l.id),
	)
	const top = trends[0]!.weight
	return trends
		.filter((t) => eligible.has(t.listingId))
		.slice(0, ctx.limit)
		.map((t) => ({ listingId: t.listingId, type: 'POPULAR', score: clampScore(0.2 + (0.6 * t.weight) / top), reasons: trendReasons(t) }))
}
