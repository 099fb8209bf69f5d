import { ResetPasswordSchema } from '#app/domain/accounts/password-reset-schemas.ts'
import { resetPassword } from '#app/domain/accounts/password-reset.server.ts'
import { parseBody } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'

/** POST /api/auth/reset-password {token, newPassword} -> {message}; an unknown, used or expired token is a 400. */
const route = apiRoute({
	async POST({ request, context }) {
		return Response.json(await resetPassword(context.db, { ...(await parseBody(request, ResetPasswordSchema)), bus: context.chatBus }))
	},
})

export const loader = route.loader
export const action = route.action
