import type { Route } from './+types/api.auth.login'
import { LoginSchema } from '#app/utils/user-validation.ts'
import { apiError, methodNotAllowed, parseBody } from '#app/utils/api.server.ts'
import { AuthError, loginUser } from '#app/domain/users.server.ts'

export function loader() {
	return methodNotAllowed()
}

/** POST /api/auth/login {phone, password} -> {token, user} */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const { phone, password } = await parseBody(request, LoginSchema)
	try {
		return Response.json(await loginUser(context.db, { phone, password, clientAddress: context.clientAddress }))
	} catch (error) {
		if (error instanceof AuthError) return apiError(error.status, error.message)
		throw error
	}
}
