import { appContext } from '#app/context.ts'
import { Form, Link, useLocation } from 'react-router'
import type { Route } from './+types/alerts'
import { Field, FormError, fieldErrors, stateOf, type FormState } from '#app/components/forms.tsx'
import { ALERT_PLAN, ALERT_WORDS, BUYER_PLANS, SEARCH_QUERY_MAX } from '#app/domain/alerts/plan.ts'
import { listAlerts } from '#app/domain/alerts/alerts.server.ts'
import { activeSubscription } from '#app/domain/alerts/subscriptions.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { formatDate } from '#app/utils/format.ts'
import { ReceiptSteps, refreshWhilePaymentWaits, SubscriptionPay, type WaitingPayment } from '#app/components/subscription-pay.tsx'
import { paymentOnPage } from '#app/routes/+shared/subscription-payment.server.ts'
import { alertsAction } from './alerts.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Email Alerts') + ' · Soko' }]

/** Anyone may read how alerts work; a signed-in user also gets their subscription and alerts. */
export const handle = refreshWhilePaymentWaits

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await getUser(request, context)
	const words = await pageMessages(request, context, ['buyer'])
	if (!user) return { signedIn: false as const, ...words }
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
		...words,
	}
}

export const action = ({ request, context }: Route.ActionArgs) => alertsAction({ request, context: context.get(appContext) })

/** What is free comes first (issue 26): the BASIC alerts of My Alerts cost nothing; this page's subscription adds to them. */
function FreeAlerts({ signedIn }: { signedIn: boolean }) {
	const t = useT()
	const basic = BUYER_PLANS.BASIC
	return (
		<section className="panel" aria-labelledby="free-title">
			<h2 id="free-title">{t('Free alerts')}</h2>
			<p>{t('Save up to {max} alerts for free under My Alerts: words, category, price and town. We tell you about new matches once a day or once a week.', { max: basic.maxAlerts })}</p>
			<p>
				<Link className="btn btn-primary" to={signedIn ? '/buyer-dashboard' : '/login?redirectTo=/buyer-dashboard'}>
					{t('Make a free alert')}
				</Link>
			</p>
			<h2>{t('Email alerts by search, KSH {price}/month', { price: ALERT_PLAN.priceKes })}</h2>
			<p className="muted">{t('The subscription adds: any number of searches, each checked every hour, and an email as soon as something new matches.')}</p>
		</section>
	)
}

function HowItWorks() {
	const t = useT()
	return (
		<section className="panel prose" aria-labelledby="how-title">
			<h2 id="how-title">{t('How Email Alerts Work')}</h2>
			<ul>
				<li>{t('An alert is a search you save, such as “iPhone 12” or “sofa Nairobi”.')}</li>
				<li>{t('We check new listings against your alerts every hour.')}</li>
				<li>{t('When a new listing matches, we send you one email about it.')}</li>
				<li>{t('Alerts cost KSH {price}/month, paid by M-PESA.', { price: ALERT_PLAN.priceKes })}</li>
			</ul>
		</section>
	)
}

type SubscribeProps = { receiptState: FormState; payState: FormState; till: string | null; phone: string; payment: WaitingPayment | null }

function Subscribe({ receiptState, payState, till, phone, payment }: SubscribeProps) {
	const t = useT()
	return (
		<section id="subscribe" className="panel" aria-labelledby="subscribe-title">
			<h2 id="subscribe-title">{t('Subscribe to email alerts')}</h2>
			<p className="muted">{t('Each payment gives you {days} days of alerts; paying again before then adds {days} more.', { days: ALERT_PLAN.days })}</p>
			<SubscriptionPay product="EMAIL_ALERTS" intent="pay" phone={phone} state={payState} payment={payment} />
			<h3>{t('Or enter an M-PESA receipt')}</h3>
			<ol>
				<ReceiptSteps priceKes={ALERT_PLAN.priceKes} till={till} />
			</ol>
			<Form method="post">
				<input type="hidden" name="intent" value="subscribe" />
				<Field label={t('M-PESA receipt')} name="mpesaReceipt" state={receiptState} required maxLength={20} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
				<button className="btn btn-primary" type="submit">
					{t('Activate subscription')}
				</button>
			</Form>
		</section>
	)
}

function CreateAlert({ state }: { state: FormState }) {
	const t = useT()
	const needsSubscription = fieldErrors(state, 'search_query')?.[0] === ALERT_WORDS.subscriptionRequired
	return (
		<section className="panel" aria-labelledby="create-title">
			<h2 id="create-title">{t('Create Alert')}</h2>
			<Form method="post">
				<input type="hidden" name="intent" value="create" />
				<Field label={t('Search query')} name="search_query" state={state} required maxLength={SEARCH_QUERY_MAX} hint={t('For example: Samsung TV 43 inch')} />
				{needsSubscription ? (
					<p>
						<a href="#subscribe">{t('Subscribe now')}</a>
						{` ${t('to create alerts.')}`}
					</p>
				) : null}
				<button className="btn btn-primary" type="submit">
					{t('Create Alert')}
				</button>
			</Form>
		</section>
	)
}

type Alert = Awaited<ReturnType<typeof listAlerts>>[number]

function AlertItem({ alert }: { alert: Alert }) {
	const t = useT()
	const intl = useIntlLocale()
	return (
		<li className="panel">
			<p>
				<strong>{alert.search_query}</strong>
			</p>
			<p className="meta">{t('Created {date}', { date: formatDate(alert.created_at, intl) })}</p>
			<details className="confirm">
				<summary className="btn" aria-label={t('Delete alert “{name}”', { name: alert.search_query })}>
					{t('Delete')}
				</summary>
				<Form method="post">
					<input type="hidden" name="id" value={alert.id} />
					<p>{t('Delete the alert “{name}”? You will get no more emails for it.', { name: alert.search_query })}</p>
					<button className="btn btn-danger" type="submit" name="intent" value="delete">
						{t('Yes, delete it')}
					</button>
				</Form>
			</details>
		</li>
	)
}

export default function Alerts({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const intl = useIntlLocale()
	const location = useLocation()
	if (!loaderData.signedIn) {
		return (
			<>
				<h1>{t('Email Alerts')}</h1>
				<p>{t('Get an email when something you are looking for is listed.')}</p>
				<FreeAlerts signedIn={false} />
				<HowItWorks />
				<p>
					<Link className="btn btn-primary" to="/login?redirectTo=/alerts">
						{t('Sign in to set up alerts')}
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
			<h1>{t('Email Alerts')}</h1>
			<FreeAlerts signedIn />
			{activeUntil ? (
				<p className="notice notice-success" role="status">
					{t('Your alert subscription is active until {date}.', { date: formatDate(activeUntil, intl) })}
				</p>
			) : (
				<p className="notice" role="status">
					{`${t('You are not subscribed. Alerts need a subscription of KSH {price}/month.', { price: ALERT_PLAN.priceKes })} `}
					<a href="#subscribe">{t('Subscribe')}</a>
				</p>
			)}
			<FormError state={stateOf(state, 'delete')} />
			{/* A payment under way (or just failed) comes first: it is what the buyer is here for. */}
			{payment && !activeUntil ? subscribe : null}
			{/* A new key after each success (a redirect back here) empties the forms. */}
			<div className="detail" key={location.key}>
				<CreateAlert state={stateOf(state, 'create')} />
				<section aria-labelledby="mine-title">
					<h2 id="mine-title">{t('My Alerts')}</h2>
					{alerts.length ? (
						<ul className="list">
							{alerts.map((alert) => (
								<AlertItem key={alert.id} alert={alert} />
							))}
						</ul>
					) : (
						<p className="muted">{t('You have no alerts yet.')}</p>
					)}
				</section>
			</div>
			{activeUntil || payment ? null : subscribe}
			<HowItWorks />
		</>
	)
}
