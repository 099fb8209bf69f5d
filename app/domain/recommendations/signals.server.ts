import type { Database } from '#db/database.ts'
import type { UserActionsTable } from '#db/schema.ts'
import type { RecommendationFilters } from './filters.ts'
import { getPreferences } from './preferences.server.ts'
import type { Preferences } from './preference-rules.ts'
import type { RecommendationType } from './kinds.ts'
import { toTown } from '../listings/towns.ts'
import { publiclyListed } from '../listings/visibility.server.ts'
import type { Words } from '#app/i18n/words.ts'

/** How much one action says about a user's taste: saving or contacting says more than a look. */
const WEIGHTS: Record<UserActionsTable['action_type'], number> = { VIEW: 1, LIKE: 2, SHARE: 2, SEARCH: 0, CONTACT_SELLER: 3, PURCHASE: 3 }
const SAVE_WEIGHT = 3
/** The recent past is what counts: the last 200 actions and 100 saves, of which the 30 most recent listings. */
const RECENT_ACTIONS = 200
const RECENT_SAVES = 100
export const MAX_SEEDS = 30

export type Seed = { id: number; title: string; category: string; price_cents: number; town: string | null; weight: number }

/** What the engine knows of one user: the listings they engaged with (newest first), their preferences and towns. */
export type Signals = { userId: number; seeds: Seed[]; preferences: Preferences; ownTowns: string[] }

/** `reasons` are words (words.ts): stored so, said in the reader's language when shown. */
export type Candidate = { listingId: number; type: RecommendationType; score: number; reasons: Words[] }

export type EngineContext = { db: Database; signals: Signals; filters: RecommendationFilters; limit: number }

export async function userSignals(db: Database, { userId }: { userId: number }): Promise<Signals> {
	const [actions, saves, preferences, own] = await Promise.all([
		db
			.selectFrom('user_actions')
			.select(['listing_id', 'action_type', 'timestamp'])
			.where('user_id', '=', userId)
			.where('listing_id', 'is not', null)
			.orderBy('timestamp', 'desc')
			.orderBy('id', 'desc')
			.limit(RECENT_ACTIONS)
			.execute(),
		db.selectFrom('user_saves').select(['listing_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').limit(RECENT_SAVES).execute(),
		getPreferences(db, { userId }),
		db.selectFrom('listings').select('town').distinct().where('seller_id', '=', userId).where('status', '=', 'PUBLISHED').where('town', 'is not', null).execute(),
	])
	const weights = new Map<number, { weight: number; at: string }>()
	const add = (id: number, weight: number, at: string) => {
		const seen = weights.get(id)
		weights.set(id, { weight: (seen?.weight ?? 0) + weight, at: seen && seen.at > at ? seen.at : at })
	}
	for (const a of actions) if (a.listing_id !== null) add(a.listing_id, WEIGHTS[a.action_type], a.timestamp)
	for (const s of saves) add(s.listing_id, SAVE_WEIGHT, s.created_at)
	const recent = [...weights].sort((a, b) => b[1].at.localeCompare(a[1].at)).slice(0, MAX_SEEDS)
	const listings = recent.length
		? await db
				.selectFrom('listings')
				.select(['id', 'title', 'category', 'price_cents', 'town'])
				.where('id', 'in', recent.map(([id]) => id))
				.where('seller_id', '!=', userId)
				.execute()
		: []
	const byId = new Map(listings.map((l) => [l.id, l]))
	const seeds = recent.flatMap(([id, { weight }]) => {
		const listing = byId.get(id)
		return listing ? [{ ...listing, weight }] : []
	})
	return { userId, seeds, preferences, ownTowns: own.flatMap((o) => (o.town ? [o.town] : [])) }
}

/** Published listings a user may be recommended, inside the panel's filters: never their own, never unpublished or sold. */
export function eligibleListings({ db, signals, filters }: Pick<EngineContext, 'db' | 'signals' | 'filters'>) {
	let listings = db.selectFrom('listings').where(publiclyListed).where('listings.seller_id', '!=', signals.userId)
	if (filters.categories.length) listings = listings.where('listings.category', 'in', filters.categories)
	if (filters.minPriceCents !== null) listings = listings.where('listings.price_cents', '>=', filters.minPriceCents)
	if (filters.maxPriceCents !== null) listings = listings.where('listings.price_cents', '<=', filters.maxPriceCents)
	if (filters.location !== null) listings = listings.where('listings.town', '=', toTown(filters.location) ?? filters.location)
	return listings
}

/** 1 for a listing put up today, falling to 0 at 30 days old. */
export function freshness(createdAt: string, now = Date.now()) {
	const days = (now - Date.parse(createdAt)) / 86_400_000
	return Math.max(0, Math.min(1, 1 - days / 30))
}

export const clampScore = (score: number) => Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000

export const people = (count: number): Words => ({ text: count === 1 ? '{count} person' : '{count} people', vars: { count } })
