import type { AppContext } from '#app/context.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'
import { AlertSchema, SubscribeSchema } from '#app/domain/alerts/schemas.ts'
import { createAlert, deleteAlert } from '#app/domain/alerts/alerts.server.ts'
import { subscribeWithReceipt } from '#app/domain/alerts/subscriptions.server.ts'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { formError, invalid, parseForm, requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { payFromForm } from '#app/routes/+shared/subscription-payment.server.ts'

const INTENTS = ['create', 'delete', 'subscribe', 'pay'] as const

/**
 * The alerts page's forms (they work without JavaScript): Create Alert, Delete, and Subscribe by M-PESA prompt (pay)
 * or by receipt (subscribe). A refusal is answered with the form's own message and `intent`, so the page shows it by
 * the right form.
 */
export async function alertsAction({ request, context }: { request: Request; context: AppContext }) {
	const user = await requireUser(request, context)
	const form = await readForm(request)
	const intent = requireIntent(form.get('intent'), INTENTS)
	const toast = (title: string) => redirectWithToast('/alerts', { title, variant: 'success' }, context.env)
	try {
		if (intent === 'delete') {
			const id = String(form.get('id') ?? '')
			if (!/^\d{1,9}$/.test(id)) throw new DomainError(ALERT_WORDS.alertNotFound, 404)
			await deleteAlert(context.db, { userId: user.id, alertId: Number(id) })
			return toast(ALERT_WORDS.alertDeleted)
		}
		if (intent === 'create') {
			const submission = parseForm(form, AlertSchema)
			if (submission.status !== 'success') return invalid(submission.reply())
			await createAlert(context.db, { userId: user.id, searchQuery: submission.value.search_query })
			return toast(ALERT_WORDS.alertCreated)
		}
		if (intent === 'pay') return await payFromForm(form, context, { userId: user.id, product: 'EMAIL_ALERTS', pageUrl: '/alerts' })
		const submission = parseForm(form, SubscribeSchema)
		if (submission.status !== 'success') return invalid(submission.reply())
		await subscribeWithReceipt(context.db, { userId: user.id, receipt: submission.value.mpesaReceipt, env: context.env })
		return toast(ALERT_WORDS.subscriptionActivated)
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		// A prompt already pending (409) or M-PESA down (502) is about the payment, not the phone typed.
		const field = { create: 'search_query', subscribe: 'mpesaReceipt', delete: '', pay: error.status === 400 ? 'phone' : '' }[intent]
		const typed = intent === 'pay' ? 'phone' : field
		const values = { intent, [typed]: String(form.get(typed) ?? '') }
		return formError(error.message, { status: error.status, field, values })
	}
}
