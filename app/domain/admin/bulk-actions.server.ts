import type { Database } from '#db/database.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { DomainError } from '../domain-error.ts'
import { queueMail } from '../notify/mail.server.ts'
import { announceSessionsEnded, type SessionUser } from '../accounts/sessions.server.ts'
import type { ChatBus } from '../chat/bus.server.ts'
import type { BulkAction } from './user-actions.ts'
import type { BulkActionInput } from './user-schemas.ts'

type Target = { id: number; email: string; phone: string; locale: Locale | null; role: string; is_active: 0 | 1; is_verified: 0 | 1 }

/** What each action logs as the user's status before and after (moderation_logs.from_status / to_status). */
function statusChange(action: BulkAction, user: Target): { from: string | null; to: string | null } {
	switch (action) {
		case 'VERIFY':
			return { from: user.is_verified ? 'VERIFIED' : 'UNVERIFIED', to: 'VERIFIED' }
		case 'SUSPEND':
		case 'UNSUSPEND':
			return { from: user.is_active ? 'ACTIVE' : 'SUSPENDED', to: action === 'SUSPEND' ? 'SUSPENDED' : 'ACTIVE' }
		case 'SEND_WARNING':
			return { from: null, to: null }
	}
}

/** The warning, in the user's language; the admin's reason as they wrote it. */
function warningMail(user: Target, reason: string) {
	const t = serverT(user.locale ?? 'en')
	return {
		to: user.email,
		subject: t('A warning about your Soko account'),
		body: [
			t('Hello,'),
			'',
			t('The Soko team has sent you a warning about how your account is being used:'),
			'',
			reason,
			'',
			t('Please follow the seller guidelines and the safety guide on Soko. Accounts that keep breaking the rules are suspended.'),
			t('If you think this is a mistake, tell us through the Contact page on Soko.'),
			'',
			t('The Soko team'),
		].join('\n'),
	}
}

/**
 * POST /api/admin/bulk-action and the Users page: VERIFY, SUSPEND, UNSUSPEND or SEND_WARNING the users named, all or
 * none, each written to moderation_logs. Suspending ends the user's sessions and closes their chat sockets (sign-in is refused while suspended, and
 * their listings leave public view: publiclyListed); a warning is stored to show at their next sign-in and mailed.
 * Refused: an unknown user (404), suspending yourself or another admin (403).
 */
export async function bulkUserAction(
	db: Database,
	{ admin, action, targetIds, reason, bus }: { admin: SessionUser; bus: ChatBus } & Omit<BulkActionInput, 'targetType'>,
) {
	const done = await db.transaction().execute(async (trx) => {
		const users: Target[] = await trx
			.selectFrom('users')
			.select(['id', 'email', 'phone', 'locale', 'role', 'is_active', 'is_verified'])
			.where('id', 'in', targetIds)
			.execute()
		const missing = targetIds.filter((id) => !users.some((u) => u.id === id))
		if (missing.length) throw new DomainError({ text: 'User not found: {ids}', vars: { ids: missing.join(', ') } }, 404)
		if (action === 'SUSPEND') {
			if (users.some((u) => u.id === admin.id)) throw new DomainError('You cannot suspend yourself', 403)
			const admins = users.filter((u) => u.role === 'ADMIN')
			if (admins.length) throw new DomainError({ text: 'Admins cannot be suspended ({phones})', vars: { phones: admins.map((u) => u.phone).join(', ') } }, 403)
		}
		const now = new Date().toISOString()
		if (action === 'VERIFY') await trx.updateTable('users').set({ is_verified: 1 }).where('id', 'in', targetIds).execute()
		if (action === 'SUSPEND') {
			await trx.updateTable('users').set({ is_active: 0 }).where('id', 'in', targetIds).execute()
			await trx.deleteFrom('sessions').where('user_id', 'in', targetIds).execute()
		}
		if (action === 'UNSUSPEND') await trx.updateTable('users').set({ is_active: 1 }).where('id', 'in', targetIds).execute()
		if (action === 'SEND_WARNING' && reason) {
			await trx
				.insertInto('user_warnings')
				.values(users.map((u) => ({ user_id: u.id, admin_id: admin.id, reason, created_at: now })))
				.execute()
			for (const user of users) await queueMail(trx, warningMail(user, reason))
		}
		await trx
			.insertInto('moderation_logs')
			.values(
				users.map((user) => {
					const { from, to } = statusChange(action, user)
					return { admin_id: admin.id, target_type: 'user', target_id: user.id, action, from_status: from, to_status: to, reason: reason || null, created_at: now }
				}),
			)
			.execute()
		return { action, targetType: 'USER' as const, targetIds, count: users.length }
	})
	if (action === 'SUSPEND') await announceSessionsEnded(bus, targetIds)
	return done
}
