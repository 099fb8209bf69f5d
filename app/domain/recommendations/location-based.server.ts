import type { Database } from '#db/database.ts'
import { toTown } from '../listings/towns.ts'
import { remembered } from '../memo.server.ts'
import { clampScore, eligibleListings, freshness, type Candidate, type EngineContext, type Signals } from './signals.server.ts'
import { publiclyListed } from '../listings/visibility.server.ts'
import type { Words } from '#app/i18n/words.ts'

const MAX_TOWNS = 3
const WEEK_MS = 7 * 86_400_000
const BUSIEST_TTL_MS = 60 * 60_000

type Town = { name: string; reason: Words }

/** What is true of the busiest towns: the first has the most items, the next ones are among the busiest. */
const busiestReason = (town: string, rank: number): Words => ({ text: rank === 0 ? 'In {town}, where most items on Soko are' : 'In {town}, one of the busiest towns on Soko', vars: { town } })

/** The towns with the most published listings, busiest first: where a newcomer most likely is, or trades. */
function busiestTowns(db: Database) {
	return remembered(db, 'busiest-towns', BUSIEST_TTL_MS, async () => {
		const rows = await db
			.selectFrom('listings')
			.select(['town', (eb) => eb.fn.countAll<number>().as('n')])
			.where(publiclyListed)
			.where('town', 'is not', null)
			.groupBy('town')
			.orderBy('n', 'desc')
			.limit(MAX_TOWNS)
			.execute()
		return rows.map((r, rank) => ({ name: r.town!, reason: busiestReason(r.town!, rank) }))
	})
}

/** The towns that say where this user is, with the reason each one is known: their choice first, then their habits. */
async function townsOf(db: Database, signals: Signals, chosen: string | null): Promise<Town[]> {
	const preferred = signals.preferences.preferred_locations
	if (chosen) {
		const isPreferred = preferred.some((p) => p.toLowerCase() === chosen.toLowerCase())
		return [{ name: chosen, reason: { text: isPreferred ? 'In {town}, one of your preferred locations' : 'In {town}, the location you chose', vars: { town: chosen } } }]
	}
	if (preferred.length) return preferred.slice(0, MAX_TOWNS).map((name) => ({ name, reason: { text: 'In {town}, one of your preferred locations', vars: { town: name } } }))
	const looked = new Map<string, number>()
	for (const seed of signals.seeds) if (seed.town) looked.set(seed.town, (looked.get(seed.town) ?? 0) + seed.weight)
	if (looked.size) {
		return [...looked]
			.sort((a, b) => b[1] - a[1])
			.slice(0, 2)
			.map(([name], rank) => ({ name, reason: { text: rank === 0 ? 'In {town}, where most items you looked at are' : 'In {town}, where you also looked at items', vars: { town: name } } }))
	}
	if (signals.ownTowns.length) return signals.ownTowns.slice(0, MAX_TOWNS).map((name) => ({ name, reason: { text: 'In {town}, where you sell', vars: { town: name } } }))
	return (await busiestTowns(db)).slice(0, 1)
}

/** The newest eligible listings in these towns, the first town scored a little higher. */
async function newestIn(ctx: EngineContext, towns: Town[]): Promise<Candidate[]> {
	const perTown = Math.ceil(ctx.limit / Math.max(1, towns.length))
	const now = Date.now()
	const found = await Promise.all(
		towns.map(async (town, rank) => {
			const rows = await eligibleListings(ctx)
				.select(['listings.id', 'listings.created_at'])
				.where('listings.town', '=', toTown(town.name) ?? town.name)
				.orderBy('listings.created_at', 'desc')
				.limit(perTown)
				.execute()
			return rows.map((l) => {
				const fresh = freshness(l.created_at, now)
				const reasons = [town.reason, ...(Date.parse(l.created_at) > now - WEEK_MS ? [{ text: 'Listed in the last 7 days' }] : [])]
				return { listingId: l.id, type: 'LOCATION_BASED' as const, score: clampScore(0.25 + 0.3 * fresh + (rank === 0 ? 0.15 : 0.05)), reasons }
			})
		}),
	)
	return found.flat()
}

/**
 * LOCATION_BASED: the newest listings in the user's preferred or usual towns (a newcomer: Soko's busiest town). When
 * those towns have nothing for them (a preferred town nobody sells in, a seller alone in theirs), the busiest town that
 * has, so the panel is never empty; a location chosen in the filters is kept to.
 */
export async function locationBased(ctx: EngineContext): Promise<Candidate[]> {
	const towns = await townsOf(ctx.db, ctx.signals, ctx.filters.location)
	const found = await newestIn(ctx, towns)
	if (found.length || ctx.filters.location) return found
	for (const busy of await busiestTowns(ctx.db)) {
		if (towns.some((t) => t.name === busy.name)) continue
		const there = await newestIn(ctx, [busy])
		if (there.length) return there
	}
	return found
}
