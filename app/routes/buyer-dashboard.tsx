import { appContext } from '#app/context.ts'
import { Link, useLocation } from 'react-router'
import type { Route } from './+types/buyer-dashboard'
import { BUYER_PLANS, PRODUCTS } from '#app/domain/alerts/plan.ts'
import { stateOf, type FormState } from '#app/components/forms.tsx'
import { AlertForm } from '#app/components/buyer-dashboard/alert-form.tsx'
import { AlertList } from '#app/components/buyer-dashboard/alert-list.tsx'
import { ProfileTab } from '#app/components/buyer-dashboard/profile-tab.tsx'
import { PhoneForm } from '#app/components/buyer-dashboard/phone-form.tsx'
import { NotifyChannelForm } from '#app/components/notifications/channel-form.tsx'
import { SubscriptionTab } from '#app/components/buyer-dashboard/subscription-tab.tsx'
import { DASHBOARD_TABS } from '#app/components/buyer-dashboard/words.ts'
import { refreshWhilePaymentWaits } from '#app/components/subscription-pay.tsx'
import { buyerDashboardAction, buyerDashboardLoader } from './buyer-dashboard.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('My Alerts') + ' · Soko' }]

export const handle = refreshWhilePaymentWaits

export const loader = ({ request, context }: Route.LoaderArgs) => buyerDashboardLoader({ request, context: context.get(appContext) })

export const action = ({ request, context }: Route.ActionArgs) => buyerDashboardAction({ request, context: context.get(appContext) })

/** The buyer dashboard (spec 2 "Buyer dashboard"): tabs are links, so each works without JavaScript. */
export default function BuyerDashboard({ loaderData, actionData }: Route.ComponentProps) {
	const t = useT()
	const location = useLocation()
	const state = actionData as FormState
	const { plan } = loaderData.subscription.subscription
	return (
		<>
			<h1>{t('My Alerts')}</h1>
			<nav className="tabs dash-tabs" aria-label={t('Dashboard sections')}>
				{DASHBOARD_TABS.map(({ tab, label }) => (
					<Link key={tab} to={`/buyer-dashboard?tab=${tab}`} aria-current={loaderData.tab === tab ? 'page' : undefined}>
						{t(label)}
					</Link>
				))}
			</nav>
			{loaderData.tab === 'alerts' ? (
				// A new key after each success (a redirect back here) empties the form.
				<div className="detail" key={location.key}>
					<p className="muted">
						{`${t('{count} of {max} alerts on your {plan} plan.', { count: loaderData.alerts.length, max: BUYER_PLANS[plan].maxAlerts, plan })} `}
						{plan === 'BASIC' ? <Link to="/buyer-dashboard?tab=subscription">{t('Upgrade for more, and instant alerts')}</Link> : null}
					</p>
					<AlertForm plan={plan} state={stateOf(state, 'create')} />
					<AlertList alerts={loaderData.alerts} state={stateOf(state, 'pause', 'resume', 'delete')} />
					<p>
						<Link to="/alerts">
							{t('Email alerts by search, KSH {price}/month', { price: PRODUCTS.EMAIL_ALERTS.priceKes })}
						</Link>
					</p>
				</div>
			) : null}
			{loaderData.tab === 'subscription' ? (
				<SubscriptionTab
					subscription={loaderData.subscription.subscription}
					till={loaderData.till}
					phone={loaderData.phone}
					payment={loaderData.payment}
					state={state}
				/>
			) : null}
			{loaderData.tab === 'profile' ? (
				<>
					<ProfileTab profile={loaderData.profile} phone={loaderData.phone} email={loaderData.email} state={stateOf(state, 'communication')} />
					<NotifyChannelForm channel={loaderData.notifyChannel} phone={loaderData.phone} email={loaderData.email} state={stateOf(state, 'notify_channel')} />
					<PhoneForm phone={loaderData.phone} pendingPhone={loaderData.pendingPhone} state={stateOf(state, 'phone')} />
				</>
			) : null}
		</>
	)
}
