import { LoginSchema } from '#app/utils/user-validation.ts'
import { parseBody } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { loginUser } from '#app/domain/accounts/users.server.ts'
import { apiDevice } from '#app/routes/+shared/device.server.ts'

/**
 * POST /api/auth/login {phone, password} -> {token, user, warnings}: `warnings` are the admins' warnings not yet shown
 * ({reason, created_at}), given once. An X-Device-Id header (a plain token) names the device signing in.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const { phone, password } = await parseBody(request, LoginSchema)
		return Response.json(await loginUser(context.db, { phone, password, clientAddress: context.clientAddress, deviceId: apiDevice(request) }))
	},
})

export const loader = route.loader
export const action = route.action
