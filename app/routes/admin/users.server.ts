import { pageUrl } from '#app/utils/data-request.ts'
import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { BulkActionSchema, UsersQuerySchema } from '#app/domain/admin/user-schemas.ts'
import { adminUsersPage } from '#app/domain/admin/users.server.ts'
import { bulkUserAction } from '#app/domain/admin/bulk-actions.server.ts'
import { BULK_ACTION_FAILED, BULK_ACTION_LABELS, NO_USERS_SELECTED, SELECT_USERS } from '#app/domain/admin/user-actions.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { say } from '#app/i18n/words.ts'
import { answerWithToast, firstIssue } from './page-action.server.ts'

export async function loadUsers(context: AppContext, admin: SessionUser, url: URL) {
	const query = UsersQuerySchema.parse(Object.fromEntries(url.searchParams))
	return { ...(await adminUsersPage(context.db, query)), query, adminId: admin.id }
}

/** The Users page's bulk form: the same schema as POST /api/admin/bulk-action; none ticked is "No Users Selected". */
export async function usersAction(request: Request, context: AppContext, admin: SessionUser) {
	const form = await readForm(request)
	const parsed = BulkActionSchema.safeParse({
		action: form.get('action') ?? undefined,
		targetType: form.get('targetType') ?? 'USER',
		targetIds: form.getAll('targetIds'),
		reason: form.get('reason') ?? undefined,
	})
	if (!parsed.success && parsed.error.issues.some((issue) => issue.message === SELECT_USERS)) {
		const url = pageUrl(request.url)
		return redirectWithToast(`${url.pathname}${url.search}`, { title: NO_USERS_SELECTED, description: SELECT_USERS, variant: 'error' }, context.env)
	}
	return answerWithToast(request, context, {
		failed: BULK_ACTION_FAILED,
		async perform() {
			if (!parsed.success) throw firstIssue(parsed.error)
			const { action, targetIds, reason } = parsed.data
			const done = await bulkUserAction(context.db, { admin, action, targetIds, reason, bus: context.chatBus })
			// Made from parts, so said here in the admin's language: the toast shows it as it comes.
			const words = { text: done.count === 1 ? '{action}: done for {count} user' : '{action}: done for {count} users', vars: { action: { text: BULK_ACTION_LABELS[action] }, count: done.count } }
			return { title: say(words, requestT(request, admin)), variant: 'success' }
		},
	})
}
