import { Link } from 'react-router'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { formatDate, formatDateTime } from '#app/utils/format.ts'

type UserRow = {
	id: number
	phone: string
	email: string
	name: string | null
	role: string
	is_active: boolean
	is_verified: boolean
	created_at: string
	last_login: string | null
}

/** Ticks or clears every box of the table (needs JavaScript, so it is drawn only once it runs). */
function SelectAll() {
	const hydrated = useHydrated()
	if (!hydrated) return <span className="sr-only">Select</span>
	return (
		<input
			type="checkbox"
			aria-label="Select every user on this page"
			onChange={(e) => {
				for (const box of e.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="targetIds"]') ?? []) box.checked = e.currentTarget.checked
			}}
		/>
	)
}

/** The users of one page, each with a box to tick for the bulk action; scrolls sideways on a phone. */
export function UsersTable({ users, adminId }: { users: UserRow[]; adminId: number }) {
	return (
		<div className="admin-scroll" role="region" aria-label="Users" tabIndex={0}>
			<table className="admin-grid admin-pick">
				<thead>
					<tr>
						<th scope="col">
							<SelectAll />
						</th>
						<th scope="col">Phone</th>
						<th scope="col">Email</th>
						<th scope="col">Name</th>
						<th scope="col">Role</th>
						<th scope="col">Status</th>
						<th scope="col">Verified</th>
						<th scope="col">Joined</th>
						<th scope="col">Last sign-in</th>
						<th scope="col">Trust</th>
					</tr>
				</thead>
				<tbody>
					{users.map((user) => (
						<tr key={user.id}>
							<td>
								<input
									type="checkbox"
									name="targetIds"
									value={user.id}
									id={`user-${user.id}`}
									aria-label={`Select ${user.phone}${user.id === adminId ? ' (you)' : ''}`}
								/>
							</td>
							<td>
								<label htmlFor={`user-${user.id}`}>{user.phone}</label>
							</td>
							<td className="admin-wrap">{user.email}</td>
							<td>{user.name ?? <span className="muted">—</span>}</td>
							<td>{user.role}</td>
							<td>
								<span className={`badge status-${user.is_active ? 'ACTIVE' : 'SUSPENDED'}`}>{user.is_active ? 'Active' : 'Suspended'}</span>
							</td>
							<td>{user.is_verified ? 'Yes' : 'No'}</td>
							<td>
								<time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
							</td>
							<td>{user.last_login ? <time dateTime={user.last_login}>{formatDateTime(user.last_login)}</time> : <span className="muted">Never</span>}</td>
							<td>
								<Link to={`/admin/fraud/users/${user.id}`}>
									Insights<span className="sr-only"> for {user.phone}</span>
								</Link>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
