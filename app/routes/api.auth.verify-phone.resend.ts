import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { sendVerifyCode } from '#app/domain/accounts/phone-codes/verify-phone.server.ts'
import { say } from '#app/i18n/words.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'

/**
 * POST /api/auth/verify-phone/resend (signed in) -> 200 {message}: a new code by SMS. 429 {message} with Retry-After
 * within a minute of the last code, past 5 codes to the number in a day, or too many from the address; 409 when the
 * number is already verified, or the site verifies no phones (PHONE_VERIFICATION=off).
 */
const route = apiRoute({
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const { message } = await sendVerifyCode(context.db, {
			userId: user.id,
			clientAddress: context.clientAddress,
			secret: secretOf(context.env),
			pageLocale: requestLocale(request),
			phoneVerification: context.env.PHONE_VERIFICATION,
		})
		return Response.json({ message: say(message) })
	},
})

export const loader = route.loader
export const action = route.action
