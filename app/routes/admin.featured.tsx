import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form } from 'react-router'
import type { Route } from './+types/admin.featured'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { Created, ItemLink, Price, When } from '#app/components/admin/admin-ui.tsx'
import { DEFAULT_FEATURE_DAYS, FEATURE_DAYS } from '#app/domain/admin/feature-options.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { featuredAction, loadFeatured } from './admin/featured.server.ts'
import { FETCH_FAILED } from '#app/domain/admin/console-texts.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { useT } from '#app/i18n/use-t.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Featured')

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	return { ...(await loadFeatured(context, pageUrl(request.url))), ...(await pageMessages(request, context, ['admin', 'adminPeople', 'listings'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return featuredAction(request, context, admin)
}

const DAY_MS = 86_400_000

function FeatureForm({ listing }: { listing: { id: number; title: string } }) {
	const t = useT()
	const id = `days-${listing.id}`
	return (
		<Form method="post" className="admin-inline-form">
			<input type="hidden" name="intent" value="feature" />
			<input type="hidden" name="listingId" value={listing.id} />
			<div className="field">
				<label htmlFor={id}>{t('For')}</label>
				<select id={id} name="duration" defaultValue={DEFAULT_FEATURE_DAYS}>
					{FEATURE_DAYS.map((days) => (
						<option key={days} value={days}>
							{t('{days} days', { days })}
						</option>
					))}
				</select>
			</div>
			<button className="btn btn-primary" type="submit">
				{t('Feature')}
				<span className="sr-only"> {listing.title}</span>
			</button>
		</Form>
	)
}

/** When a listing stops being featured, and the days left until then. */
function Ends({ iso, now }: { iso: string | null; now: number }) {
	const t = useT()
	if (!iso) return t('No end date')
	const days = Math.max(0, Math.ceil((Date.parse(iso) - now) / DAY_MS))
	return (
		<>
			<When iso={iso} />
			<span className="muted"> · {days === 1 ? t('{days} day left', { days }) : t('{days} days left', { days })}</span>
		</>
	)
}

/** Why a featured listing is not on the home page now: its status, or its seller suspended. */
function Hidden({ status, sellerActive }: { status: string; sellerActive: boolean }) {
	const t = useT()
	if (status === 'PUBLISHED' && sellerActive) return null
	const why = sellerActive ? t('(hidden: {status})', { status: t(status.replace(/_/g, ' '), undefined, 'status') }) : t('(hidden: seller suspended)')
	return <span className="muted"> {why}</span>
}

export default function AdminFeatured({ loaderData: data }: Route.ComponentProps) {
	const t = useT()
	return (
		<div className="admin">
			<AdminNav current="featured" />
			<section className="panel" aria-labelledby="featured-now-h">
				<h2 id="featured-now-h">{t('Featured now ({count})', { count: data.current.length })}</h2>
				{data.current.length ? (
					<div className="admin-scroll" role="region" aria-labelledby="featured-now-h" tabIndex={0}>
						<table className="admin-grid admin-stack">
							<thead>
								<tr>
									<th scope="col">{t('Item')}</th>
									<th scope="col">{t('Seller')}</th>
									<th scope="col">{t('Featured', undefined, 'since')}</th>
									<th scope="col">{t('Ends')}</th>
									<th scope="col">{t('Actions')}</th>
								</tr>
							</thead>
							<tbody>
								{data.current.map((listing) => (
									<tr key={listing.id}>
										<td data-label={t('Item')}>
											<ItemLink listing={listing} />
											<Hidden status={listing.status} sellerActive={Boolean(listing.seller_active)} />
										</td>
										<td data-label={t('Seller')}>{listing.seller_phone}</td>
										<td data-label={t('Featured', undefined, 'since')}>{listing.featured_at ? <When iso={listing.featured_at} /> : null}</td>
										<td data-label={t('Ends')}>
											<Ends iso={listing.featured_expires_at} now={data.now} />
										</td>
										<td data-label={t('Actions')}>
											<Form method="post">
												<input type="hidden" name="intent" value="unfeature" />
												<input type="hidden" name="listingId" value={listing.id} />
												<button className="btn" type="submit">
													{t('Unfeature')}
													<span className="sr-only"> {listing.title}</span>
												</button>
											</Form>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : (
					<p className="muted">{t('No listing is featured right now.')}</p>
				)}
			</section>
			<section className="panel" aria-labelledby="feature-h">
				<h2 id="feature-h">{t('Feature a listing')}</h2>
				<Form method="get" className="admin-inline-form" aria-label={t('Find a published listing')}>
					<div className="field">
						<label htmlFor="feature-q">{t('Listing title or ID')}</label>
						<input id="feature-q" name="q" type="search" defaultValue={data.q} maxLength={100} placeholder={t('e.g. Samsung or #42')} />
					</div>
					<button className="btn" type="submit">
						{t('Find')}
					</button>
				</Form>
				<p className="muted">{data.q ? t('Published listings matching “{q}”, not featured now:', { q: data.q }) : t('The newest published listings, not featured now:')}</p>
				{data.candidates.length ? (
					<div className="admin-scroll" role="region" aria-labelledby="feature-h" tabIndex={0}>
						<table className="admin-grid admin-stack">
							<thead>
								<tr>
									<th scope="col">{t('Item')}</th>
									<th scope="col">{t('Price')}</th>
									<th scope="col">{t('Posted')}</th>
									<th scope="col">{t('Feature')}</th>
								</tr>
							</thead>
							<tbody>
								{data.candidates.map((listing) => (
									<tr key={listing.id}>
										<td data-label={t('Item')}>
											<ItemLink listing={listing} /> <span className="muted">#{listing.id}</span>
										</td>
										<td data-label={t('Price')}>
											<Price cents={listing.price_cents} />
										</td>
										<td data-label={t('Posted')}>
											<Created iso={listing.created_at} />
										</td>
										<td data-label={t('Feature')}>
											<FeatureForm listing={listing} />
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : (
					<p className="empty">{t('No published listing matches.')}</p>
				)}
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} failed={FETCH_FAILED} />
}
