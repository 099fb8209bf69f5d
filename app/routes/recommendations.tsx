import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link, isRouteErrorResponse, useLocation, type ShouldRevalidateFunction } from 'react-router'
import type { Route } from './+types/recommendations'
import { DomainError } from '#app/domain/domain-error.ts'
import { TABS, tabOf } from '#app/domain/recommendations/kinds.ts'
import { PRICE_SLIDER } from '#app/domain/recommendations/preference-rules.ts'
import { hasFilters, parseRecommendationFilters } from '#app/domain/recommendations/filters.ts'
import { rankedRecommendations, recommendedCards, withSavedMarks } from '#app/domain/recommendations/recommendations.server.ts'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { notAfterSave } from '#app/components/save-toggle.tsx'
import { RecommendationGrid } from '#app/components/recommendations/recommendation-grid.tsx'
import { FiltersForm } from '#app/components/recommendations/filters-form.tsx'
import { PreferencesButton } from '#app/components/recommendations/preferences-dialog.tsx'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Recommended for you') + ' · Soko' }]

/** The filters of the address; the slider's ends (0 and 100,000) are "no limit", as in the preferences. */
function filtersOf(url: URL) {
	const params = new URLSearchParams(url.search)
	if (params.get('minPrice') === String(PRICE_SLIDER.min)) params.delete('minPrice')
	if (params.get('maxPrice') === String(PRICE_SLIDER.max)) params.delete('maxPrice')
	try {
		return parseRecommendationFilters(params)
	} catch (error) {
		if (error instanceof DomainError) throw new Response(error.message, { status: 400 })
		throw error
	}
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const url = pageUrl(request.url)
	const filters = filtersOf(url)
	const tab = tabOf(url.searchParams.get('type'))
	const all = await recommendedCards(context.db, { user, filters, t: requestT(request, user) })
	const shown = tab.type ? all.filter((r) => r.type === tab.type) : all
	return {
		tab: tab.slug,
		counts: Object.fromEntries(TABS.map((t) => [t.slug, t.type ? all.filter((r) => r.type === t.type).length : all.length])),
		items: await withSavedMarks(context.db, { user, items: shown }),
		filtered: hasFilters(filters),
		filterValues: {
			categories: filters.categories,
			minPrice: filters.minPriceCents === null ? PRICE_SLIDER.min : Math.min(PRICE_SLIDER.max, Math.round(filters.minPriceCents / 100)),
			maxPrice: filters.maxPriceCents === null ? PRICE_SLIDER.max : Math.min(PRICE_SLIDER.max, Math.round(filters.maxPriceCents / 100)),
			location: filters.location ?? '',
		},
		...(await pageMessages(request, context, ['buyer', 'listings'])),
	}
}

/** Refresh: the user's recommendations made afresh now, then this same view again. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	requireIntent((await readForm(request)).get('intent'), ['refresh'])
	await rankedRecommendations(context.db, { userId: user.id, refresh: true })
	return redirectWithToast(`/recommendations${pageUrl(request.url).search}`, { title: 'Recommendations refreshed', variant: 'success' }, context.env)
}

// A Save on a card answers only its button: the list stays as it is until the next visit or Refresh.
export const shouldRevalidate: ShouldRevalidateFunction = notAfterSave

function tabHref(slug: string, search: string) {
	const params = new URLSearchParams(search)
	params.delete('type')
	if (slug !== 'all') params.set('type', slug)
	const query = params.toString()
	return `/recommendations${query ? `?${query}` : ''}`
}

export default function Recommendations({ loaderData }: Route.ComponentProps) {
	const { tab, counts, items, filtered, filterValues } = loaderData
	const t = useT()
	const { search } = useLocation()
	const label = TABS.find((t) => t.slug === tab)!.label
	return (
		<>
			<div className="section-head" style={{ marginTop: 0 }}>
				<h1>{t('Recommended for you')}</h1>
				<PreferencesButton />
			</div>
			<p className="muted">{t('Picked from what you view and save, your preferences, and what is popular on Soko. Each item says why.')}</p>
			<nav aria-label={t('Recommendation types')} style={{ overflowX: 'auto' }}>
				<div className="tabs">
					{TABS.map((kind) => (
						<Link key={kind.slug} to={tabHref(kind.slug, search)} aria-current={kind.slug === tab ? 'page' : undefined} style={{ whiteSpace: 'nowrap' }}>
							{t(kind.label)} ({counts[kind.slug] ?? 0})
						</Link>
					))}
				</div>
			</nav>
			<FiltersForm key={search} tab={tab} values={filterValues} active={filtered} />
			<Form method="post" action={`/recommendations${search}`} style={{ marginBottom: 12 }}>
				<button className="btn" type="submit" name="intent" value="refresh">
					{t('Refresh')}
				</button>
			</Form>
			{/* The cards' titles are h3s: the tab's name heads them (for screen readers; the tabs show it). */}
			<h2 className="sr-only">{t(label)}</h2>
			{items.length ? (
				<RecommendationGrid items={items} />
			) : (
				<div className="empty">
					<p>{filtered ? t('No recommendations match these filters.') : tab === 'all' ? t('No recommendations yet.') : t('Nothing under {tab} yet.', { tab: t(label) })}</p>
					<p>{t('View and save items you like, or set your preferences, and we will find more.')}</p>
				</div>
			)}
		</>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const t = useT()
	const { pathname, search } = useLocation()
	const badFilter = isRouteErrorResponse(error) && error.status === 400
	return (
		<section className="empty" role="alert">
			<h1>{badFilter ? t('Those filters do not work') : t('Unable to load recommendations')}</h1>
			<p>{badFilter ? t(String(error.data)) : t('Please try again in a moment.')}</p>
			<a className="btn btn-primary" href={badFilter ? '/recommendations' : pathname + search}>
				{badFilter ? t('Clear filters') : t('Try Again')}
			</a>
		</section>
	)
}
