import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import { When } from '#app/components/admin/admin-ui.tsx'
import type { Route } from './+types/admin.fraud.users.$id'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { FigureCards } from '#app/components/admin/charts.tsx'
import { USER_INSIGHTS_FAILED } from '#app/domain/trust/fraud/texts.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadUserInsightsPage, userInsightsAction } from './admin/fraud-user.server.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
	adminMeta(matches, data ? { text: '{name} · Insights', vars: { name: data.user.name } } : 'User · Insights')

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return { ...(await loadUserInsightsPage(request, context, admin, params.id)), ...(await pageMessages(request, context, ['admin', 'adminFraud', 'trustMarks'])) }
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return userInsightsAction(request, context, admin, params.id)
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

export default function AdminUserInsights({ loaderData: { user, insights, trust } }: Route.ComponentProps) {
	const t = useT()
	const { stats } = insights
	return (
		<div className="admin">
			<AdminNav current="fraud" />
			<p>
				<Link to="/admin/fraud">{t('← Fraud')}</Link>
			</p>
			<section className="panel" aria-labelledby="user-h">
				<h2 id="user-h">{t('User #{id}: {name}', { id: user.id, name: user.name })}</h2>
				<p className="meta">
					{user.email} · {user.phone} · {t(user.role, undefined, 'role')} · {user.active ? t('Active', undefined, 'account') : t('Suspended', undefined, 'account')} ·{' '}
					{richText(t('registered {when}'), { when: <When iso={user.registeredAt} /> })}
				</p>
				<FigureCards
					figures={[
						{ label: t('Listings'), value: String(stats.totalListings) },
						{ label: t('Listing fees paid'), value: String(stats.totalTransactions) },
						{ label: t('Trust score'), value: `${stats.trustScore}/100`, hint: t(trust.level, undefined, 'trust level') },
						{ label: t('Fraud alerts'), value: String(stats.fraudAlerts), hint: t('listings assessed MEDIUM or more') },
						{ label: t('Actions'), value: String(stats.totalActions), hint: t('views, saves, searches…') },
					]}
				/>
				<p className="row">
					<Link className="btn" to={`/admin/fraud?caseUser=${user.id}#new-case`}>
						{t('Open a case about this user')}
					</Link>
					<Link className="btn" to={`/admin/users?q=${encodeURIComponent(user.email)}`}>
						{t('Find in Users')}
					</Link>
				</p>
			</section>
			<section className="panel" aria-labelledby="trust-h">
				<h2 id="trust-h">{t('Trust score: {score}/100', { score: trust.trustScore })}</h2>
				<table className="admin-grid">
					<caption className="sr-only">{t('How the trust score is made')}</caption>
					<thead>
						<tr>
							<th scope="col">{t('Points')}</th>
							<th scope="col">{t('Why')}</th>
						</tr>
					</thead>
					<tbody>
						{trust.components.map((c) => (
							<tr key={c.name}>
								<td>{signed(c.points)}</td>
								<td>{c.reason}</td>
							</tr>
						))}
					</tbody>
				</table>
				<Form method="post">
					<input type="hidden" name="intent" value="trust" />
					<button className="btn" type="submit">
						{t('Calculate trust score')}
					</button>
				</Form>
			</section>
			<section className="panel" aria-labelledby="timeline-h">
				<h2 id="timeline-h">{t('Timeline')}</h2>
				<ol className="case-history">
					{insights.timeline.map((event, n) => (
						<li key={`${event.type}-${n}`}>
							<When iso={event.date} /> · {event.detail}
						</li>
					))}
				</ol>
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} failed={USER_INSIGHTS_FAILED} />
}
