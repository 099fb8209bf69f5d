import { Form, Link, useRevalidator } from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/browse'
import { parseBrowseQuery, type BrowseQuery } from '#app/domain/browse-query.ts'
import { activeFilters, withoutFilters } from '#app/domain/browse-filters.ts'
import { SORTS } from '#app/domain/sorts.ts'
import { browseResults } from '#app/domain/search/browse-results.server.ts'
import { CATEGORIES, categoryLabel } from '#app/domain/categories.ts'
import { KENYAN_TOWNS } from '#app/domain/towns.ts'
import { subcategoriesOf, subcategoryLabel } from '#app/domain/subcategories.ts'
import { ListingGrid } from '#app/components/listing-card.tsx'
import { notAfterSave } from '#app/components/save-toggle.tsx'
import { savedMarker } from '#app/domain/engagement/saves.server.ts'
import { cardOf } from '#app/domain/listing-cards.ts'
import { getUser } from '#app/utils/auth.server.ts'

export const meta: Route.MetaFunction = ({ data }) => [
	{ title: data?.query.q ? `“${data.query.q}” · Browse · Soko` : 'Browse items · Soko' },
	{ name: 'description', content: 'Browse second-hand items for sale across Kenya, by category, price and town.' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const [result, viewer] = await Promise.all([browseResults(context.db, parseBrowseQuery(new URL(request.url).searchParams)), getUser(request, context)])
	const markSaved = await savedMarker(context.db, { viewer, listingIds: [...result.items, ...result.similar].map((l) => l.id) })
	return { ...result, items: markSaved(result.items).map(cardOf), similar: markSaved(result.similar).map(cardOf) }
}

export const shouldRevalidate = notAfterSave

const REFRESH_MS = 30_000

/** The same URL with some filters changed; page goes back to 1 unless given. */
function withQuery(query: BrowseQuery, changes: Partial<BrowseQuery>) {
	const next = { ...query, page: 1, ...changes }
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(next)) {
		const isDefault = (key === 'sort' && value === 'newest') || (key === 'view' && value === 'grid') || (key === 'page' && value === 1)
		if (value !== undefined && value !== '' && !isDefault) params.set(key, String(value))
	}
	const search = params.toString()
	return search ? `/browse?${search}` : '/browse'
}

function countLine(total: number, query: BrowseQuery) {
	const what = `${total.toLocaleString('en-KE')} item${total === 1 ? '' : 's'}`
	const where = query.subcategory ? subcategoryLabel(query.subcategory) : query.category ? categoryLabel(query.category) : null
	const parts = [query.q ? `matching “${query.q}”` : null, where ? `in ${where}` : null, query.location ? `near ${query.location}` : null]
	return `${what} found ${parts.filter(Boolean).join(' ')}`.trim()
}

export default function Browse({ loaderData }: Route.ComponentProps) {
	const { query, items, total, pages, correctedFrom, similar, similarMatchWords } = loaderData
	const filters = activeFilters(query)
	// A subcategory is counted with its category: one choice, one filter.
	const filterCount = Object.keys(filters).filter((name) => name !== 'subcategory').length
	const revalidator = useRevalidator()
	useEffect(() => {
		const timer = setInterval(() => {
			if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
		}, REFRESH_MS)
		return () => clearInterval(timer)
	}, [revalidator])
	return (
		<>
			<h1>Browse items</h1>
			<Form method="get" className="filters" aria-label="Filter items">
				<div className="field">
					<label htmlFor="q">Search</label>
					<input id="q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} placeholder="Title or description" />
				</div>
				<div className="field">
					<label htmlFor="sort">Sort by</label>
					<select id="sort" name="sort" defaultValue={query.sort}>
						{SORTS.map((s) => (
							<option key={s.value} value={s.value}>
								{s.label}
							</option>
						))}
					</select>
				</div>
				{/* Folded so that the first results show on a phone's first screen; works without JavaScript. */}
				<details className="more-filters">
					<summary>Filters{filterCount ? ` (${filterCount} on)` : ''}</summary>
					<div className="filters-grid">
						<div className="field">
							<label htmlFor="category">Category</label>
							<select id="category" name="category" defaultValue={query.category ?? ''}>
								<option value="">All categories</option>
								{CATEGORIES.map((c) => (
									<option key={c.slug} value={c.slug}>
										{c.label}
									</option>
								))}
							</select>
						</div>
						{query.category ? (
							<div className="field">
								<label htmlFor="subcategory">Subcategory</label>
								<select id="subcategory" name="subcategory" defaultValue={query.subcategory ?? ''}>
									<option value="">All of {categoryLabel(query.category)}</option>
									{subcategoriesOf(query.category).map((s) => (
										<option key={s.slug} value={s.slug}>
											{s.label}
										</option>
									))}
								</select>
							</div>
						) : null}
						<div className="field">
							<label htmlFor="location">Location</label>
							<select id="location" name="location" defaultValue={query.location ?? ''}>
								<option value="">All of Kenya</option>
								{KENYAN_TOWNS.map((t) => (
									<option key={t}>{t}</option>
								))}
							</select>
						</div>
						<div className="field">
							<label htmlFor="minPrice">Min price (KSh)</label>
							<input id="minPrice" name="minPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.minPrice ?? ''} />
						</div>
						<div className="field">
							<label htmlFor="maxPrice">Max price (KSh)</label>
							<input id="maxPrice" name="maxPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.maxPrice ?? ''} />
						</div>
					</div>
				</details>
				{query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
				<button className="btn btn-primary" type="submit">
					Apply filters
				</button>
			</Form>
			<div className="section-head">
				<p role="status" style={{ margin: 0 }}>
					{countLine(total, query)}
				</p>
				<nav className="row" aria-label="Layout">
					<Link className="btn" to={withQuery(query, { view: 'grid', page: query.page })} aria-current={query.view === 'grid' ? 'true' : undefined}>
						Grid
					</Link>
					<Link className="btn" to={withQuery(query, { view: 'list', page: query.page })} aria-current={query.view === 'list' ? 'true' : undefined}>
						List
					</Link>
				</nav>
			</div>
			{correctedFrom ? (
				<p className="notice">
					No items match “{correctedFrom}”. Showing results for <strong>“{query.q}”</strong>.
				</p>
			) : null}
			<h2 className="sr-only">Results</h2>
			{items.length ? (
				<ListingGrid listings={items} view={query.view} eagerCount={2} />
			) : (
				<EmptyResults query={query} filters={filters} similar={similar} matchingWords={similarMatchWords} />
			)}
			{pages > 1 ? (
				<nav className="pager" aria-label="Pages">
					{query.page > 1 ? (
						<Link className="btn" rel="prev" to={withQuery(query, { page: query.page - 1 })}>
							Previous
						</Link>
					) : null}
					<span>
						Page {query.page} of {pages}
					</span>
					{query.page < pages ? (
						<Link className="btn" rel="next" to={withQuery(query, { page: query.page + 1 })}>
							Next
						</Link>
					) : null}
				</nav>
			) : null}
		</>
	)
}

const FILTER_NAMES: Record<keyof ReturnType<typeof activeFilters>, (query: BrowseQuery) => string> = {
	category: (q) => categoryLabel(q.category ?? ''),
	subcategory: (q) => subcategoryLabel(q.subcategory ?? null) ?? '',
	location: (q) => `near ${q.location}`,
	minPrice: (q) => `from KSh ${q.minPrice?.toLocaleString('en-KE')}`,
	maxPrice: (q) => `up to KSh ${q.maxPrice?.toLocaleString('en-KE')}`,
}

/** Nothing found: the words stay; each filter can be dropped on its own (a category takes its subcategory along). */
function EmptyResults({
	query,
	filters,
	similar,
	matchingWords,
}: {
	query: BrowseQuery
	filters: ReturnType<typeof activeFilters>
	similar: Route.ComponentProps['loaderData']['similar']
	matchingWords: boolean
}) {
	const names = Object.keys(filters) as (keyof typeof filters)[]
	return (
		<div className="empty">
			<p>No items match your search.</p>
			{names.length ? (
				<>
					<p>Try without:</p>
					<ul className="row" aria-label="Remove a filter">
						{names.map((name) => (
							<li key={name}>
								<Link className="btn" to={withQuery(query, name === 'category' ? { category: undefined, subcategory: undefined } : { [name]: undefined })}>
									✕ {FILTER_NAMES[name](query)}
								</Link>
							</li>
						))}
					</ul>
					<Link className="btn" to={withQuery(withoutFilters(query), {})}>
						Clear filters
					</Link>
				</>
			) : (
				<Link className="btn" to="/browse">
					Clear search
				</Link>
			)}
			{similar.length ? (
				<>
					<h2>{matchingWords ? `Items matching “${query.q}” elsewhere` : 'Newest items'}</h2>
					<ListingGrid listings={similar} view={query.view} />
				</>
			) : null}
		</div>
	)
}
