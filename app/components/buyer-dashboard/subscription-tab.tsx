import { Form } from 'react-router'
import type { AlertFrequency } from '#db/enums.ts'
import { BUYER_PLANS, PRODUCTS, type BuyerPlan } from '#app/domain/alerts/alert-plan.ts'
import { formatDate } from '#app/utils/format.ts'
import { Field, FormError, stateOf, type FormState } from '../forms.tsx'
import { SubscriptionPay, type WaitingPayment } from '../subscription-pay.tsx'

type Subscription = { plan: BuyerPlan; status: string; expires_at: string | null; alerts_sent_today: number }

const WORDS: Record<AlertFrequency, string> = { INSTANT: 'instant', DAILY: 'daily', WEEKLY: 'weekly' }

/** A plan's features in words (spec 2 §9). */
function features(plan: BuyerPlan) {
	const p = BUYER_PLANS[plan]
	return [
		`Up to ${p.maxAlerts} alerts`,
		p.alertsPerDay < 0 ? 'Unlimited notifications' : `${p.alertsPerDay} notifications a day`,
		`${p.frequencies.map((f) => WORDS[f]).join(', ').replace(/^./, (c) => c.toUpperCase())} notifications`,
		...(p.prioritySupport ? ['Priority support'] : []),
	]
}

function Plans({ current }: { current: BuyerPlan }) {
	return (
		<ul className="stats plans">
			{(Object.keys(BUYER_PLANS) as BuyerPlan[]).map((plan) => (
				<li key={plan} className="panel" aria-current={plan === current ? 'true' : undefined}>
					<h3>
						{plan} {plan === current ? <span className="badge">Your plan</span> : null}
					</h3>
					<strong>{BUYER_PLANS[plan].priceKes ? `KES ${BUYER_PLANS[plan].priceKes}/month` : 'Free'}</strong>
					<ul>
						{features(plan).map((f) => (
							<li key={f}>{f}</li>
						))}
					</ul>
				</li>
			))}
		</ul>
	)
}

type Upgrade = { premium: boolean; till: string | null; phone: string; payment: WaitingPayment | null; state: FormState }

/** PREMIUM paid as /alerts takes its subscription: an M-PESA prompt to the phone, or a receipt from paying the till. */
function UpgradeToPremium({ premium, till, phone, payment, state }: Upgrade) {
	const { priceKes, days } = PRODUCTS.BUYER_PLAN
	const receiptState = stateOf(state, 'subscribe')
	return (
		<section id="upgrade" className="panel" aria-labelledby="upgrade-title">
			<h2 id="upgrade-title">{premium ? 'Add another month of PREMIUM' : 'Upgrade to PREMIUM'}</h2>
			<p className="muted">Each payment gives you {days} days of PREMIUM; paying again before then adds {days} more.</p>
			<SubscriptionPay product="BUYER_PLAN" action="/buyer-dashboard?tab=subscription" intent="pay" phone={phone} state={stateOf(state, 'pay')} payment={payment} />
			<h3>Or enter an M-PESA receipt</h3>
			<ol>
				<li>On your phone, open M-PESA and choose Lipa na M-PESA, Buy Goods and Services.</li>
				<li>
					Pay KES {priceKes} to {till ? `till number ${till}` : 'Soko’s till'}.
				</li>
				<li>Enter the receipt code from Safaricom’s confirmation SMS (10 letters and digits, e.g. QGH7K2LM9P) below.</li>
			</ol>
			<Form method="post" action="/buyer-dashboard?tab=subscription">
				<FormError state={receiptState} />
				<input type="hidden" name="intent" value="subscribe" />
				<input type="hidden" name="plan" value="PREMIUM" />
				<Field label="M-PESA receipt" name="mpesaReceipt" state={receiptState} maxLength={20} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
				<button className="btn btn-primary" type="submit">
					{premium ? 'Add a month' : 'Upgrade to PREMIUM'}
				</button>
			</Form>
		</section>
	)
}

/** Back to BASIC asks first: what the buyer loses is said before they lose it. */
function Downgrade({ state }: { state: FormState }) {
	const basic = BUYER_PLANS.BASIC
	return (
		<details className="confirm" open={Boolean(state)}>
			<summary className="btn">Switch back to BASIC</summary>
			<Form method="post" action="/buyer-dashboard?tab=subscription">
				<FormError state={state} />
				<input type="hidden" name="intent" value="downgrade" />
				<input type="hidden" name="plan" value="BASIC" />
				<p>
					PREMIUM ends now, and the rest of this month is not refunded. Your instant alerts become daily alerts, you get at most{' '}
					{basic.alertsPerDay} notifications a day, and you can have at most {basic.maxAlerts} alerts.
				</p>
				<button className="btn btn-danger" type="submit">
					Yes, switch to BASIC
				</button>
			</Form>
		</details>
	)
}

/** The Subscription tab (spec 2 "Buyer dashboard"): plan, status, expiry, alerts sent today, both plans' features, upgrade. */
export function SubscriptionTab({ subscription, ...upgrade }: { subscription: Subscription } & Omit<Upgrade, 'premium'>) {
	const { plan, status, expires_at, alerts_sent_today } = subscription
	const perDay = BUYER_PLANS[plan].alertsPerDay
	const premium = plan === 'PREMIUM'
	return (
		<>
			<dl className="stats" aria-label="Your subscription">
				<div className="panel">
					<dt className="muted">Plan</dt>
					<dd>{plan}</dd>
				</div>
				<div className="panel">
					<dt className="muted">Status</dt>
					<dd>{status}</dd>
				</div>
				<div className="panel">
					<dt className="muted">Expires</dt>
					<dd>{expires_at ? formatDate(expires_at) : 'Never (free)'}</dd>
				</div>
				<div className="panel">
					<dt className="muted">Alerts sent today</dt>
					<dd>{perDay < 0 ? `${alerts_sent_today} (unlimited)` : `${alerts_sent_today} of ${perDay}`}</dd>
				</div>
			</dl>
			<h2>Plans</h2>
			<Plans current={plan} />
			<UpgradeToPremium premium={premium} {...upgrade} />
			{premium ? <Downgrade state={stateOf(upgrade.state, 'downgrade')} /> : null}
		</>
	)
}
