import { Form, Link, useLocation } from 'react-router'
import type { Route } from './+types/alerts'
import { Field, FormError, fieldErrors, stateOf, type FormState } from '#app/components/forms.tsx'
import { ALERT_PLAN, ALERT_WORDS, SEARCH_QUERY_MAX } from '#app/domain/alerts/alert-plan.ts'
import { listAlerts } from '#app/domain/alerts/alerts.server.ts'
import { activeSubscription } from '#app/domain/alerts/subscriptions.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { SubscriptionPay, type WaitingPayment } from '#app/components/subscription-pay.tsx'
import { paymentOnPage } from '#app/utils/subscription-payment.server.ts'
import { alertsAction } from './alerts.server.ts'

export const meta: Route.MetaFunction = () => [{ title: 'Email Alerts · Soko' }]

/** Anyone may read how alerts work; a signed-in user also gets their subscription and alerts. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await getUser(request, context)
	if (!user) return { signedIn: false as const }
	// A payment this page started (?payment=): settled as paid, this redirects to /alerts with the spec's toast.
	const payment = await paymentOnPage(request, context, { userId: user.id, pageUrl: '/alerts', paidToast: ALERT_WORDS.subscriptionActivated })
	const [alerts, subscription] = await Promise.all([listAlerts(context.db, { userId: user.id }), activeSubscription(context.db, { userId: user.id })])
	return {
		signedIn: true as const,
		alerts,
		activeUntil: subscription?.expires_at ?? null,
		till: context.env.MPESA_TILL ?? null,
		phone: user.phone,
		payment,
	}
}

export const action = ({ request, context }: Route.ActionArgs) => alertsAction({ request, context })

function HowItWorks() {
	return (
		<section className="panel prose" aria-labelledby="how-title">
			<h2 id="how-title">How Email Alerts Work</h2>
			<ul>
				<li>An alert is a search you save, such as “iPhone 12” or “sofa Nairobi”.</li>
				<li>We check new listings against your alerts every hour.</li>
				<li>When a new listing matches, we send you one email about it.</li>
				<li>
					Alerts cost KSH {ALERT_PLAN.priceKes}/month, paid by M-PESA.
				</li>
			</ul>
		</section>
	)
}

type SubscribeProps = { receiptState: FormState; payState: FormState; till: string | null; phone: string; payment: WaitingPayment | null }

function Subscribe({ receiptState, payState, till, phone, payment }: SubscribeProps) {
	return (
		<section id="subscribe" className="panel" aria-labelledby="subscribe-title">
			<h2 id="subscribe-title">Subscribe to email alerts</h2>
			<p className="muted">Each payment gives you {ALERT_PLAN.days} days of alerts; paying again before then adds {ALERT_PLAN.days} more.</p>
			<SubscriptionPay product="EMAIL_ALERTS" intent="pay" phone={phone} state={payState} payment={payment} />
			<h3>Or enter an M-PESA receipt</h3>
			<ol>
				<li>On your phone, open M-PESA and choose Lipa na M-PESA, Buy Goods and Services.</li>
				<li>Pay KES {ALERT_PLAN.priceKes} to {till ? `till number ${till}` : 'Soko’s till'}.</li>
				<li>Enter the receipt code from Safaricom’s confirmation SMS (10 letters and digits, e.g. QGH7K2LM9P) below.</li>
			</ol>
			<Form method="post">
				<input type="hidden" name="intent" value="subscribe" />
				<Field label="M-PESA receipt" name="mpesaReceipt" state={receiptState} required maxLength={20} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
				<button className="btn btn-primary" type="submit">
					Activate subscription
				</button>
			</Form>
		</section>
	)
}

function CreateAlert({ state }: { state: FormState }) {
	const needsSubscription = fieldErrors(state, 'search_query')?.[0] === ALERT_WORDS.subscriptionRequired
	return (
		<section className="panel" aria-labelledby="create-title">
			<h2 id="create-title">Create Alert</h2>
			<Form method="post">
				<input type="hidden" name="intent" value="create" />
				<Field label="Search query" name="search_query" state={state} required maxLength={SEARCH_QUERY_MAX} hint="For example: Samsung TV 43 inch" />
				{needsSubscription ? (
					<p>
						<a href="#subscribe">Subscribe now</a> to create alerts.
					</p>
				) : null}
				<button className="btn btn-primary" type="submit">
					Create Alert
				</button>
			</Form>
		</section>
	)
}

type Alert = Awaited<ReturnType<typeof listAlerts>>[number]

function AlertItem({ alert }: { alert: Alert }) {
	return (
		<li className="panel">
			<p>
				<strong>{alert.search_query}</strong>
			</p>
			<p className="meta">Created {formatDate(alert.created_at)}</p>
			<details className="confirm">
				<summary className="btn" aria-label={`Delete alert “${alert.search_query}”`}>
					Delete
				</summary>
				<Form method="post">
					<input type="hidden" name="id" value={alert.id} />
					<p>Delete the alert “{alert.search_query}”? You will get no more emails for it.</p>
					<button className="btn btn-danger" type="submit" name="intent" value="delete">
						Yes, delete it
					</button>
				</Form>
			</details>
		</li>
	)
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
	const location = useLocation()
	if (!loaderData.signedIn) {
		return (
			<>
				<h1>Email Alerts</h1>
				<p>Get an email when something you are looking for is listed.</p>
				<HowItWorks />
				<p>
					<Link className="btn btn-primary" to="/login?redirectTo=/alerts">
						Sign in to set up alerts
					</Link>
				</p>
			</>
		)
	}
	const { alerts, activeUntil, till, phone, payment } = loaderData
	const state = actionData as FormState
	const subscribe = <Subscribe receiptState={stateOf(state, 'subscribe')} payState={stateOf(state, 'pay')} till={till} phone={phone} payment={payment} />
	return (
		<>
			<h1>Email Alerts</h1>
			{activeUntil ? (
				<p className="notice notice-success" role="status">
					Your alert subscription is active until {formatDate(activeUntil)}.
				</p>
			) : (
				<p className="notice" role="status">
					You are not subscribed. Alerts need a subscription of KSH {ALERT_PLAN.priceKes}/month. <a href="#subscribe">Subscribe</a>
				</p>
			)}
			<FormError state={stateOf(state, 'delete')} />
			{/* A payment under way (or just failed) comes first: it is what the buyer is here for. */}
			{payment && !activeUntil ? subscribe : null}
			{/* A new key after each success (a redirect back here) empties the forms. */}
			<div className="detail" key={location.key}>
				<CreateAlert state={stateOf(state, 'create')} />
				<section aria-labelledby="mine-title">
					<h2 id="mine-title">My Alerts</h2>
					{alerts.length ? (
						<ul className="list">
							{alerts.map((alert) => (
								<AlertItem key={alert.id} alert={alert} />
							))}
						</ul>
					) : (
						<p className="muted">You have no alerts yet.</p>
					)}
				</section>
			</div>
			{activeUntil || payment ? null : subscribe}
			<HowItWorks />
		</>
	)
}
