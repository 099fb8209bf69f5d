import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link } from 'react-router'
import { When } from '#app/components/admin/admin-ui.tsx'
import type { Route } from './+types/admin.analytics'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { BarChart, ChartPanel, DataTable, FigureCards, LineChart, useCount } from '#app/components/admin/charts.tsx'
import { ANALYTICS_VIEWS, type AnalyticsView } from '#app/components/admin/analytics-views.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { PERIOD_PRESETS } from '#app/domain/admin/period.ts'
import { formatKsh } from '#app/utils/format.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadAnalyticsPage } from './admin/analytics.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Analytics')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	// 'listings' for the categories' names.
	return { ...(await loadAnalyticsPage(context, pageUrl(request.url))), ...(await pageMessages(request, context, ['admin', 'adminInsights', 'listings'])) }
}

type Data = Route.ComponentProps['loaderData']
type Analytics = NonNullable<Data['analytics']>
type Subscriptions = NonNullable<Data['subscriptions']>

/** Counts and percentages as the page's language writes them. */
function useFigures() {
	const count = useCount()
	return { count, pct: (n: number) => `${count(n)}%` }
}

function useDetectionFigure() {
	const t = useT()
	const { count, pct } = useFigures()
	return ({ precision, recall, flaggedDecided, flaggedRemoved }: Analytics['fraudDetection']) => {
		const label = t('Fraud detection accuracy')
		if (precision === null) return { label, value: t('not enough decisions yet') }
		const removed = t('{removed} of {decided} flagged removed', { removed: count(flaggedRemoved), decided: count(flaggedDecided) })
		const caught = recall === null ? [] : [t('caught {share} of removals', { share: pct(recall) })]
		return { label, value: pct(precision), hint: [removed, ...caught].join(' · ') }
	}
}

function PeriodForm({ view, period }: { view: AnalyticsView; period: Data['period'] }) {
	const t = useT()
	const { count } = useFigures()
	return (
		<Form method="get" className="admin-inline-form" aria-label={t('Period')}>
			<input type="hidden" name="view" value={view} />
			<p className="field">
				<label htmlFor="from">{t('From')}</label>
				<input id="from" name="from" type="date" defaultValue={period.from} required />
			</p>
			<p className="field">
				<label htmlFor="to">{t('To')}</label>
				<input id="to" name="to" type="date" defaultValue={period.to} required />
			</p>
			<button className="btn btn-primary" type="submit">
				{t('Show')}
			</button>
			<span className="row">
				{PERIOD_PRESETS.map((days) => (
					<Link key={days} className="btn" to={`?view=${view}&days=${days}`}>
						{t('Last {days} days', { days: count(days) })}
					</Link>
				))}
			</span>
		</Form>
	)
}

function Overview({ a }: { a: Analytics }) {
	const t = useT()
	const { count, pct } = useFigures()
	const detectionFigure = useDetectionFigure()
	const days = a.dailyMetrics.map((d) => ({ ...d, label: d.date.slice(5) }))
	const fees = { fees: formatKsh(a.revenueBreakdown.listingFees), subscriptions: formatKsh(a.revenueBreakdown.subscriptions) }
	return (
		<>
			<FigureCards
				figures={[
					{ label: t('Total users'), value: count(a.totalUsers), hint: t('{count} new', { count: count(a.newUsers) }, 'users') },
					{ label: t('Active users'), value: count(a.activeUsers), hint: t('acted or signed in') },
					{ label: t('Total listings'), value: count(a.totalListings), hint: t('{count} new', { count: count(a.newListings) }, 'listings') },
					{ label: t('Pending listings'), value: count(a.pendingListings), hint: t('waiting now') },
					{ label: t('Revenue'), value: formatKsh(a.revenue), hint: t('fees {fees} · subscriptions {subscriptions}', fees) },
					{ label: t('Listing fees paid'), value: count(a.totalTransactions) },
					{ label: t('Average order value'), value: formatKsh(a.averageOrderValue), hint: t('{count} orders', { count: count(a.orders) }) },
					{ label: t('Conversion'), value: pct(a.conversionRate), hint: t('{sold} sold / {published} published', { sold: count(a.listingsSold), published: count(a.listingsPublished) }) },
					detectionFigure(a.fraudDetection),
				]}
			/>
			<details className="panel">
				<summary>{t('What these figures mean')}</summary>
				<ul>
					<li>{t('Active users: people who viewed, liked, shared, searched, bought or contacted a seller, or signed in, in the period.')}</li>
					<li>{t('Revenue: listing fees and subscription months paid in the period.')}</li>
					<li>{t('Orders: accepted offers on listings that were then sold; the average order value is their mean amount.')}</li>
					<li>{t('Conversion: listings sold in the period divided by listings published in it (older stock selling can take it past 100%).')}</li>
					<li>
						{t(
							'Fraud detection accuracy: of the listings the detector rated medium risk or more that an admin approved, rejected or deleted in the period, the share rejected or deleted; "caught" is the share of all rejected or deleted listings it had flagged.',
						)}
					</li>
				</ul>
			</details>
			<ChartPanel
				id="daily-listings-h"
				title={t('Daily metrics')}
				chart={<LineChart title={t('New listings per day')} points={days.map((d) => ({ label: d.label, value: d.listings }))} />}
				table={
					<DataTable
						caption={t('Daily metrics')}
						columns={[t('Date'), t('Users'), t('Listings'), t('Fees paid'), t('Fees')]}
						rows={[...days].reverse().map((d) => [d.date, count(d.users), count(d.listings), count(d.transactions), formatKsh(d.revenue)])}
					/>
				}
			/>
		</>
	)
}

function Categories({ a }: { a: Analytics }) {
	const t = useT()
	const { count } = useFigures()
	const categories = a.topCategories.map((c) => ({ label: t(c.label), count: c.count }))
	return (
		<ChartPanel
			id="categories-h"
			title={t('Top categories (new listings)')}
			chart={<BarChart title={t('New listings by category')} points={categories.map((c) => ({ label: c.label, value: c.count }))} />}
			table={<DataTable caption={t('Top categories')} columns={[t('Category'), t('Listings')]} rows={categories.map((c) => [c.label, count(c.count)])} />}
		/>
	)
}

function Geography({ a }: { a: Analytics }) {
	const t = useT()
	const { count } = useFigures()
	const points = a.geographicDistribution.map((g) => ({ label: g.location, value: g.count }))
	return (
		<ChartPanel
			id="geography-h"
			title={t('Geographic distribution (new listings by town)')}
			chart={<BarChart title={t('New listings by town')} points={points} />}
			table={<DataTable caption={t('Listings by town')} columns={[t('Town'), t('Listings')]} rows={a.geographicDistribution.map((g) => [g.location, count(g.count)])} />}
		/>
	)
}

function SubscriptionsView({ s }: { s: Subscriptions }) {
	const t = useT()
	const { count, pct } = useFigures()
	const products = s.byProduct.map((p) => ({ ...p, label: p.product === 'EMAIL_ALERTS' ? t('Email alerts (KES 500)') : t('Premium plan (KES 200)') }))
	return (
		<>
			<FigureCards
				figures={[
					{ label: t('Total subscriptions'), value: count(s.totalSubscriptions), hint: t('months sold, all time') },
					{ label: t('Active subscriptions'), value: count(s.activeSubscriptions) },
					{ label: t('Monthly revenue'), value: formatKsh(s.monthlyRevenue), hint: t('last 30 days') },
					{ label: t('Churn rate'), value: pct(s.churnRate), hint: t('{churned} of {total} did not stay', { churned: count(s.churned), total: count(s.activeAtStart) }) },
				]}
			/>
			<ChartPanel
				id="products-h"
				title={t('Active subscribers by product')}
				chart={<BarChart title={t('Active subscribers by product')} points={products.map((p) => ({ label: p.label, value: p.active }))} />}
				table={
					<DataTable
						caption={t('Subscriptions by product')}
						columns={[t('Product'), t('Active', undefined, 'subscriptions'), t('Months sold'), t('Revenue')]}
						rows={products.map((p) => [p.label, count(p.active), count(p.sold), formatKsh(p.periodRevenue)])}
					/>
				}
			/>
			<ChartPanel
				id="sub-revenue-h"
				title={t('Subscription revenue per day')}
				chart={<LineChart title={t('Subscription revenue per day (KSh)')} points={s.dailyRevenue.map((d) => ({ label: d.date.slice(5), value: Math.round(d.revenue / 100) }))} />}
				table={
					<DataTable
						caption={t('Subscription revenue per day')}
						columns={[t('Date'), t('Months sold'), t('Revenue')]}
						rows={s.dailyRevenue.filter((d) => d.count > 0).reverse().map((d) => [d.date, count(d.count), formatKsh(d.revenue)])}
					/>
				}
			/>
		</>
	)
}

export default function AdminAnalytics({ loaderData: data }: Route.ComponentProps) {
	const t = useT()
	const { count } = useFigures()
	const view = ANALYTICS_VIEWS.find((v) => v.key === data.view)!
	usePolling(view.pollMs)
	const query = `from=${data.period.from}&to=${data.period.to}`
	const updated = <When iso={data.loadedAt} />
	return (
		<div className="admin">
			<AdminNav current="analytics" />
			<h2>{t('Analytics')}</h2>
			<nav className="tabs sub-tabs" aria-label={t('Analytics views')}>
				{ANALYTICS_VIEWS.map((v) => (
					<Link key={v.key} to={`?view=${v.key}&${query}`} aria-current={v.key === data.view ? 'page' : undefined}>
						{t(v.label)}
					</Link>
				))}
			</nav>
			<PeriodForm view={data.view} period={data.period} />
			{data.periodError ? (
				<p className="notice" role="alert">
					{t('{error}. Showing the last 30 days.', { error: t(data.periodError) })}
				</p>
			) : null}
			<p className="muted">
				{richText(t('{from} to {to} ({days} days, Nairobi time) · Updated {time}', { from: data.period.from, to: data.period.to, days: count(data.period.days) }), { time: updated })} ·{' '}
				<Link to="/admin/health">{t('System health')}</Link> · <Link to="/admin/reports">{t('Generate a report')}</Link>
			</p>
			{data.failed ? (
				<p className="notice" role="alert">
					{t(data.failed)}
				</p>
			) : null}
			{data.analytics && data.view === 'overview' ? <Overview a={data.analytics} /> : null}
			{data.analytics && data.view === 'categories' ? <Categories a={data.analytics} /> : null}
			{data.analytics && data.view === 'geography' ? <Geography a={data.analytics} /> : null}
			{data.subscriptions ? <SubscriptionsView s={data.subscriptions} /> : null}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
