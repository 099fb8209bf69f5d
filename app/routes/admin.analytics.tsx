import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.analytics'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { BarChart, ChartPanel, DataTable, FigureCards, LineChart } from '#app/components/admin/charts.tsx'
import { ANALYTICS_VIEWS, type AnalyticsView } from '#app/components/admin/analytics-views.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { PERIOD_PRESETS } from '#app/domain/admin/period.ts'
import { formatDateTime, formatKsh } from '#app/utils/format.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadAnalyticsPage } from './admin/analytics.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Analytics')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdminPage(request, context)
	return loadAnalyticsPage(context, new URL(request.url))
}

type Data = Route.ComponentProps['loaderData']
type Analytics = NonNullable<Data['analytics']>
type Subscriptions = NonNullable<Data['subscriptions']>

const count = (n: number) => n.toLocaleString('en-KE')
const pct = (n: number) => `${n.toLocaleString('en-KE')}%`
const NOT_YET = 'not enough decisions yet'

function detectionFigure({ precision, recall, flaggedDecided, flaggedRemoved }: Analytics['fraudDetection']) {
	if (precision === null) return { label: 'Fraud detection accuracy', value: NOT_YET }
	const caught = recall === null ? '' : ` · caught ${pct(recall)} of removals`
	return { label: 'Fraud detection accuracy', value: pct(precision), hint: `${count(flaggedRemoved)} of ${count(flaggedDecided)} flagged removed${caught}` }
}

function PeriodForm({ view, period }: { view: AnalyticsView; period: Data['period'] }) {
	return (
		<Form method="get" className="admin-inline-form" aria-label="Period">
			<input type="hidden" name="view" value={view} />
			<p className="field">
				<label htmlFor="from">From</label>
				<input id="from" name="from" type="date" defaultValue={period.from} required />
			</p>
			<p className="field">
				<label htmlFor="to">To</label>
				<input id="to" name="to" type="date" defaultValue={period.to} required />
			</p>
			<button className="btn btn-primary" type="submit">
				Show
			</button>
			<span className="row">
				{PERIOD_PRESETS.map((days) => (
					<Link key={days} className="btn" to={`?view=${view}&days=${days}`}>
						Last {days} days
					</Link>
				))}
			</span>
		</Form>
	)
}

function Overview({ a }: { a: Analytics }) {
	const days = a.dailyMetrics.map((d) => ({ ...d, label: d.date.slice(5) }))
	return (
		<>
			<FigureCards
				figures={[
					{ label: 'Total users', value: count(a.totalUsers), hint: `${count(a.newUsers)} new` },
					{ label: 'Active users', value: count(a.activeUsers), hint: 'acted or signed in' },
					{ label: 'Total listings', value: count(a.totalListings), hint: `${count(a.newListings)} new` },
					{ label: 'Pending listings', value: count(a.pendingListings), hint: 'waiting now' },
					{ label: 'Revenue', value: formatKsh(a.revenue), hint: `fees ${formatKsh(a.revenueBreakdown.listingFees)} · subscriptions ${formatKsh(a.revenueBreakdown.subscriptions)}` },
					{ label: 'Listing fees paid', value: count(a.totalTransactions) },
					{ label: 'Average order value', value: formatKsh(a.averageOrderValue), hint: `${count(a.orders)} orders` },
					{ label: 'Conversion', value: pct(a.conversionRate), hint: `${count(a.listingsSold)} sold / ${count(a.listingsPublished)} published` },
					detectionFigure(a.fraudDetection),
				]}
			/>
			<details className="panel">
				<summary>What these figures mean</summary>
				<ul>
					<li>Active users: people who viewed, liked, shared, searched, bought or contacted a seller, or signed in, in the period.</li>
					<li>Revenue: listing fees and subscription months paid in the period.</li>
					<li>Orders: accepted offers on listings that were then sold; the average order value is their mean amount.</li>
					<li>Conversion: listings sold in the period divided by listings published in it (older stock selling can take it past 100%).</li>
					<li>
						Fraud detection accuracy: of the listings the detector rated medium risk or more that an admin approved, rejected or deleted in the
						period, the share rejected or deleted; "caught" is the share of all rejected or deleted listings it had flagged.
					</li>
				</ul>
			</details>
			<ChartPanel
				id="daily-listings-h"
				title="Daily metrics"
				chart={<LineChart title="New listings per day" points={days.map((d) => ({ label: d.label, value: d.listings }))} />}
				table={
					<DataTable
						caption="Daily metrics"
						columns={['Date', 'Users', 'Listings', 'Fees paid', 'Fees']}
						rows={[...days].reverse().map((d) => [d.date, count(d.users), count(d.listings), count(d.transactions), formatKsh(d.revenue)])}
					/>
				}
			/>
		</>
	)
}

function Categories({ a }: { a: Analytics }) {
	const points = a.topCategories.map((c) => ({ label: c.label, value: c.count }))
	return (
		<ChartPanel
			id="categories-h"
			title="Top categories (new listings)"
			chart={<BarChart title="New listings by category" points={points} />}
			table={<DataTable caption="Top categories" columns={['Category', 'Listings']} rows={a.topCategories.map((c) => [c.label, count(c.count)])} />}
		/>
	)
}

function Geography({ a }: { a: Analytics }) {
	const points = a.geographicDistribution.map((g) => ({ label: g.location, value: g.count }))
	return (
		<ChartPanel
			id="geography-h"
			title="Geographic distribution (new listings by town)"
			chart={<BarChart title="New listings by town" points={points} />}
			table={<DataTable caption="Listings by town" columns={['Town', 'Listings']} rows={a.geographicDistribution.map((g) => [g.location, count(g.count)])} />}
		/>
	)
}

function SubscriptionsView({ s }: { s: Subscriptions }) {
	const products = s.byProduct.map((p) => ({ ...p, label: p.product === 'EMAIL_ALERTS' ? 'Email alerts (KES 500)' : 'Premium plan (KES 200)' }))
	return (
		<>
			<FigureCards
				figures={[
					{ label: 'Total subscriptions', value: count(s.totalSubscriptions), hint: 'months sold, all time' },
					{ label: 'Active subscriptions', value: count(s.activeSubscriptions) },
					{ label: 'Monthly revenue', value: formatKsh(s.monthlyRevenue), hint: 'last 30 days' },
					{ label: 'Churn rate', value: pct(s.churnRate), hint: `${count(s.churned)} of ${count(s.activeAtStart)} did not stay` },
				]}
			/>
			<ChartPanel
				id="products-h"
				title="Active subscribers by product"
				chart={<BarChart title="Active subscribers by product" points={products.map((p) => ({ label: p.label, value: p.active }))} />}
				table={
					<DataTable
						caption="Subscriptions by product"
						columns={['Product', 'Active', 'Months sold', 'Revenue']}
						rows={products.map((p) => [p.label, count(p.active), count(p.sold), formatKsh(p.periodRevenue)])}
					/>
				}
			/>
			<ChartPanel
				id="sub-revenue-h"
				title="Subscription revenue per day"
				chart={<LineChart title="Subscription revenue per day (KSh)" points={s.dailyRevenue.map((d) => ({ label: d.date.slice(5), value: Math.round(d.revenue / 100) }))} />}
				table={
					<DataTable
						caption="Subscription revenue per day"
						columns={['Date', 'Months sold', 'Revenue']}
						rows={s.dailyRevenue.filter((d) => d.count > 0).reverse().map((d) => [d.date, count(d.count), formatKsh(d.revenue)])}
					/>
				}
			/>
		</>
	)
}

export default function AdminAnalytics({ loaderData: data }: Route.ComponentProps) {
	const view = ANALYTICS_VIEWS.find((v) => v.key === data.view)!
	usePolling(view.pollMs)
	const query = `from=${data.period.from}&to=${data.period.to}`
	return (
		<div className="admin">
			<AdminNav current="analytics" />
			<h2>Analytics</h2>
			<nav className="tabs sub-tabs" aria-label="Analytics views">
				{ANALYTICS_VIEWS.map((v) => (
					<Link key={v.key} to={`?view=${v.key}&${query}`} aria-current={v.key === data.view ? 'page' : undefined}>
						{v.label}
					</Link>
				))}
			</nav>
			<PeriodForm view={data.view} period={data.period} />
			{data.periodError ? (
				<p className="notice" role="alert">
					{data.periodError}. Showing the last 30 days.
				</p>
			) : null}
			<p className="muted">
				{data.period.from} to {data.period.to} ({data.period.days} days, Nairobi time) · Updated <time dateTime={data.loadedAt}>{formatDateTime(data.loadedAt)}</time> ·{' '}
				<Link to="/admin/health">System health</Link> · <Link to="/admin/reports">Generate a report</Link>
			</p>
			{data.failed ? (
				<p className="notice" role="alert">
					{data.failed}
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
