import { z } from 'zod'
import type { Route } from './+types/api.payments.initiate'
import { apiError, methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'
import { PaymentError } from '#app/domain/payments/payment-rules.server.ts'
import { initiatePayment, mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { ListingError } from '#app/domain/listing-transitions.server.ts'

const InitiateSchema = z.object({
	listingId: z.coerce.number({ error: 'listingId is required' }).int().positive('listingId is required'),
	phone: MpesaPhoneSchema,
})

export function loader() {
	return methodNotAllowed()
}

/** POST /api/payments/initiate {listingId, phone} — the seller dashboard's Pay Now (spec 2 §7). */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	const { listingId, phone } = await parseBody(request, InitiateSchema)
	try {
		const gateway = mpesaGatewayFor(context)
		return Response.json(await initiatePayment(context.db, { env: context.env, gateway, listingId, phone, actor: user }))
	} catch (error) {
		if (error instanceof PaymentError || error instanceof ListingError) return apiError(error.status, error.message)
		throw error
	}
}
