import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/admin.users'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { UsersTable } from '#app/components/admin/users-table.tsx'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { BULK_ACTION_LABELS, BULK_ACTIONS, USER_STATUS_LABELS, USER_STATUSES, USERS_POLL_MS } from '#app/domain/admin/user-actions.ts'
import { USER_ROLES } from '#db/enums.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadUsers, usersAction } from './admin/users.server.ts'
import { FETCH_FAILED } from '#app/domain/admin/console-texts.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Users')

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return { ...(await loadUsers(context, admin, pageUrl(request.url))), ...(await pageMessages(request, context, ['admin', 'adminPeople'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return usersAction(request, context, admin)
}

/** Clears the ticks once a bulk action has gone through (with JavaScript; without it the page is new anyway). */
function useResetAfterPost() {
	const form = useRef<HTMLFormElement>(null)
	const navigation = useNavigation()
	const posted = useRef(false)
	useEffect(() => {
		if (navigation.state === 'submitting' && navigation.formMethod === 'POST') posted.current = true
		if (navigation.state === 'idle' && posted.current) {
			posted.current = false
			form.current?.reset()
		}
	}, [navigation.state, navigation.formMethod])
	return form
}

export default function AdminUsers({ loaderData: data }: Route.ComponentProps) {
	usePolling(USERS_POLL_MS)
	const bulkForm = useResetAfterPost()
	const t = useT()
	const locale = useIntlLocale()
	const { query } = data
	const figure = (count: number) => <strong>{count.toLocaleString(locale)}</strong>
	const found = data.total.toLocaleString(locale)
	const pageHref = (page: number) => {
		const params = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.role ? { role: query.role } : {}), ...(query.status ? { status: query.status } : {}) })
		if (page > 1) params.set('page', String(page))
		const search = params.toString()
		return `/admin/users${search ? `?${search}` : ''}`
	}
	return (
		<div className="admin">
			<AdminNav current="users" />
			<ul className="admin-cards" aria-label={t('Users in figures')}>
				<li>{richText(t('{count} Users'), { count: figure(data.counts.all) })}</li>
				<li>{richText(t('{count} Suspended'), { count: figure(data.counts.suspended) })}</li>
				<li>{richText(t('{count} Not verified'), { count: figure(data.counts.unverified) })}</li>
			</ul>
			<Form method="get" className="admin-inline-form" aria-label={t('Search users')}>
				<div className="field">
					<label htmlFor="users-q">{t('Phone or email')}</label>
					<input id="users-q" name="q" type="search" defaultValue={query.q} maxLength={100} placeholder={t('0712 345 678 or name@example.com')} />
				</div>
				<div className="field">
					<label htmlFor="users-role">{t('Role')}</label>
					<select id="users-role" name="role" defaultValue={query.role ?? ''}>
						<option value="">{t('All roles')}</option>
						{USER_ROLES.map((role) => (
							<option key={role} value={role}>
								{t(role)}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor="users-status">{t('Status')}</label>
					<select id="users-status" name="status" defaultValue={query.status ?? ''}>
						<option value="">{t('Any status')}</option>
						{USER_STATUSES.map((status) => (
							<option key={status} value={status}>
								{t(USER_STATUS_LABELS[status])}
							</option>
						))}
					</select>
				</div>
				<button className="btn btn-primary" type="submit">
					{t('Search')}
				</button>
			</Form>
			<Form method="post" ref={bulkForm} aria-label={t('Bulk action on the selected users')}>
				<input type="hidden" name="targetType" value="USER" />
				<fieldset className="admin-bulk">
					<legend>{t('With the selected users')}</legend>
					<div className="field">
						<label htmlFor="bulk-action">{t('Action')}</label>
						<select id="bulk-action" name="action" required defaultValue="">
							<option value="" disabled>
								{t('Choose an action')}
							</option>
							{BULK_ACTIONS.map((action) => (
								<option key={action} value={action}>
									{t(BULK_ACTION_LABELS[action])}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="bulk-reason">{t('Reason')}</label>
						<input id="bulk-reason" name="reason" maxLength={500} aria-describedby="bulk-reason-hint" />
						<p id="bulk-reason-hint" className="hint">
							{t('Needed to suspend or warn: the user is told it.')}
						</p>
					</div>
					<button className="btn btn-primary" type="submit">
						{t('Apply to selected')}
					</button>
				</fieldset>
				<p className="muted" role="status">
					{data.total === 1 ? t('{count} user found', { count: found }) : t('{count} users found', { count: found })}
				</p>
				{data.users.length ? <UsersTable users={data.users} adminId={data.adminId} /> : <p className="empty">{t('No users match.')}</p>}
			</Form>
			{data.pages > 1 ? (
				<nav className="pager" aria-label={t('Pages')}>
					{data.page > 1 ? (
						<Link className="btn" to={pageHref(data.page - 1)} rel="prev">
							{t('Previous')}
						</Link>
					) : null}
					<span className="muted">{t('Page {page} of {pages}', { page: data.page, pages: data.pages })}</span>
					{data.page < data.pages ? (
						<Link className="btn" to={pageHref(data.page + 1)} rel="next">
							{t('Next')}
						</Link>
					) : null}
				</nav>
			) : null}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} failed={FETCH_FAILED} />
}
