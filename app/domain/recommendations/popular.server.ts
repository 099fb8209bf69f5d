import type { Database } from '#db/database.ts'
import { remembered } from '../memo.server.ts'
import { clampScore, eligibleListings, people, type Candidate, type EngineContext } from './signals.server.ts'
import type { Words } from '#app/i18n/words.ts'

const WEEK_MS = 7 * 86_400_000
const TRENDING_POOL = 300
/** Trending moves slowly; counting a week of views is the engine's costliest query, so it is shared for 5 minutes. */
const TRENDING_TTL_MS = 5 * 60_000

type Trend = { listingId: number; views: number; saves: number; weight: number }
/** The week the trends were counted over, since to until: a caller's own activity is taken out over the same week. */
type Week = { since: string; until: string }

/** This week's most viewed and saved listings on all of Soko (a save counts as three views), and the week counted. */
export function trendingListings(db: Database): Promise<{ week: Week; trends: Trend[] }> {
	return remembered(db, 'trending', TRENDING_TTL_MS, async () => {
		const now = Date.now()
		const week = { since: new Date(now - WEEK_MS).toISOString(), until: new Date(now).toISOString() }
		const [views, saves] = await Promise.all([
			db
				.selectFrom('user_actions')
				.select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')])
				.where('timestamp', '>=', week.since)
				.where('timestamp', '<=', week.until)
				.where('action_type', '=', 'VIEW')
				.where('listing_id', 'is not', null)
				.groupBy('listing_id')
				.orderBy('n', 'desc')
				.limit(TRENDING_POOL)
				.execute(),
			// A seller saving their own listing is not interest in it (views of one's own listing are never tracked).
			db
				.selectFrom('user_saves')
				.innerJoin('listings', 'listings.id', 'user_saves.listing_id')
				.select(['user_saves.listing_id', (eb) => eb.fn.countAll<number>().as('n')])
				.where('user_saves.created_at', '>=', week.since)
				.where('user_saves.created_at', '<=', week.until)
				.whereRef('user_saves.user_id', '!=', 'listings.seller_id')
				.groupBy('user_saves.listing_id')
				.orderBy('n', 'desc')
				.limit(TRENDING_POOL)
				.execute(),
		])
		const trends = new Map<number, Trend>()
		const trend = (id: number) => trends.get(id) ?? trends.set(id, { listingId: id, views: 0, saves: 0, weight: 0 }).get(id)!
		for (const v of views) if (v.listing_id !== null) trend(v.listing_id).views = Number(v.n)
		for (const s of saves) trend(s.listing_id).saves = Number(s.n)
		for (const t of trends.values()) t.weight = t.views + 3 * t.saves
		return { week, trends: [...trends.values()].sort((a, b) => b.weight - a.weight || b.listingId - a.listingId).slice(0, TRENDING_POOL) }
	})
}

function trendReasons({ views, saves }: Trend): Words[] {
	return [
		...(views ? [{ text: views === 1 ? 'Viewed {count} time in the last 7 days' : 'Viewed {count} times in the last 7 days', vars: { count: views } }] : []),
		...(saves ? [{ text: 'Saved by {people} in the last 7 days', vars: { people: people(saves) } }] : []),
	]
}

/**
 * The caller's own views and saves of the week among these listings: their own interest is not other people's, so a
 * listing only they looked at is not "trending" for them, and the counts in its reasons are everyone else's. Counted
 * over the trends' own week: the trends are shared for minutes, and what the caller did since is not in them.
 */
async function ownActivity({ db, signals }: EngineContext, listingIds: number[], week: Week) {
	const [views, saves] = await Promise.all([
		db
			.selectFrom('user_actions')
			.select(['listing_id', (eb) => eb.fn.countAll<number>().as('n')])
			.where('user_id', '=', signals.userId)
			.where('timestamp', '>=', week.since)
			.where('timestamp', '<=', week.until)
			.where('action_type', '=', 'VIEW')
			.where('listing_id', 'in', listingIds)
			.groupBy('listing_id')
			.execute(),
		db
			.selectFrom('user_saves')
			.select('listing_id')
			.where('user_id', '=', signals.userId)
			.where('created_at', '>=', week.since)
			.where('created_at', '<=', week.until)
			.where('listing_id', 'in', listingIds)
			.execute(),
	])
	return { views: new Map(views.map((v) => [v.listing_id, Number(v.n)])), saves: new Set(saves.map((s) => s.listing_id)) }
}

/** This week's trends as other people made them: the caller's own views and saves taken out. */
async function othersTrends(ctx: EngineContext, { week, trends }: { week: Week; trends: Trend[] }): Promise<Trend[]> {
	const own = await ownActivity(ctx, trends.map((t) => t.listingId), week)
	return trends
		.map((t) => {
			const views = Math.max(0, t.views - (own.views.get(t.listingId) ?? 0))
			const saves = Math.max(0, t.saves - (own.saves.has(t.listingId) ? 1 : 0))
			return { listingId: t.listingId, views, saves, weight: views + 3 * saves }
		})
		.filter((t) => t.weight > 0)
		.sort((a, b) => b.weight - a.weight || b.listingId - a.listingId)
}

/** POPULAR: the listings other people viewed and saved most in the last 7 days, scored against the week's top one. */
export async function popular(ctx: EngineContext): Promise<Candidate[]> {
	const global = await trendingListings(ctx.db)
	if (!global.trends.length) return []
	const trends = await othersTrends(ctx, global)
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
