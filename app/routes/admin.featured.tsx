import { Form } from 'react-router'
import type { Route } from './+types/admin.featured'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { ItemLink, Price, Created } from '#app/components/admin/admin-ui.tsx'
import { DEFAULT_FEATURE_DAYS, FEATURE_DAYS } from '#app/domain/admin/feature-options.ts'
import { formatDateTime } from '#app/utils/format.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { featuredAction, loadFeatured } from './admin/featured.server.ts'
import { FETCH_FAILED } from '#app/domain/admin/console-texts.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Featured')

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdminPage(request, context)
	return loadFeatured(context, new URL(request.url))
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdminPage(request, context)
	return featuredAction(request, context, admin)
}

const DAY_MS = 86_400_000

function FeatureForm({ listing }: { listing: { id: number; title: string } }) {
	const id = `days-${listing.id}`
	return (
		<Form method="post" className="admin-inline-form">
			<input type="hidden" name="intent" value="feature" />
			<input type="hidden" name="listingId" value={listing.id} />
			<div className="field">
				<label htmlFor={id}>For</label>
				<select id={id} name="duration" defaultValue={DEFAULT_FEATURE_DAYS}>
					{FEATURE_DAYS.map((days) => (
						<option key={days} value={days}>
							{days} days
						</option>
					))}
				</select>
			</div>
			<button className="btn btn-primary" type="submit">
				Feature<span className="sr-only"> {listing.title}</span>
			</button>
		</Form>
	)
}

export default function AdminFeatured({ loaderData: data }: Route.ComponentProps) {
	return (
		<div className="admin">
			<AdminNav current="featured" />
			<section className="panel" aria-labelledby="featured-now-h">
				<h2 id="featured-now-h">Featured now ({data.current.length})</h2>
				{data.current.length ? (
					<div className="admin-scroll" role="region" aria-labelledby="featured-now-h" tabIndex={0}>
						<table className="admin-grid">
							<thead>
								<tr>
									<th scope="col">Item</th>
									<th scope="col">Seller</th>
									<th scope="col">Featured</th>
									<th scope="col">Ends</th>
									<th scope="col">Actions</th>
								</tr>
							</thead>
							<tbody>
								{data.current.map((listing) => {
									const daysLeft = listing.featured_expires_at ? Math.max(0, Math.ceil((Date.parse(listing.featured_expires_at) - data.now) / DAY_MS)) : null
									return (
										<tr key={listing.id}>
											<td>
												<ItemLink listing={listing} />
												{listing.status !== 'PUBLISHED' || !listing.seller_active ? <span className="muted"> (hidden: {listing.seller_active ? listing.status : 'seller suspended'})</span> : null}
											</td>
											<td>{listing.seller_phone}</td>
											<td>{listing.featured_at ? <time dateTime={listing.featured_at}>{formatDateTime(listing.featured_at)}</time> : null}</td>
											<td>
												{listing.featured_expires_at ? (
													<>
														<time dateTime={listing.featured_expires_at}>{formatDateTime(listing.featured_expires_at)}</time>
														<span className="muted"> · {daysLeft} day{daysLeft === 1 ? '' : 's'} left</span>
													</>
												) : (
													'No end date'
												)}
											</td>
											<td>
												<Form method="post">
													<input type="hidden" name="intent" value="unfeature" />
													<input type="hidden" name="listingId" value={listing.id} />
													<button className="btn" type="submit">
														Unfeature<span className="sr-only"> {listing.title}</span>
													</button>
												</Form>
											</td>
										</tr>
									)
								})}
							</tbody>
						</table>
					</div>
				) : (
					<p className="muted">No listing is featured right now.</p>
				)}
			</section>
			<section className="panel" aria-labelledby="feature-h">
				<h2 id="feature-h">Feature a listing</h2>
				<Form method="get" className="admin-inline-form" aria-label="Find a published listing">
					<div className="field">
						<label htmlFor="feature-q">Listing title or ID</label>
						<input id="feature-q" name="q" type="search" defaultValue={data.q} maxLength={100} placeholder="e.g. Samsung or #42" />
					</div>
					<button className="btn" type="submit">
						Find
					</button>
				</Form>
				<p className="muted">{data.q ? `Published listings matching “${data.q}”` : 'The newest published listings'}, not featured now:</p>
				{data.candidates.length ? (
					<div className="admin-scroll" role="region" aria-labelledby="feature-h" tabIndex={0}>
						<table className="admin-grid">
							<thead>
								<tr>
									<th scope="col">Item</th>
									<th scope="col">Price</th>
									<th scope="col">Posted</th>
									<th scope="col">Feature</th>
								</tr>
							</thead>
							<tbody>
								{data.candidates.map((listing) => (
									<tr key={listing.id}>
										<td>
											<ItemLink listing={listing} /> <span className="muted">#{listing.id}</span>
										</td>
										<td>
											<Price cents={listing.price_cents} />
										</td>
										<td>
											<Created iso={listing.created_at} />
										</td>
										<td>
											<FeatureForm listing={listing} />
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : (
					<p className="empty">No published listing matches.</p>
				)}
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} failed={FETCH_FAILED} />
}
