import { RegisterApiSchema } from '#app/utils/user-validation.ts'
import { apiError, parseBody } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { AuthError, registerUser } from '#app/domain/accounts/users.server.ts'
import { apiDevice } from '#app/routes/+shared/device.server.ts'
import { registrationSettings } from '#app/routes/+shared/auth-actions.server.ts'

/**
 * POST /api/auth/register {email, password, phone, role, name?} -> 201 {token, user} with user.phoneVerified false; role
 * ADMIN is refused. X-Device-Id as for login. With PHONE_VERIFICATION=required a code goes to the phone by SMS.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const { redirectTo: _ignored, ...input } = await parseBody(request, RegisterApiSchema)
		try {
			return Response.json(await registerUser(context.db, { ...input, ...registrationSettings(request, context), deviceId: apiDevice(request) }), { status: 201 })
		} catch (error) {
			if (error instanceof AuthError && error.field) return apiError(error.status, error.message, { [error.field]: [error.message] })
			throw error
		}
	},
})

export const loader = route.loader
export const action = route.action
