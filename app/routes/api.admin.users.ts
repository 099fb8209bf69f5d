import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { UsersQuerySchema } from '#app/domain/admin/user-schemas.ts'
import { adminUsersPage } from '#app/domain/admin/users.server.ts'

/**
 * GET /api/admin/users?q=&role=&status=ACTIVE|SUSPENDED&page= — `{users, total, page, pages, counts}`, 25 users a page,
 * newest first, searched by phone or email; never a password hash (admins only).
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const query = UsersQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
		return Response.json(await adminUsersPage(context.db, query))
	},
})

export const loader = route.loader
export const action = route.action
