import { PhoneResetSchema, ResetPasswordSchema, SaysPhone } from '#app/domain/accounts/password-reset-schemas.ts'
import { resetPassword } from '#app/domain/accounts/password-reset.server.ts'
import { resetPasswordByPhone } from '#app/domain/accounts/phone-codes/phone-reset.server.ts'
import { parseBody } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'

/**
 * POST /api/auth/reset-password {token, newPassword} -> {message}; an unknown, used or expired token is a 400. Or
 * {phone, code, password} -> {message} with the texted code; a wrong, expired or used code is a 400 (5 tries a code).
 * Either ends every session of the account.
 */
const route = apiRoute({
	async POST({ request, context }) {
		if ((await parseBody(request.clone(), SaysPhone)).phone === undefined) {
			return Response.json(await resetPassword(context.db, { ...(await parseBody(request, ResetPasswordSchema)), bus: context.chatBus }))
		}
		const body = await parseBody(request, PhoneResetSchema)
		return Response.json(await resetPasswordByPhone(context.db, { ...body, secret: secretOf(context.env), bus: context.chatBus }))
	},
})

export const loader = route.loader
export const action = route.action
