import { Form, Link } from 'react-router'
import type { Route } from './+types/seller-dashboard'
import { requireUser } from '#app/utils/auth.server.ts'
import { sellerDashboard } from '#app/domain/seller-dashboard.server.ts'
import { sellerStatusAction } from '#app/utils/listing-actions.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { formatDate, formatKsh } from '#app/utils/format.ts'
import { Photo } from '#app/components/photo.tsx'
import { StatusBadge } from '#app/components/status-badge.tsx'
import { StartSelling } from '#app/components/start-selling.tsx'
import { PaymentStatusCompact } from '#app/components/payment-status.tsx'
import { readForm } from '#app/utils/multipart.server.ts'
import { receivedOffers } from '#app/domain/offers/offer-queries.server.ts'
import { OffersInbox } from '#app/components/offers/offers-inbox.tsx'

export const meta: Route.MetaFunction = () => [{ title: 'My Listings · Soko' }]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context)
	return { ...(await sellerDashboard(context.db, { sellerId: user.id })), offers: await receivedOffers(context.db, { sellerId: user.id }) }
}

const INTENTS = { 'mark-sold': 'mark_sold', 'undo-sold': 'undo_sold', renew: 'renew', submit: 'submit' } as const

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context)
	const form = await readForm(request)
	const intent = requireIntent(form.get('intent'), Object.keys(INTENTS) as (keyof typeof INTENTS)[])
	const listingId = Number(form.get('listingId'))
	if (!Number.isSafeInteger(listingId) || listingId < 1) throw new Response('Bad request', { status: 400 })
	return sellerStatusAction({ context, user, listingId, action: INTENTS[intent], to: '/seller-dashboard' })
}

function StatusButton({ id, intent, label }: { id: number; intent: keyof typeof INTENTS; label: string }) {
	return (
		<Form method="post">
			<input type="hidden" name="listingId" value={id} />
			<button className="btn" type="submit" name="intent" value={intent}>
				{label}
			</button>
		</Form>
	)
}

/** Mark as Sold asks first (a `<details>`, no JavaScript needed): a tap by mistake takes the item off sale. */
function MarkSold({ id, title }: { id: number; title: string }) {
	return (
		<details className="confirm">
			<summary className="btn">Mark as Sold</summary>
			<Form method="post">
				<input type="hidden" name="listingId" value={id} />
				<p>Mark “{title}” as sold? Buyers will see it as sold. You can undo this for a day.</p>
				<button className="btn btn-primary" type="submit" name="intent" value="mark-sold">
					Yes, it’s sold
				</button>
			</Form>
		</details>
	)
}

function needsPayment(l: { status: string; payment_status: string }) {
	return ['PENDING_APPROVAL', 'APPROVED', 'PAYMENT_PENDING'].includes(l.status) && l.payment_status !== 'COMPLETED'
}

export default function SellerDashboard({ loaderData }: Route.ComponentProps) {
	const { listings, stats } = loaderData
	const cards = [
		['Total', stats.total],
		['Pending', stats.pending],
		['Active', stats.active],
		['Sold', stats.sold],
		['Revenue', formatKsh(stats.revenueCents)],
	] as const
	return (
		<>
			<div className="section-head">
				<h1>My Listings</h1>
				<StartSelling loggedIn label="Sell an item" />
			</div>
			<ul className="stats">
				{cards.map(([label, value]) => (
					<li key={label} className="panel">
						<span className="muted">{label}</span>
						<strong>{value}</strong>
					</li>
				))}
			</ul>
			<OffersInbox offers={loaderData.offers} />
			{listings.length ? (
				<ul className="list">
					{listings.map((l) => (
						<li key={l.id}>
							<article className="card seller-item">
								<div className="pic">
									<Photo id={l.cover} alt="" variants={['card', 'thumb']} sizes="150px" />
								</div>
								<div className="body">
									<h2 className="h3">
										<Link to={`/listings/${l.id}`}>{l.title}</Link>
									</h2>
									<p className="row">
										<StatusBadge status={l.status} />
										<span className="price">{formatKsh(l.price_cents)}</span>
									</p>
									<p className="meta">
										Listed {formatDate(l.created_at)}
										{l.expires_at && l.status === 'PUBLISHED' ? ` · live until ${formatDate(l.expires_at)}` : ''}
										{l.payment_status === 'COMPLETED' ? ' · fee paid' : ''}
									</p>
									{needsPayment(l) || l.status === 'PAYMENT_PENDING' ? <PaymentStatusCompact paymentStatus={l.payment_status} /> : null}
									{l.status === 'REJECTED' && l.rejection_reason ? <p className="meta">Reason: {l.rejection_reason}</p> : null}
									<div className="row">
										{needsPayment(l) ? (
											<>
												<Link className="btn btn-primary" to={`/sell/${l.id}/pay`}>
													Pay Now
												</Link>
												{l.status === 'PAYMENT_PENDING' ? (
													<Link className="btn" to={`/sell/${l.id}/pay#status`}>
														Track
													</Link>
												) : null}
											</>
										) : null}
										{l.status === 'PUBLISHED' ? <MarkSold id={l.id} title={l.title} /> : null}
										{l.canUndoSold ? <StatusButton id={l.id} intent="undo-sold" label="Undo sold" /> : null}
										{l.status === 'EXPIRED' ? <StatusButton id={l.id} intent="renew" label="Renew (free)" /> : null}
										{l.status === 'DRAFT' || l.status === 'REJECTED' ? <StatusButton id={l.id} intent="submit" label="Submit for review" /> : null}
										{l.status !== 'SOLD' ? (
											<Link className="btn" to={`/listings/${l.id}/edit`}>
												Edit
											</Link>
										) : null}
									</div>
								</div>
							</article>
						</li>
					))}
				</ul>
			) : (
				<div className="empty">
					<p>You have no listings yet.</p>
					<StartSelling loggedIn label="Sell your first item" />
				</div>
			)}
		</>
	)
}
