import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link, useLocation, useRevalidator } from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/browse'
import { parseBrowseQuery, type BrowseQuery } from '#app/domain/search/browse-query.ts'
import { activeFilters, withoutFilters } from '#app/domain/search/browse-filters.ts'
import { SORTS } from '#app/domain/search/sorts.ts'
import { SEARCH_COUNT_CAP } from '#app/domain/search/search-count.ts'
import { browseResults } from '#app/domain/search/browse-results.server.ts'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { KENYAN_TOWNS } from '#app/domain/listings/towns.ts'
import { subcategoryLabel } from '#app/domain/listings/subcategories.ts'
import { CategoryFilter } from '#app/components/category-filter.tsx'
import { ListingGrid } from '#app/components/listing-card.tsx'
import { notAfterSave } from '#app/components/save-toggle.tsx'
import { savedMarker } from '#app/domain/engagement/saves.server.ts'
import { cardOf } from '#app/domain/listings/cards.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
	const t = metaT(matches)
	return [
		{ title: data?.query.q ? `“${data.query.q}” · ${t('Browse')} · Soko` : `${t('Browse items')} · Soko` },
		{ name: 'description', content: t('Browse second-hand items for sale across Kenya, by category, price and town.') },
	]
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const [result, viewer, words] = await Promise.all([
		browseResults(context.db, parseBrowseQuery(pageUrl(request.url).searchParams)),
		getUser(request, context),
		pageMessages(request, context, ['browse', 'listings']),
	])
	const markSaved = await savedMarker(context.db, { viewer, listingIds: [...result.items, ...result.similar].map((l) => l.id) })
	return { ...result, items: markSaved(result.items).map(cardOf), similar: markSaved(result.similar).map(cardOf), ...words }
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

/**
 * "12 items found matching “simu” in Electronics near Nairobi" ("1,000+ items found" past a search's count cap): each
 * part phrased so it reads in either language.
 */
function countLine(t: Translate, locale: string, { total, more }: { total: number; more: boolean }, query: BrowseQuery) {
	const where = query.subcategory ? subcategoryLabel(query.subcategory) : query.category ? categoryLabel(query.category) : null
	return [
		more
			? t('{count}+ items found', { count: SEARCH_COUNT_CAP.toLocaleString(locale) })
			: t(total === 1 ? '{count} item found' : '{count} items found', { count: total.toLocaleString(locale) }),
		query.q ? t('matching “{q}”', { q: query.q }) : null,
		where ? t('in {where}', { where: t(where) }) : null,
		query.location ? t('near {location}', { location: query.location }) : null,
	]
		.filter(Boolean)
		.join(' ')
}

export default function Browse({ loaderData }: Route.ComponentProps) {
	const { query, items, total, more, pages, correctedFrom, similar, similarMatchWords } = loaderData
	const filters = activeFilters(query)
	// A subcategory is counted with its category: one choice, one filter.
	const filterCount = Object.keys(filters).filter((name) => name !== 'subcategory').length
	const revalidator = useRevalidator()
	const t = useT()
	const locale = useIntlLocale()
	const { search } = useLocation()
	useEffect(() => {
		const timer = setInterval(() => {
			if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
		}, REFRESH_MS)
		return () => clearInterval(timer)
	}, [revalidator])
	return (
		<>
			<div className="section-head browse-head">
				<h1>{t('Browse items')}</h1>
				<nav className="row" aria-label={t('Layout')}>
					<Link className="btn" to={withQuery(query, { view: 'grid', page: query.page })} aria-current={query.view === 'grid' ? 'true' : undefined}>
						{t('Grid')}
					</Link>
					<Link className="btn" to={withQuery(query, { view: 'list', page: query.page })} aria-current={query.view === 'list' ? 'true' : undefined}>
						{t('List')}
					</Link>
				</nav>
			</div>
			{/* Keyed by the address: a search from the header (or Back) shows its own words and filters here, not the last ones. */}
			<Form method="get" className="filters" aria-label={t('Filter items')} key={search}>
				{/* On a phone the header's search box is the search (it keeps these filters): this one is left out there. */}
				<div className="field search-field">
					<label htmlFor="q">{t('Search')}</label>
					<input id="q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} placeholder={t('Title or description')} />
				</div>
				<div className="field sort-field">
					<label htmlFor="sort">{t('Sort by')}</label>
					<select id="sort" name="sort" defaultValue={query.sort}>
						{SORTS.map((s) => (
							<option key={s.value} value={s.value}>
								{t(s.label)}
							</option>
						))}
					</select>
				</div>
				{/* Folded so that the first results show on a phone's first screen; works without JavaScript. */}
				<details className="more-filters">
					<summary>{filterCount ? t('Filters ({count} on)', { count: filterCount }) : t('Filters')}</summary>
					<div className="filters-grid">
						{/* Keyed by the address's category: after a navigation it starts again from what was applied. */}
						<CategoryFilter key={query.category ?? ''} category={query.category} subcategory={query.subcategory} />
						<div className="field">
							<label htmlFor="location">{t('Location')}</label>
							<select id="location" name="location" defaultValue={query.location ?? ''}>
								<option value="">{t('All of Kenya')}</option>
								{KENYAN_TOWNS.map((t) => (
									<option key={t}>{t}</option>
								))}
							</select>
						</div>
						<div className="field">
							<label htmlFor="minPrice">{t('Min price (KSh)')}</label>
							<input id="minPrice" name="minPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.minPrice ?? ''} />
						</div>
						<div className="field">
							<label htmlFor="maxPrice">{t('Max price (KSh)')}</label>
							<input id="maxPrice" name="maxPrice" type="number" inputMode="numeric" min={0} step={1} defaultValue={query.maxPrice ?? ''} />
						</div>
					</div>
				</details>
				{query.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
				<button className="btn btn-primary" type="submit">
					{t('Apply filters')}
				</button>
			</Form>
			<p role="status" className="count-line">
				{countLine(t, locale, { total, more }, query)}
			</p>
			{correctedFrom ? (
				<p className="notice">
					{t('No items match “{word}”. Showing results for', { word: correctedFrom })} <strong>“{query.q}”</strong>.
				</p>
			) : null}
			<h2 className="sr-only">{t('Results')}</h2>
			{items.length ? (
				<ListingGrid listings={items} view={query.view} eagerCount={4} />
			) : (
				<EmptyResults query={query} filters={filters} similar={similar} matchingWords={similarMatchWords} />
			)}
			{pages > 1 ? (
				<nav className="pager" aria-label={t('Pages')}>
					{query.page > 1 ? (
						<Link className="btn" rel="prev" to={withQuery(query, { page: query.page - 1 })}>
							{t('Previous')}
						</Link>
					) : null}
					<span>
						{t('Page {page} of {pages}', { page: query.page, pages })}
					</span>
					{query.page < pages ? (
						<Link className="btn" rel="next" to={withQuery(query, { page: query.page + 1 })}>
							{t('Next')}
						</Link>
					) : null}
				</nav>
			) : null}
		</>
	)
}

const FILTER_NAMES: Record<keyof ReturnType<typeof activeFilters>, (query: BrowseQuery, t: Translate, locale: string) => string> = {
	category: (q, t) => t(categoryLabel(q.category ?? '')),
	subcategory: (q, t) => t(subcategoryLabel(q.subcategory ?? null) ?? ''),
	location: (q, t) => t('near {location}', { location: q.location ?? '' }),
	minPrice: (q, t, locale) => t('from KSh {amount}', { amount: q.minPrice?.toLocaleString(locale) ?? '' }),
	maxPrice: (q, t, locale) => t('up to KSh {amount}', { amount: q.maxPrice?.toLocaleString(locale) ?? '' }),
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
	const t = useT()
	const locale = useIntlLocale()
	return (
		<div className="empty">
			<p>{t('No items match your search.')}</p>
			{names.length ? (
				<>
					<p>{t('Try without:')}</p>
					<ul className="row" aria-label={t('Remove a filter')}>
						{names.map((name) => (
							<li key={name}>
								<Link className="btn" to={withQuery(query, name === 'category' ? { category: undefined, subcategory: undefined } : { [name]: undefined })}>
									✕ {FILTER_NAMES[name](query, t, locale)}
								</Link>
							</li>
						))}
					</ul>
					<Link className="btn" to={withQuery(withoutFilters(query), {})}>
						{t('Clear filters')}
					</Link>
				</>
			) : (
				<Link className="btn" to="/browse">
					{t('Clear search')}
				</Link>
			)}
			{similar.length ? (
				<>
					<h2>{matchingWords ? t('Items matching “{q}” elsewhere', { q: query.q ?? '' }) : t('Newest items')}</h2>
					<ListingGrid listings={similar} view={query.view} />
				</>
			) : null}
		</div>
	)
}
