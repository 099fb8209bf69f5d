import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { subscriptionPaymentResponse } from '#app/routes/+shared/subscription-payment.server.ts'
import { PayByPhoneSchema } from '#app/domain/payments/phone-schema.ts'

const route = apiRoute({
	/** POST /api/alert-subscriptions/pay {phone} — a month of email alerts by M-PESA prompt (KES 500); 202 while it is on the phone. */
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const { phone } = await parseBody(request, PayByPhoneSchema)
		return subscriptionPaymentResponse(context, { userId: user.id, product: 'EMAIL_ALERTS', phone })
	},
})

export const loader = route.loader
export const action = route.action
