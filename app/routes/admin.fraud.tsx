import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.fraud'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { RiskBadge } from '#app/components/admin/risk-badge.tsx'
import { CasesPanel, NewCaseForm } from '#app/components/admin/fraud-cases.tsx'
import { stateOf } from '#app/components/forms.tsx'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import { usePhotoUrl } from '#app/utils/photo-url.ts'
import type { FraudAlertView, PhotoPair } from '#app/domain/trust/fraud/page.server.ts'
import { FRAUD_POLL_MS } from '#app/domain/trust/fraud/texts.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { fraudAction, loadFraudPage } from './admin/fraud.server.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Fraud')

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return { ...(await loadFraudPage(request, context, admin)), ...(await pageMessages(request, context, ['admin', 'adminFraud', 'trustMarks'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return fraudAction(request, context, admin)
}

function PhotoSide({ id, alt }: { id: string; alt: string }) {
	const photoUrl = usePhotoUrl()
	return (
		<picture>
			<source type="image/webp" srcSet={photoUrl(id, 'card', 'webp')} />
			<img src={photoUrl(id, 'card', 'jpg')} alt={alt} width={150} height={100} loading="lazy" />
		</picture>
	)
}

function PhotoPairs({ pairs }: { pairs: PhotoPair[] }) {
	const t = useT()
	return (
		<ul className="fraud-photos" aria-label={t('Photos seen before')}>
			{pairs.map((pair) => (
				<li key={`${pair.photo}-${pair.copyOf}`}>
					<figure>
						<PhotoSide id={pair.photo} alt={t('This listing’s photo')} />
						<figcaption>{t('This listing')}</figcaption>
					</figure>
					<figure>
						<PhotoSide id={pair.copyOf} alt={t('The other seller’s photo')} />
						<figcaption>
							{pair.listingId === null ? (
								t('Another seller')
							) : (
								<Link to={`/listings/${pair.listingId}`}>{t('Other listing #{id}', { id: pair.listingId })}</Link>
							)}
						</figcaption>
					</figure>
				</li>
			))}
		</ul>
	)
}

function Indicators({ indicators }: { indicators: FraudAlertView['indicators'] }) {
	const t = useT()
	if (!indicators.length) return <p className="muted">{t('No indicators')}</p>
	return (
		<ul className="fraud-indicators">
			{indicators.map((i, n) => (
				<li key={`${i.code}-${n}`}>
					<strong>{i.label}</strong>
					{i.evidence ? <span>{i.evidence}</span> : null}
				</li>
			))}
		</ul>
	)
}

function AlertCard({ alert }: { alert: FraudAlertView }) {
	const t = useT()
	const name = alert.listing?.title ?? t('alert #{id}', { id: alert.id })
	return (
		<li className="fraud-alert">
			<div className="row">
				<RiskBadge level={alert.riskLevel} score={alert.riskScore} />
				{alert.listing ? <Link to={`/listings/${alert.listing.id}`}>{alert.listing.title}</Link> : <span>{t('Alert #{id}', { id: alert.id })}</span>}
			</div>
			{alert.seller ? (
				<p className="meta">
					{richText(t('Seller: {name}'), { name: <Link to={`/admin/fraud/users/${alert.seller.id}`}>{alert.seller.name}</Link> })}
				</p>
			) : null}
			<Indicators indicators={alert.indicators} />
			{alert.photoPairs.length ? <PhotoPairs pairs={alert.photoPairs} /> : null}
			<div className="row">
				{alert.isReviewed ? (
					<span className="muted">{t('Reviewed', undefined, 'alert')}</span>
				) : (
					<Form method="post" className="admin-form">
						<input type="hidden" name="intent" value="review" />
						<input type="hidden" name="alertId" value={alert.id} />
						<button className="btn" type="submit">
							{t('Mark reviewed')}
							<span className="sr-only"> {name}</span>
						</button>
					</Form>
				)}
				{alert.listing ? (
					<Link className="btn" to={`/admin/fraud?caseListing=${alert.listing.id}#new-case`}>
						{t('Open a case')}
						<span className="sr-only"> {t('about {name}', { name })}</span>
					</Link>
				) : null}
			</div>
		</li>
	)
}

function Analysis({ query, analysis }: { query: Route.ComponentProps['loaderData']['query']; analysis: Route.ComponentProps['loaderData']['analysis'] }) {
	const t = useT()
	return (
		<section className="panel" aria-labelledby="analysis-h">
			<h2 id="analysis-h">{t('Analyse a listing or user')}</h2>
			<Form method="get" className="admin-inline-form">
				<input type="hidden" name="show" value={query.show} />
				<div className="field">
					<label htmlFor="analysis-type">{t('Type')}</label>
					<select id="analysis-type" name="type" defaultValue={query.type ?? 'listing'}>
						<option value="listing">{t('Listing')}</option>
						<option value="user">{t('User')}</option>
					</select>
				</div>
				<div className="field">
					<label htmlFor="analysis-id">{t('ID')}</label>
					<input id="analysis-id" name="id" inputMode="numeric" maxLength={20} defaultValue={query.id ?? ''} required />
				</div>
				<button className="btn btn-primary" type="submit">
					{t('Analyse')}
				</button>
			</Form>
			{analysis === null ? null : 'error' in analysis ? (
				<p className="field-errors" role="alert">
					{analysis.error}
				</p>
			) : (
				<div role="status">
					<p className="row">
						<span>{analysis.type === 'listing' ? t('Listing #{id}', { id: analysis.id }) : t('User #{id}', { id: analysis.id })}</span>
						<RiskBadge level={analysis.riskLevel} score={analysis.riskScore} />
					</p>
					<Indicators indicators={analysis.indicators} />
					{analysis.type === 'user' ? <Link to={`/admin/fraud/users/${analysis.id}`}>{t('User insights and trust score')}</Link> : null}
				</div>
			)}
		</section>
	)
}

export default function AdminFraud({ loaderData: data, actionData }: Route.ComponentProps) {
	usePolling(FRAUD_POLL_MS)
	const t = useT()
	const { query, alerts } = data
	const keep = { show: query.show, ...(query.type ? { type: query.type, id: query.id ?? '' } : {}) }
	return (
		<div className="admin">
			<AdminNav current="fraud" />
			<section className="panel" aria-labelledby="alerts-h">
				<h2 id="alerts-h">{t('Fraud alerts')}</h2>
				<nav className="tabs" aria-label={t('Alerts shown')}>
					<Link to="/admin/fraud?show=pending" aria-current={query.show === 'pending' ? 'page' : undefined}>
						{t('Pending', undefined, 'alerts')}
					</Link>
					<Link to="/admin/fraud?show=reviewed" aria-current={query.show === 'reviewed' ? 'page' : undefined}>
						{t('Reviewed', undefined, 'alerts')}
					</Link>
				</nav>
				{alerts.length ? (
					<ul className="fraud-alerts">
						{alerts.map((alert) => (
							<AlertCard key={alert.id} alert={alert} />
						))}
					</ul>
				) : (
					<p className="empty">{query.show === 'pending' ? t('No pending fraud alerts') : t('No reviewed fraud alerts')}</p>
				)}
			</section>
			<NewCaseForm key={`${query.caseListing}-${query.caseUser}`} draft={data.draft} state={stateOf(actionData, 'create-case')} />
			<CasesPanel cases={data.cases} status={query.caseStatus} priority={query.casePriority} keep={keep} />
			<Analysis query={query} analysis={data.analysis} />
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
