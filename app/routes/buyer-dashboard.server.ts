import { pageUrl } from '#app/utils/data-request.ts'
import type { AppContext } from '#app/context.ts'
import { data, redirect } from 'react-router'
import { DomainError } from '#app/domain/domain-error.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'
import { BuyerAlertChangeSchema, BuyerAlertSchema, BuyerSubscribeSchema, CommunicationSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { createBuyerAlert, deleteBuyerAlert, listBuyerAlerts, updateBuyerAlert } from '#app/domain/alerts/buyer-alerts.server.ts'
import { buyerSubscription, changeBuyerPlan } from '#app/domain/alerts/buyer-plan.server.ts'
import { buyerProfile, setCommunicationPreference } from '#app/domain/alerts/buyer-profile.server.ts'
import { getSessionToken, getUser } from '#app/routes/+shared/auth.server.ts'
import { PhoneChangeSchema } from '#app/domain/accounts/phone-codes/code-schemas.ts'
import { NUMBER_CHANGED, PHONE_CHANGE_FAILED, pendingPhoneOf, requestPhoneChange } from '#app/domain/accounts/phone-codes/phone-change.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { NotifyChannelSchema } from '#app/domain/notifications/schema.ts'
import { notifyChannelOf, setNotifyChannel } from '#app/domain/notifications/channel.server.ts'
import { timeAgo } from '#app/utils/format.ts'
import { invalid, parseForm, requireIntent, type FormReply } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { payFromForm, paymentOnPage } from '#app/routes/+shared/subscription-payment.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { DASHBOARD_WORDS, dashboardTab, type DashboardTab } from '#app/components/buyer-dashboard/words.ts'

/** Signed out, the dashboard is not a login prompt (spec 2 "Buyer dashboard"): the visitor goes home. */
async function requireBuyer(request: Request, context: AppContext) {
	const user = await getUser(request, context)
	if (!user) throw redirect('/')
	return user
}

const SUBSCRIPTION_PAGE = '/buyer-dashboard?tab=subscription'

/** What each tab shows, loaded only for the tab asked for; the plan is on every tab (the alert form needs it). */
export async function buyerDashboardLoader({ request, context }: { request: Request; context: AppContext }) {
	const user = await requireBuyer(request, context)
	const tab = dashboardTab(pageUrl(request.url).searchParams.get('tab'))
	const { db } = context
	const subscription = await buyerSubscription(db, { userId: user.id })
	const common = { subscription, phone: user.phone, email: user.email, ...(await pageMessages(request, context, ['buyer', 'listings', 'phone'])) }
	if (tab === 'alerts') {
		const now = Date.now()
		const alerts = (await listBuyerAlerts(db, { userId: user.id })).map((a) => ({ ...a, lastMatchedAgo: a.last_matched ? timeAgo(a.last_matched, now) : null }))
		return { ...common, tab, alerts }
	}
	if (tab === 'subscription') {
		const payment = await paymentOnPage(request, context, { userId: user.id, pageUrl: SUBSCRIPTION_PAGE, paidToast: ALERT_WORDS.subscriptionUpdated })
		return { ...common, tab, till: context.env.MPESA_TILL ?? null, payment }
	}
	return {
		...common,
		tab,
		profile: await buyerProfile(db, { userId: user.id }),
		notifyChannel: await notifyChannelOf(db, { userId: user.id }),
		pendingPhone: await pendingPhoneOf(db, { userId: user.id }),
	}
}

const INTENTS = ['create', 'pause', 'resume', 'delete', 'subscribe', 'pay', 'downgrade', 'communication', 'notify_channel', 'phone'] as const
type Intent = (typeof INTENTS)[number]

const TAB_OF: Record<Intent, DashboardTab> = {
	create: 'alerts',
	pause: 'alerts',
	resume: 'alerts',
	delete: 'alerts',
	subscribe: 'subscription',
	pay: 'subscription',
	downgrade: 'subscription',
	communication: 'profile',
	notify_channel: 'profile',
	phone: 'profile',
}

/** The spec's failure line heading a refusal of each form; a refused pause or resume says which it was. */
const FAILED: Record<Intent, string> = {
	create: DASHBOARD_WORDS.createFailed,
	pause: DASHBOARD_WORDS.changeFailed,
	resume: DASHBOARD_WORDS.changeFailed,
	delete: DASHBOARD_WORDS.deleteFailed,
	subscribe: DASHBOARD_WORDS.subscriptionFailed,
	pay: DASHBOARD_WORDS.subscriptionFailed,
	downgrade: DASHBOARD_WORDS.subscriptionFailed,
	communication: DASHBOARD_WORDS.communicationFailed,
	notify_channel: DASHBOARD_WORDS.communicationFailed,
	phone: PHONE_CHANGE_FAILED,
}

/** The field a domain refusal belongs by, so it shows there; others head the form. */
function fieldOf(intent: Intent, message: string, status: number) {
	if (message === ALERT_WORDS.instantNeedsPremium) return 'frequency'
	if (intent === 'subscribe') return 'mpesaReceipt'
	if ((intent === 'pay' && status === 400) || intent === 'phone') return 'phone'
	return ''
}

function alertIdOf(form: FormData) {
	const id = String(form.get('id') ?? '')
	if (!/^\d{1,9}$/.test(id)) throw new DomainError(ALERT_WORDS.alertNotFound, 404)
	return Number(id)
}

/**
 * The dashboard's forms, each a plain POST with an `intent` (they work without JavaScript). Success goes back to
 * the form's tab with a toast; a refusal answers with the form's `intent` and its errors, shown by that form.
 */
export async function buyerDashboardAction({ request, context }: { request: Request; context: AppContext }) {
	const user = await requireBuyer(request, context)
	const form = await readForm(request)
	const intent = requireIntent(form.get('intent'), INTENTS)
	const { db } = context
	const userId = user.id
	const done = (title: string) => redirectWithToast(`/buyer-dashboard?tab=${TAB_OF[intent]}`, { title, variant: 'success' }, context.env)
	try {
		switch (intent) {
			case 'create': {
				const submission = parseForm(form, BuyerAlertSchema)
				if (submission.status !== 'success') {
					const reply = submission.reply()
					return invalid({ ...reply, error: { ...reply.error, '': [FAILED.create] } })
				}
				await createBuyerAlert(db, { userId, input: submission.value })
				return done(ALERT_WORDS.alertCreated)
			}
			case 'pause':
			case 'resume': {
				const change = BuyerAlertChangeSchema.parse({ is_active: intent === 'resume' })
				await updateBuyerAlert(db, { userId, alertId: alertIdOf(form), change })
				return done(intent === 'pause' ? ALERT_WORDS.alertPaused : ALERT_WORDS.alertResumed)
			}
			case 'delete':
				await deleteBuyerAlert(db, { userId, alertId: alertIdOf(form) })
				return done(ALERT_WORDS.alertDeleted)
			case 'pay':
				return await payFromForm(form, context, { userId, product: 'BUYER_PLAN', pageUrl: SUBSCRIPTION_PAGE })
			case 'subscribe':
			case 'downgrade': {
				const submission = parseForm(form, BuyerSubscribeSchema)
				if (submission.status !== 'success') return invalid(submission.reply())
				const { plan, mpesaReceipt } = submission.value
				if ((plan === 'PREMIUM') !== (intent === 'subscribe')) throw new Response('Unknown action', { status: 400 })
				await changeBuyerPlan(db, { userId, plan, receipt: mpesaReceipt || undefined, env: context.env })
				return done(ALERT_WORDS.subscriptionUpdated)
			}
			case 'communication': {
				const submission = parseForm(form, CommunicationSchema)
				if (submission.status !== 'success') return invalid(submission.reply())
				const channel = submission.value.communication_preference
				await setCommunicationPreference(db, { userId, channel })
				return done(DASHBOARD_WORDS.communicationSaved(channel))
			}
			case 'notify_channel': {
				const submission = parseForm(form, NotifyChannelSchema)
				if (submission.status !== 'success') return invalid(submission.reply())
				const channel = submission.value.notify_channel
				await setNotifyChannel(db, { userId, channel })
				return done(channel === 'SMS' ? 'We will tell you by SMS' : 'We will tell you by email')
			}
			case 'phone': {
				const submission = parseForm(form, PhoneChangeSchema)
				if (submission.status !== 'success') return invalid(submission.reply())
				await requestPhoneChange(db, {
					userId,
					phone: submission.value.phone,
					clientAddress: context.clientAddress,
					secret: secretOf(context.env),
					phoneVerification: context.env.PHONE_VERIFICATION,
					keepToken: getSessionToken(request, context.env),
					bus: context.chatBus,
					pageLocale: requestLocale(request, user),
				})
				if (context.env.PHONE_VERIFICATION === 'off') return done(NUMBER_CHANGED)
				// The code box, then back to this tab.
				return redirect(`/verify-phone?${new URLSearchParams({ redirectTo: '/buyer-dashboard?tab=profile' })}`)
			}
		}
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		const field = fieldOf(intent, error.message, error.status)
		const values = Object.fromEntries([...new Set(form.keys())].map((k) => [k, form.getAll(k).length > 1 ? form.getAll(k).map(String) : String(form.get(k))]))
		const errors = field ? { [field]: [error.message], '': [FAILED[intent]] } : { '': [FAILED[intent], error.message] }
		return data({ error: errors, initialValue: values } satisfies FormReply, { status: error.status })
	}
}
