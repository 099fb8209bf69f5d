import { Link } from 'react-router'
import { When } from './admin-ui.tsx'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { formatDate } from '#app/utils/format.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { USER_STATUS_LABELS } from '#app/domain/admin/user-actions.ts'

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

const status = (user: UserRow) => (user.is_active ? 'ACTIVE' : 'SUSPENDED')

/** Ticks or clears every box of the table (needs JavaScript, so it is drawn only once it runs). */
function SelectAll() {
	const hydrated = useHydrated()
	const t = useT()
	if (!hydrated) return <span className="sr-only">{t('Select')}</span>
	return (
		<input
			type="checkbox"
			aria-label={t('Select every user on this page')}
			onChange={(e) => {
				for (const box of e.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="targetIds"]') ?? []) box.checked = e.currentTarget.checked
			}}
		/>
	)
}

/** The users of one page, each with a box to tick for the bulk action; on a phone each row is a card (admin.css). */
export function UsersTable({ users, adminId }: { users: UserRow[]; adminId: number }) {
	const t = useT()
	const locale = useIntlLocale()
	return (
		<div className="admin-scroll" role="region" aria-label={t('Users')} tabIndex={0}>
			<table className="admin-grid admin-pick admin-stack">
				<thead>
					<tr>
						<th scope="col">
							<SelectAll />
						</th>
						<th scope="col">{t('Phone')}</th>
						<th scope="col">{t('Email')}</th>
						<th scope="col">{t('Name')}</th>
						<th scope="col">{t('Role')}</th>
						<th scope="col">{t('Status')}</th>
						<th scope="col">{t('Verified')}</th>
						<th scope="col">{t('Joined')}</th>
						<th scope="col">{t('Last sign-in')}</th>
						<th scope="col">{t('Trust')}</th>
					</tr>
				</thead>
				<tbody>
					{users.map((user) => (
						<tr key={user.id}>
							<td data-label={t('Select')}>
								<input
									type="checkbox"
									name="targetIds"
									value={user.id}
									id={`user-${user.id}`}
									aria-label={user.id === adminId ? t('Select {phone} (you)', { phone: user.phone }) : t('Select {phone}', { phone: user.phone })}
								/>
							</td>
							<td data-label={t('Phone')}>
								<label htmlFor={`user-${user.id}`}>{user.phone}</label>
							</td>
							<td data-label={t('Email')} className="admin-wrap">{user.email}</td>
							<td data-label={t('Name')}>{user.name ?? <span className="muted">—</span>}</td>
							<td data-label={t('Role')}>{t(user.role)}</td>
							<td data-label={t('Status')}>
								<span className={`badge status-${status(user)}`}>{t(USER_STATUS_LABELS[status(user)])}</span>
							</td>
							<td data-label={t('Verified')}>{user.is_verified ? t('Yes') : t('No')}</td>
							<td data-label={t('Joined')}>
								<time dateTime={user.created_at}>{formatDate(user.created_at, locale)}</time>
							</td>
							<td data-label={t('Last sign-in')}>{user.last_login ? <When iso={user.last_login} /> : <span className="muted">{t('Never')}</span>}</td>
							<td data-label={t('Trust')}>
								<Link to={`/admin/fraud/users/${user.id}`}>
									{t('Insights')}
									<span className="sr-only"> {t('for {phone}', { phone: user.phone })}</span>
								</Link>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
