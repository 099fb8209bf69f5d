import { Form } from 'react-router'
import type { AlertFrequency } from '#db/enums.ts'
import { BUYER_PLANS, PRODUCTS, type BuyerPlan } from '#app/domain/alerts/plan.ts'
import { formatDate } from '#app/utils/format.ts'
import { Field, FormError, stateOf, type FormState } from '../forms.tsx'
import { ReceiptSteps, SubscriptionPay, type WaitingPayment } from '../subscription-pay.tsx'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'

type Subscription = { plan: BuyerPlan; status: string; expires_at: string | null; alerts_sent_today: number }

const WORDS: Record<AlertFrequency, string> = { INSTANT: 'instant', DAILY: 'daily', WEEKLY: 'weekly' }

/** A plan's features in words (spec 2 §9), in the page's language (the frequencies line is one text per plan). */
function features(plan: BuyerPlan, t: Translate) {
	const p = BUYER_PLANS[plan]
	return [
		t('Up to {count} alerts', { count: p.maxAlerts }),
		p.alertsPerDay < 0 ? t('Unlimited notifications') : t('{count} notifications a day', { count: p.alertsPerDay }),
		t(`${p.frequencies.map((f) => WORDS[f]).join(', ').replace(/^./, (c) => c.toUpperCase())} notifications`),
		...(p.prioritySupport ? [t('Priority support')] : []),
	]
}

function Plans({ current }: { current: BuyerPlan }) {
	const t = useT()
	return (
		<ul className="stats plans">
			{(Object.keys(BUYER_PLANS) as BuyerPlan[]).map((plan) => (
				<li key={plan} className="panel" aria-current={plan === current ? 'true' : undefined}>
					<h3>
						{plan} {plan === current ? <span className="badge">{t('Your plan')}</span> : null}
					</h3>
					<strong>{BUYER_PLANS[plan].priceKes ? t('KES {price}/month', { price: BUYER_PLANS[plan].priceKes }) : t('Free')}</strong>
					<ul>
						{features(plan, t).map((f) => (
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
	const t = useT()
	const { priceKes, days } = PRODUCTS.BUYER_PLAN
	const receiptState = stateOf(state, 'subscribe')
	return (
		<section id="upgrade" className="panel" aria-labelledby="upgrade-title">
			<h2 id="upgrade-title">{premium ? t('Add another month of PREMIUM') : t('Upgrade to PREMIUM')}</h2>
			<p className="muted">{t('Each payment gives you {days} days of PREMIUM; paying again before then adds {days} more.', { days })}</p>
			<SubscriptionPay product="BUYER_PLAN" action="/buyer-dashboard?tab=subscription" intent="pay" phone={phone} state={stateOf(state, 'pay')} payment={payment} />
			<h3>{t('Or enter an M-PESA receipt')}</h3>
			<ol>
				<ReceiptSteps priceKes={priceKes} till={till} />
			</ol>
			<Form method="post" action="/buyer-dashboard?tab=subscription">
				<FormError state={receiptState} />
				<input type="hidden" name="intent" value="subscribe" />
				<input type="hidden" name="plan" value="PREMIUM" />
				<Field label={t('M-PESA receipt')} name="mpesaReceipt" state={receiptState} maxLength={20} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
				<button className="btn btn-primary" type="submit">
					{premium ? t('Add a month') : t('Upgrade to PREMIUM')}
				</button>
			</Form>
		</section>
	)
}

/** Back to BASIC asks first: what the buyer loses is said before they lose it. */
function Downgrade({ state }: { state: FormState }) {
	const t = useT()
	const basic = BUYER_PLANS.BASIC
	return (
		<details className="confirm" open={Boolean(state)}>
			<summary className="btn">{t('Switch back to BASIC')}</summary>
			<Form method="post" action="/buyer-dashboard?tab=subscription">
				<FormError state={state} />
				<input type="hidden" name="intent" value="downgrade" />
				<input type="hidden" name="plan" value="BASIC" />
				<p>
					{t(
						'PREMIUM ends now, and the rest of this month is not refunded. Your instant alerts become daily alerts, you get at most {perDay} notifications a day, and you can have at most {max} alerts.',
						{ perDay: basic.alertsPerDay, max: basic.maxAlerts },
					)}
				</p>
				<button className="btn btn-danger" type="submit">
					{t('Yes, switch to BASIC')}
				</button>
			</Form>
		</details>
	)
}

/** The Subscription tab (spec 2 "Buyer dashboard"): plan, status, expiry, alerts sent today, both plans' features, upgrade. */
export function SubscriptionTab({ subscription, ...upgrade }: { subscription: Subscription } & Omit<Upgrade, 'premium'>) {
	const t = useT()
	const intl = useIntlLocale()
	const { plan, status, expires_at, alerts_sent_today } = subscription
	const perDay = BUYER_PLANS[plan].alertsPerDay
	const premium = plan === 'PREMIUM'
	return (
		<>
			<dl className="stats" aria-label={t('Your subscription')}>
				<div className="panel">
					<dt className="muted">{t('Plan')}</dt>
					<dd>{plan}</dd>
				</div>
				<div className="panel">
					<dt className="muted">{t('Status')}</dt>
					<dd>{t(status)}</dd>
				</div>
				<div className="panel">
					<dt className="muted">{t('Expires')}</dt>
					<dd>{expires_at ? formatDate(expires_at, intl) : t('Never (free)')}</dd>
				</div>
				<div className="panel">
					<dt className="muted">{t('Alerts sent today')}</dt>
					<dd>{perDay < 0 ? t('{count} (unlimited)', { count: alerts_sent_today }) : t('{count} of {max}', { count: alerts_sent_today, max: perDay })}</dd>
				</div>
			</dl>
			<h2>{t('Plans')}</h2>
			<Plans current={plan} />
			<UpgradeToPremium premium={premium} {...upgrade} />
			{premium ? <Downgrade state={stateOf(upgrade.state, 'downgrade')} /> : null}
		</>
	)
}
