import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/seller-dashboard'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { sellerDashboard } from '#app/domain/listings/seller-dashboard.server.ts'
import { sellerStatusAction } from '#app/routes/+shared/listing-actions.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { formatDate, formatKsh } from '#app/utils/format.ts'
import { Photo } from '#app/components/photo.tsx'
import { StatusBadge } from '#app/components/status-badge.tsx'
import { StartSelling } from '#app/components/start-selling.tsx'
import { PaymentStatusCompact } from '#app/components/payment-status.tsx'
import { readForm } from '#app/utils/multipart.server.ts'
import { receivedOffers } from '#app/domain/offers/queries.server.ts'
import { OffersInbox } from '#app/components/offers/offers-inbox.tsx'
import { VerifyPhoneBox } from '#app/components/verify-phone-box.tsx'
import { phoneToVerify } from '#app/domain/accounts/phone-gate.server.ts'
import { LIVE_ONCE_VERIFIED, WAITING_FOR_PHONE } from '#app/domain/accounts/phone-gate-words.ts'
import { SokoOnlyToggle } from '#app/components/conversations/soko-only-toggle.tsx'
import { setTalkInSokoOnly, talksInSokoOnly } from '#app/domain/conversations/soko-only.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [{ title: t('My Listings') + ' · Soko' }]
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	return {
		...(await sellerDashboard(context.db, { sellerId: user.id })),
		offers: await receivedOffers(context.db, { sellerId: user.id }),
		sokoOnly: await talksInSokoOnly(context.db, { sellerId: user.id }),
		verifyPhone: await phoneToVerify(context.db, context.env, user),
		// The Sell an item button opens the create form (sell), beside the dashboard's own words (seller).
		...(await pageMessages(request, context, ['seller', 'sell', 'offers', 'listings', 'messages', 'phoneGate'])),
	}
}

const INTENTS = { 'mark-sold': 'mark_sold', 'undo-sold': 'undo_sold', renew: 'renew', submit: 'submit' } as const

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const form = await readForm(request)
	if (form.get('intent') === 'soko-only') {
		const on = form.get('on') === 'true'
		await setTalkInSokoOnly(context.db, { userId: user.id, on })
		return redirectWithToast('/seller-dashboard', { title: on ? 'Talk in Soko only is on' : 'Talk in Soko only is off' }, context.env)
	}
	const intent = requireIntent(form.get('intent'), Object.keys(INTENTS) as (keyof typeof INTENTS)[])
	const listingId = Number(form.get('listingId'))
	if (!Number.isSafeInteger(listingId) || listingId < 1) throw new Response('Bad request', { status: 400 })
	return sellerStatusAction({ request, context, user, listingId, action: INTENTS[intent], to: '/seller-dashboard' })
}

function StatusButton({ id, intent, label }: { id: number; intent: keyof typeof INTENTS; label: string }) {
	const t = useT()
	return (
		<Form method="post">
			<input type="hidden" name="listingId" value={id} />
			<button className="btn" type="submit" name="intent" value={intent}>
				{t(label)}
			</button>
		</Form>
	)
}

/** Mark as Sold asks first (a `<details>`, no JavaScript needed): a tap by mistake takes the item off sale. */
function MarkSold({ id, title }: { id: number; title: string }) {
	const t = useT()
	return (
		<details className="confirm">
			<summary className="btn">{t('Mark as Sold')}</summary>
			<Form method="post">
				<input type="hidden" name="listingId" value={id} />
				<p>{t('Mark “{title}” as sold? Buyers will see it as sold. You can undo this for a day.', { title })}</p>
				<button className="btn btn-primary" type="submit" name="intent" value="mark-sold">
					{t('Yes, it’s sold')}
				</button>
			</Form>
		</details>
	)
}

export default function SellerDashboard({ loaderData }: Route.ComponentProps) {
	const { listings, stats, verifyPhone } = loaderData
	// Approved and paid, but not live until the seller's phone is verified.
	const waitsForPhone = (l: (typeof listings)[number]) => !!verifyPhone && l.status === 'APPROVED' && l.payment_status === 'COMPLETED'
	const anyWaiting = listings.some(waitsForPhone)
	const t = useT()
	const locale = useIntlLocale()
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
				<h1>{t('My Listings')}</h1>
				<StartSelling loggedIn label={t('Sell an item')} />
			</div>
			<ul className="stats">
				{cards.map(([label, value]) => (
					<li key={label} className="panel">
						<span className="muted">{t(label, undefined, 'stats')}</span>
						<strong>{value}</strong>
					</li>
				))}
			</ul>
			{verifyPhone ? <VerifyPhoneBox redirectTo="/seller-dashboard" phone={verifyPhone.phone} why={anyWaiting ? LIVE_ONCE_VERIFIED : undefined} /> : null}
			<OffersInbox offers={loaderData.offers} />
			<SokoOnlyToggle on={loaderData.sokoOnly} />
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
										<StatusBadge status={l.status} waitingForPhone={waitsForPhone(l)} />
										<span className="price">{formatKsh(l.price_cents)}</span>
									</p>
									<p className="meta">
										{t('Listed {date}', { date: formatDate(l.created_at, locale) })}
										{l.expires_at && l.status === 'PUBLISHED' ? ` · ${t('live until {date}', { date: formatDate(l.expires_at, locale) })}` : ''}
										{l.payment_status === 'COMPLETED' ? ` · ${t('fee paid')}` : ''}
									</p>
									{waitsForPhone(l) ? (
										<p className="notice" role="note">
											<a href="#verify-phone">{t(WAITING_FOR_PHONE)}</a>
										</p>
									) : null}
									{l.actions.includes('pay') || l.status === 'PAYMENT_PENDING' ? <PaymentStatusCompact paymentStatus={l.payment_status} /> : null}
									{l.status === 'REJECTED' && l.rejection_reason ? <p className="meta">{t('Reason: {reason}', { reason: l.rejection_reason })}</p> : null}
									<div className="row">
										{l.actions.includes('pay') ? (
											<>
												<Link className="btn btn-primary" to={`/sell/${l.id}/pay`}>
													{t('Pay Now')}
												</Link>
												{l.status === 'PAYMENT_PENDING' ? (
													<Link className="btn" to={`/sell/${l.id}/pay#status`}>
														{t('Track')}
													</Link>
												) : null}
											</>
										) : null}
										{l.actions.includes('mark_sold') ? <MarkSold id={l.id} title={l.title} /> : null}
										{l.actions.includes('undo_sold') ? <StatusButton id={l.id} intent="undo-sold" label="Undo sold" /> : null}
										{l.actions.includes('renew') ? <StatusButton id={l.id} intent="renew" label="Renew (free)" /> : null}
										{l.actions.includes('submit') ? <StatusButton id={l.id} intent="submit" label="Submit for review" /> : null}
										{l.actions.includes('edit') ? (
											<Link className="btn" to={`/listings/${l.id}/edit`}>
												{t('Edit')}
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
					<p>{t('You have no listings yet.')}</p>
					<StartSelling loggedIn label={t('Sell your first item')} />
				</div>
			)}
		</>
	)
}
