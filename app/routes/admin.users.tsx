import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/admin.users'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { UsersTable } from '#app/components/admin/users-table.tsx'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { BULK_ACTION_LABELS, BULK_ACTIONS, USER_STATUSES, USERS_POLL_MS } from '#app/domain/admin/user-actions.ts'
import { USER_ROLES } from '#db/enums.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadUsers, usersAction } from './admin/users.server.ts'
import { FETCH_FAILED } from '#app/domain/admin/console-texts.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Users')

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdminPage(request, context)
	return loadUsers(context, admin, new URL(request.url))
}

export async function action({ request, context }: Route.ActionArgs) {
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
	const { query } = data
	const pageHref = (page: number) => {
		const params = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(query.role ? { role: query.role } : {}), ...(query.status ? { status: query.status } : {}) })
		if (page > 1) params.set('page', String(page))
		const search = params.toString()
		return `/admin/users${search ? `?${search}` : ''}`
	}
	return (
		<div className="admin">
			<AdminNav current="users" />
			<ul className="admin-cards" aria-label="Users in figures">
				<li>
					<strong>{data.counts.all.toLocaleString('en-KE')}</strong> Users
				</li>
				<li>
					<strong>{data.counts.suspended.toLocaleString('en-KE')}</strong> Suspended
				</li>
				<li>
					<strong>{data.counts.unverified.toLocaleString('en-KE')}</strong> Not verified
				</li>
			</ul>
			<Form method="get" className="admin-inline-form" aria-label="Search users">
				<div className="field">
					<label htmlFor="users-q">Phone or email</label>
					<input id="users-q" name="q" type="search" defaultValue={query.q} maxLength={100} placeholder="0712 345 678 or name@example.com" />
				</div>
				<div className="field">
					<label htmlFor="users-role">Role</label>
					<select id="users-role" name="role" defaultValue={query.role ?? ''}>
						<option value="">All roles</option>
						{USER_ROLES.map((role) => (
							<option key={role} value={role}>
								{role}
							</option>
						))}
					</select>
				</div>
				<div className="field">
					<label htmlFor="users-status">Status</label>
					<select id="users-status" name="status" defaultValue={query.status ?? ''}>
						<option value="">Any status</option>
						{USER_STATUSES.map((status) => (
							<option key={status} value={status}>
								{status === 'ACTIVE' ? 'Active' : 'Suspended'}
							</option>
						))}
					</select>
				</div>
				<button className="btn btn-primary" type="submit">
					Search
				</button>
			</Form>
			<Form method="post" ref={bulkForm} aria-label="Bulk action on the selected users">
				<input type="hidden" name="targetType" value="USER" />
				<fieldset className="admin-bulk">
					<legend>With the selected users</legend>
					<div className="field">
						<label htmlFor="bulk-action">Action</label>
						<select id="bulk-action" name="action" required defaultValue="">
							<option value="" disabled>
								Choose an action
							</option>
							{BULK_ACTIONS.map((action) => (
								<option key={action} value={action}>
									{BULK_ACTION_LABELS[action]}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="bulk-reason">Reason</label>
						<input id="bulk-reason" name="reason" maxLength={500} aria-describedby="bulk-reason-hint" />
						<p id="bulk-reason-hint" className="hint">
							Needed to suspend or warn: the user is told it.
						</p>
					</div>
					<button className="btn btn-primary" type="submit">
						Apply to selected
					</button>
				</fieldset>
				<p className="muted" role="status">
					{data.total.toLocaleString('en-KE')} user{data.total === 1 ? '' : 's'} found
				</p>
				{data.users.length ? <UsersTable users={data.users} adminId={data.adminId} /> : <p className="empty">No users match.</p>}
			</Form>
			{data.pages > 1 ? (
				<nav className="pager" aria-label="Pages">
					{data.page > 1 ? (
						<Link className="btn" to={pageHref(data.page - 1)} rel="prev">
							Previous
						</Link>
					) : null}
					<span className="muted">
						Page {data.page} of {data.pages}
					</span>
					{data.page < data.pages ? (
						<Link className="btn" to={pageHref(data.page + 1)} rel="next">
							Next
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
