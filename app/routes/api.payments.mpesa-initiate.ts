import { z } from 'zod'
import type { Route } from './+types/api.payments.mpesa-initiate'
import { apiError, methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'
import { PaymentError } from '#app/domain/payments/payment-rules.server.ts'
import { initiatePayment, mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { ListingError } from '#app/domain/listing-transitions.server.ts'

const InitiateSchema = z.object({
	listing_id: z.coerce.number({ error: 'listing_id is required' }).int().positive('listing_id is required'),
	phone: MpesaPhoneSchema,
})

export function loader() {
	return methodNotAllowed()
}

/** POST /api/payments/mpesa-initiate {listing_id, phone} — sends the M-PESA prompt for the listing fee (spec 1 §7). */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	const { listing_id, phone } = await parseBody(request, InitiateSchema)
	try {
		const gateway = mpesaGatewayFor(context)
		return Response.json(await initiatePayment(context.db, { env: context.env, gateway, listingId: listing_id, phone, actor: user }))
	} catch (error) {
		if (error instanceof PaymentError || error instanceof ListingError) return apiError(error.status, error.message)
		throw error
	}
}
