import type { Route } from './+types/api.auth.register'
import { RegisterSchema } from '#app/utils/user-validation.ts'
import { apiError, methodNotAllowed, parseBody } from '#app/utils/api.server.ts'
import { AuthError, registerUser } from '#app/domain/users.server.ts'

export function loader() {
	return methodNotAllowed()
}

/** POST /api/auth/register {email, password, phone, role} -> 201 {token, user}; role ADMIN is refused. */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const { redirectTo: _ignored, ...input } = await parseBody(request, RegisterSchema)
	try {
		return Response.json(await registerUser(context.db, input), { status: 201 })
	} catch (error) {
		if (error instanceof AuthError) return apiError(error.status, error.message, error.field ? { [error.field]: [error.message] } : undefined)
		throw error
	}
}
