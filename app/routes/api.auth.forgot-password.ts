import { ForgotByPhoneSchema, ForgotPasswordSchema, SaysPhone } from '#app/domain/accounts/password-reset-schemas.ts'
import { requestPasswordReset } from '#app/domain/accounts/password-reset.server.ts'
import { requestPhoneReset } from '#app/domain/accounts/phone-codes/phone-reset.server.ts'
import { parseBody } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'

/**
 * POST /api/auth/forgot-password {email} -> {message}: a reset link by mail; or {phone} -> {message}: a 6-digit code by
 * SMS (then POST /api/auth/reset-password {phone, code, password}). The same answer whether or not there is an
 * account; 429 with Retry-After past the limits (for a phone, those of every code SMS).
 */
const route = apiRoute({
	async POST({ request, context }) {
		const byPhone = (await parseBody(request.clone(), SaysPhone)).phone !== undefined
		if (byPhone) {
			const { phone } = await parseBody(request, ForgotByPhoneSchema)
			return Response.json(await requestPhoneReset(context.db, { phone, clientAddress: context.clientAddress, secret: secretOf(context.env), pageLocale: requestLocale(request) }))
		}
		const { email } = await parseBody(request, ForgotPasswordSchema)
		const origin = siteUrl(request, context.env)
		return Response.json(await requestPasswordReset(context.db, { email, clientAddress: context.clientAddress, origin }))
	},
})

export const loader = route.loader
export const action = route.action
