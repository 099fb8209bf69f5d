import { formatKsh } from '#app/utils/format.ts'
import { categoryLabel } from '../listings/categories.ts'
import { clampScore, eligibleListings, type Candidate, type EngineContext, type Seed } from './signals.server.ts'
import type { Words } from '#app/i18n/words.ts'

const TOP_CATEGORIES = 3
const POOL_PER_CATEGORY = 150
/** The price band around what the user looked at in a category: 30% either side of the cheapest and dearest. */
const BAND = 0.3
/** Words that say nothing about the item itself. */
const NOISE = new Set(
	'and the for with from used new clean quick sale original affordable slightly like good very nice size set pair ex-uk brand condition working'.split(' '),
)

/** The words of a title that describe the item: lower case, 3+ characters, not just a number, not noise. */
export function titleWords(title: string) {
	return new Set(
		title
			.toLowerCase()
			.split(/[^\p{L}\p{N}-]+/u)
			.filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !NOISE.has(w)),
	)
}

type Taste = { category: string; share: number; min: number; max: number; example: Seed }

/** The user's taste per category: how much of their attention it has, the prices they looked at, one example. */
function tastes(seeds: Seed[]): Taste[] {
	const total = seeds.reduce((sum, s) => sum + s.weight, 0)
	const byCategory = new Map<string, Seed[]>()
	for (const seed of seeds) byCategory.set(seed.category, [...(byCategory.get(seed.category) ?? []), seed])
	return [...byCategory]
		.map(([category, list]) => ({
			category,
			share: list.reduce((sum, s) => sum + s.weight, 0) / total,
			min: Math.min(...list.map((s) => s.price_cents)),
			max: Math.max(...list.map((s) => s.price_cents)),
			example: list[0]!,
		}))
		.sort((a, b) => b.share - a.share)
		.slice(0, TOP_CATEGORIES)
}

const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ')

/**
 * CONTENT_BASED: listings like those the user viewed or saved — the same category, a similar price, shared title
 * words — each with the reasons that hold for it.
 */
export async function contentBased(ctx: EngineContext): Promise<Candidate[]> {
	const { seeds } = ctx.signals
	if (!seeds.length) return []
	const seen = new Set(seeds.map((s) => s.id))
	const words = new Set(seeds.flatMap((s) => [...titleWords(s.title)]))
	const wanted = ctx.filters.categories
	const found = await Promise.all(
		tastes(seeds)
			.filter((t) => !wanted.length || wanted.includes(t.category as (typeof wanted)[number]))
			.map(async (taste) => {
				const rows = await eligibleListings(ctx)
					.select(['listings.id', 'listings.title', 'listings.price_cents'])
					.where('listings.category', '=', taste.category)
					.where('listings.price_cents', '>=', Math.floor(taste.min * (1 - BAND)))
					.where('listings.price_cents', '<=', Math.ceil(taste.max * (1 + BAND)))
					.orderBy('listings.created_at', 'desc')
					.limit(POOL_PER_CATEGORY)
					.execute()
				const label = categoryLabel(taste.category)
				return rows
					.filter((l) => !seen.has(l.id))
					.map((l) => {
						const shared = [...titleWords(l.title)].filter((w) => words.has(w)).slice(0, 3)
						const close = l.price_cents >= taste.min && l.price_cents <= taste.max
						const reasons: Words[] = [
							...(shared.length ? [{ text: 'Title shares {words} with what you viewed or saved', vars: { words: quoted(shared) } }] : []),
							{ text: 'In {category}, like “{title}”', vars: { category: { text: label }, title: taste.example.title } },
							...(close
								? [{ text: 'Priced like what you viewed in {category} ({min} – {max})', vars: { category: { text: label }, min: formatKsh(taste.min), max: formatKsh(taste.max) } }]
								: []),
						]
						const score = 0.2 + 0.3 * taste.share + (close ? 0.2 : 0.1) + 0.3 * Math.min(1, shared.length / 2)
						return { listingId: l.id, type: 'CONTENT_BASED' as const, score: clampScore(score), reasons }
					})
			}),
	)
	return found
		.flat()
		.sort((a, b) => b.score - a.score || b.listingId - a.listingId)
		.slice(0, ctx.limit)
}
