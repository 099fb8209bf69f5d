import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { getSessionToken } from '#app/routes/+shared/auth.server.ts'
import { VerifyPhoneSchema } from '#app/domain/accounts/phone-codes/code-schemas.ts'
import { verifyPhoneCode } from '#app/domain/accounts/phone-codes/verify-phone.server.ts'
import { publicUser } from '#app/domain/accounts/users.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'

/**
 * POST /api/auth/verify-phone {code} (signed in) -> 200 {message, user} with user.phoneVerified true. A wrong code is a
 * 400 saying how many tries are left; an expired, used or dead one a 400 asking for a new code. Already verified is a
 * 200 too: a retry after an answer lost on a weak network must not read as a failure.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const { code } = await parseBody(request, VerifyPhoneSchema)
		const { message } = await verifyPhoneCode(context.db, {
			userId: user.id,
			code,
			secret: secretOf(context.env),
			keepToken: getSessionToken(request, context.env),
			bus: context.chatBus,
			env: context.env,
		})
		return Response.json({ message, user: await publicUser(context.db, { userId: user.id }) })
	},
})

export const loader = route.loader
export const action = route.action
