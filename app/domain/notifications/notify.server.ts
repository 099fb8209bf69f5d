import type { Database } from '#db/database.ts'
import type { NotificationKind, NotifyChannel } from '#db/enums.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { HTML_LANG } from '#app/i18n/locales.ts'
import { formatDate } from '#app/utils/format.ts'
import { toE164Phone } from '#app/utils/kenyan-phone.ts'
import { queueMail } from '../notify/mail.server.ts'
import { fitOneSms, gsmPlain } from '../notify/sms/gsm.ts'
import { queueSms } from '../notify/sms/queue-sms.server.ts'
import { spendWithinCooldownAndCap } from '../limits/cooldown-cap.server.ts'
import { RATE_LIMITS } from '../limits/rate-limits.server.ts'
import { chosenChannel } from './channel.ts'
import { KINDS, notificationText, type NotificationParams, type NotificationSubject } from './kinds.ts'
import { shortPath } from './short-link.ts'

export type Notice = {
	userId: number
	kind: NotificationKind
	listingId?: number
	offerId?: number
	conversationId?: number
	params: NotificationParams
	/** Set for a notice given once whatever runs it twice (two instances, a job's next run): a second is not written. */
	onceKey?: string
	/** Texts about the same key (a conversation) are sent at most once per RATE_LIMITS.notifySmsPerKey. */
	smsKey?: string
	/** The site's public address for the link; without it the message names the page. */
	siteUrl?: string
	/** On their list only, no message (a limit of the caller's says they have been told enough). */
	listOnly?: boolean
}

/**
 * Records a notification for the person's list and tells them once by their channel (chosenChannel), in their language,
 * with a short link (/n/…). An SMS is spent within the limits (one per smsKey per 6 hours, RATE_LIMITS.notifySmsPerUser
 * a day); past them, or without a number SMS can reach, they get the email if they confirmed their address, else the
 * list alone. Pass the transaction of the move it tells of, so both happen or neither. Returns the notification's id
 * (null when onceKey had been used).
 */
export async function notify(db: Database, notice: Notice) {
	const row = await db
		.insertInto('notifications')
		.values({
			user_id: notice.userId,
			kind: notice.kind,
			listing_id: notice.listingId ?? null,
			offer_id: notice.offerId ?? null,
			conversation_id: notice.conversationId ?? null,
			params: JSON.stringify(notice.params),
			once_key: notice.onceKey ?? null,
		})
		.onConflict((oc) => oc.column('once_key').doNothing())
		.returning('id')
		.executeTakeFirst()
	if (!row) return null
	if (notice.listOnly) return row.id
	const channel = await tell(db, { ...notice, id: row.id })
	if (channel) await db.updateTable('notifications').set({ channel }).where('id', '=', row.id).execute()
	return row.id
}

async function tell(db: Database, notice: Notice & { id: number }): Promise<NotifyChannel | null> {
	const user = await db
		.selectFrom('users')
		.select(['email', 'phone', 'locale', 'email_verified', 'notify_channel'])
		.where('id', '=', notice.userId)
		.executeTakeFirstOrThrow()
	const t = serverT(user.locale ?? 'en')
	const subject: NotificationSubject = {
		kind: notice.kind,
		listingId: notice.listingId ?? null,
		offerId: notice.offerId ?? null,
		conversationId: notice.conversationId ?? null,
		params: notice.params,
	}
	const words = notificationText(subject, t, (iso) => formatDate(iso, HTML_LANG[user.locale ?? 'en']))
	const path = shortPath(notice.id)
	const link = notice.siteUrl ? `${notice.siteUrl.replace(/\/+$/, '')}${path}` : null
	if (chosenChannel(user) === 'SMS') {
		const sms = smsText(subject, t, link ?? path)
		if (sms && toE164Phone(user.phone)) {
			const spent = await spendWithinCooldownAndCap(db, {
				cooldown: RATE_LIMITS.notifySmsPerKey,
				key: notice.smsKey ?? null,
				cap: RATE_LIMITS.notifySmsPerUser,
				userId: notice.userId,
			})
			if (spent === 'allowed') {
				await queueSms(db, { to: user.phone, body: sms })
				return 'SMS'
			}
		}
		if (!user.email_verified) return null
	}
	const body = [words.detail ?? words.headline]
	if (notice.params.message) body.push('', t('Message: {message}', { message: notice.params.message }))
	if (notice.params.title) body.push('', t('Listing: {title}', { title: notice.params.title }))
	body.push(link ? t('See it on Soko: {url}', { url: link }) : t('See it on Soko under {page}.', { page: words.path }))
	await queueMail(db, { to: user.email, subject: words.headline, body: body.join('\n') })
	return 'EMAIL'
}

/** "Soko: <headline> <link>", the title (and a name) made plain and shortened to fit one SMS; null when nothing fits. */
function smsText(subject: NotificationSubject, t: (text: string, vars?: Record<string, string>) => string, link: string) {
	const { headline } = KINDS[subject.kind]
	const name = gsmPlain(subject.params.name ?? '').slice(0, 30)
	return fitOneSms((title) => `Soko: ${t(headline, { title, name })} ${link}`, subject.params.title ?? '')
}
