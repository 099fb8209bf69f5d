import { sql, type ExpressionBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { toLocalPhone } from '#app/utils/kenyan-phone.ts'
import { USERS_PAGE_SIZE } from './user-actions.ts'
import type { UsersQuery } from './user-schemas.ts'

/** A user as admins see them (spec 2 §3 "User (admin view)"): never a password hash or a token. */
const ADMIN_VIEW = [
	'users.id',
	'users.email',
	'users.phone',
	'users.role',
	'users.is_active',
	'users.is_verified',
	'users.email_verified',
	'users.phone_verified',
	'users.registered_at as created_at',
	'users.last_login',
	'seller_profiles.display_name as name',
] as const

type Row = { is_active: 0 | 1; is_verified: 0 | 1; email_verified: 0 | 1; phone_verified: 0 | 1 }

function toAdminUser<R extends Row>(row: R) {
	return { ...row, is_active: row.is_active === 1, is_verified: row.is_verified === 1, email_verified: row.email_verified === 1, phone_verified: row.phone_verified === 1 }
}

/** `column` contains `text`, LIKE's own characters in it standing for themselves (either database). */
function contains(column: 'users.phone' | 'users.email', text: string) {
	const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
	return (_eb: ExpressionBuilder<DB, 'users'>) => sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`
}

/**
 * Admins' users list: newest first, searched by phone (however it is typed: 0712…, +254 712…, or part of it) or
 * email, filtered by role and status (suspended = not active), 25 a page, with how many match.
 */
export async function adminUsersPage(db: Database, query: UsersQuery) {
	let users = db.selectFrom('users')
	if (query.role) users = users.where('users.role', '=', query.role)
	if (query.status) users = users.where('users.is_active', '=', query.status === 'ACTIVE' ? 1 : 0)
	if (query.q) {
		const phone = toLocalPhone(query.q) ?? query.q.replace(/^\+?254/, '0').replace(/[\s-]/g, '')
		users = users.where((eb) => eb.or([contains('users.phone', phone)(eb), contains('users.email', query.q)(eb)]))
	}
	const total = Number((await users.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
	const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE))
	const page = Math.min(query.page, pages)
	const rows = await users
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(ADMIN_VIEW)
		.orderBy('users.registered_at', 'desc')
		.orderBy('users.id', 'desc')
		.limit(USERS_PAGE_SIZE)
		.offset((page - 1) * USERS_PAGE_SIZE)
		.execute()
	return { users: rows.map(toAdminUser), total, page, pages, counts: await userCounts(db) }
}

export type AdminUser = Awaited<ReturnType<typeof adminUsersPage>>['users'][number]

/** The figures over the list: every account, and how many are suspended or not yet verified. */
async function userCounts(db: Database) {
	const row = await db
		.selectFrom('users')
		.select((eb) => [
			eb.fn.countAll<number>().as('all'),
			eb.fn.sum<number>(eb.case().when('is_active', '=', 0).then(1).else(0).end()).as('suspended'),
			eb.fn.sum<number>(eb.case().when('is_verified', '=', 0).then(1).else(0).end()).as('unverified'),
		])
		.executeTakeFirstOrThrow()
	return { all: Number(row.all), suspended: Number(row.suspended ?? 0), unverified: Number(row.unverified ?? 0) }
}
