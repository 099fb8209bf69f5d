import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.banners'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { Disclosure, StatusBadge, When } from '#app/components/admin/admin-ui.tsx'
import { BannerForm } from '#app/components/admin/banner-form.tsx'
import { NO_BANNERS, targetPagesText } from '#app/domain/admin/banner-options.ts'
import { FETCH_FAILED } from '#app/domain/admin/console-texts.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { bannersAction, loadBanners } from './admin/banners.server.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { useT } from '#app/i18n/use-t.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Banners')

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	return { ...(await loadBanners(context, pageUrl(request.url))), ...(await pageMessages(request, context, ['admin', 'adminPeople'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return bannersAction(request, context, admin)
}


function DeleteBanner({ banner }: { banner: { id: number; title: string } }) {
	const t = useT()
	const id = `delete-banner-${banner.id}`
	return (
		<Disclosure label={t('Delete')} title={banner.title} danger>
			<Form method="post" className="admin-form admin-form-stack">
				<input type="hidden" name="intent" value="delete" />
				<input type="hidden" name="bannerId" value={banner.id} />
				<p className="admin-check">
					<input id={id} type="checkbox" name="confirm" value="yes" required />
					<label htmlFor={id}>{t('Yes, delete this banner')}</label>
				</p>
				<button className="btn btn-danger" type="submit">
					{t('Delete for good')}
				</button>
			</Form>
		</Disclosure>
	)
}

export default function AdminBanners({ loaderData: data, actionData }: Route.ComponentProps) {
	const t = useT()
	const editing = data.editing
	// A refused create or edit comes back with what was typed; it belongs to the form it came from.
	const intent = actionData?.initialValue?.intent
	const createState = intent === 'create' ? actionData : undefined
	const editState = intent === 'update' ? actionData : undefined
	return (
		<div className="admin">
			<AdminNav current="banners" />
			{editing ? (
				<section className="panel" aria-labelledby="edit-banner-h">
					<h2 id="edit-banner-h">{t('Edit banner “{title}”', { title: editing.title })}</h2>
					<BannerForm banner={editing} state={editState} now={data.now} />
				</section>
			) : (
				<details className="panel admin-create" open={createState !== undefined}>
					<summary className="btn btn-primary">{t('Create Banner')}</summary>
					<BannerForm banner={null} state={createState} now={data.now} />
				</details>
			)}
			<section className="panel" aria-labelledby="banners-h">
				<h2 id="banners-h">{t('Banners ({count})', { count: data.banners.length })}</h2>
				{data.banners.length ? (
					<div className="admin-scroll" role="region" aria-labelledby="banners-h" tabIndex={0}>
						<table className="admin-grid">
							<thead>
								<tr>
									<th scope="col">{t('Title', undefined, 'banner')}</th>
									<th scope="col">{t('Type')}</th>
									<th scope="col">{t('Status')}</th>
									<th scope="col">{t('Start Date')}</th>
									<th scope="col">{t('End Date')}</th>
									<th scope="col">{t('Target Pages')}</th>
									<th scope="col">{t('Actions')}</th>
								</tr>
							</thead>
							<tbody>
								{data.banners.map((banner) => (
									<tr key={banner.id}>
										<td>
											<strong>{banner.title}</strong>
											<br />
											<span className="muted">{banner.content}</span>
										</td>
										<td>
											<span className={`badge banner-${banner.type}`}>{t(banner.type, undefined, 'banner')}</span>
										</td>
										<td>
											<StatusBadge status={banner.status} />
											{banner.status === 'ACTIVE' && banner.end_date < data.now ? <span className="expired"> {t('Ended')}</span> : null}
										</td>
										<td>
											<When iso={banner.start_date} />
										</td>
										<td>
											<When iso={banner.end_date} />
										</td>
										<td>{targetPagesText(banner.target_pages, t)}</td>
										<td>
											<div className="admin-actions">
												<Link className="btn" to={`/admin/banners?edit=${banner.id}`}>
													{t('Edit')}
													<span className="sr-only"> {banner.title}</span>
												</Link>
												<DeleteBanner banner={banner} />
											</div>
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : (
					<p className="empty">{t(NO_BANNERS)}</p>
				)}
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} failed={FETCH_FAILED} />
}
