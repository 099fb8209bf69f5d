import { ForgotPasswordSchema } from '#app/domain/accounts/password-reset-schemas.ts'
import { requestPasswordReset } from '#app/domain/accounts/password-reset.server.ts'
import { parseBody } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'

/** POST /api/auth/forgot-password {email} -> {message}, the same whether or not the email has an account. */
const route = apiRoute({
	async POST({ request, context }) {
		const { email } = await parseBody(request, ForgotPasswordSchema)
		const origin = siteUrl(request, context.env)
		return Response.json(await requestPasswordReset(context.db, { email, clientAddress: context.clientAddress, origin }))
	},
})

export const loader = route.loader
export const action = route.action
