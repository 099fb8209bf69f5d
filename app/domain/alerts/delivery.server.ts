import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { formatKsh } from '#app/utils/format.ts'
import { photoUrl } from '#app/utils/photo-url.ts'
import { queueMail } from '../notify/mail.server.ts'
import { coverOf, photosByListing } from '../listings/photos.server.ts'
import { fitOneSms } from '../notify/sms/gsm.ts'
import { queueSms } from '../notify/sms/queue-sms.server.ts'
import { alertHeading, alertMail } from './mail.ts'
import { clickPath, messageOrigin, unsubscribePath } from './links.server.ts'
import { alertsSentToday } from './buyer-plan.server.ts'

/** A listing one of the buyer's alerts found. */
export type Found = { alertId: number; listingId: number }

/** At most this many listings in one email; the rest wait for the next run. */
export const PER_MESSAGE = 30

type Delivery = {
	env: Env
	/** `locale` is the buyer's language for the email or SMS (users.locale; null is English). */
	buyer: { id: number; email: string; phone: string; locale: Locale | null }
	found: Found[]
	/** The alerts (or searches) that found something, named in the email's opening line. */
	alertNames: string[]
	/** Listings the buyer may still get today; null for no limit. */
	dailyLimit: number | null
	channel: 'EMAIL' | 'SMS'
	now?: Date
}

/**
 * Sends a buyer what their alerts found, in one transaction: each listing is recorded in alert_matches once per
 * buyer (the unique index settles two instances or two alerts finding it at once), within the plan's daily limit,
 * and the email or SMS carrying them is queued with the rows. Returns how many listings were sent.
 */
export async function deliverToBuyer(db: Database, delivery: Delivery) {
	return db.transaction().execute((trx) => deliverWithin(trx, delivery))
}

/** deliverToBuyer inside a transaction the caller holds: the digest commits many buyers at once (a commit each cost more than the rest). */
export async function deliverWithin(trx: Database, { env, buyer, found, alertNames, dailyLimit, channel, now = new Date() }: Delivery) {
	const room = dailyLimit === null ? PER_MESSAGE : Math.min(PER_MESSAGE, dailyLimit - (await alertsSentToday(trx, { userId: buyer.id, now })))
	const wanted = [...new Map(found.map((f) => [f.listingId, f])).values()].slice(0, Math.max(0, channel === 'SMS' ? Math.min(room, 1) : room))
	if (!wanted.length) return 0
	const sentAt = now.toISOString()
	const recorded = await trx
		.insertInto('alert_matches')
		.values(wanted.map((f) => ({ alert_id: f.alertId, listing_id: f.listingId, buyer_id: buyer.id, sent_at: sentAt, channel })))
		.onConflict((oc) => oc.doNothing())
		.returning(['id', 'alert_id', 'listing_id'])
		.execute()
	if (!recorded.length) return 0
	const perAlert = new Map<number, number>()
	for (const r of recorded) perAlert.set(r.alert_id, (perAlert.get(r.alert_id) ?? 0) + 1)
	for (const [alertId, count] of perAlert) {
		await trx.updateTable('alerts').set({ matches_count: sql`matches_count + ${count}`, last_matched: sentAt }).where('id', '=', alertId).execute()
	}
	const listings = await trx
		.selectFrom('listings')
		.select(['id', 'title', 'price_cents', 'location'])
		.where('id', 'in', recorded.map((r) => r.listing_id))
		.execute()
	const photos = await photosByListing(trx, { listingIds: listings.map((l) => l.id) })
	const origin = messageOrigin(env)
	const byId = new Map(listings.map((l) => [l.id, l]))
	// A mail's photos are absolute: Soko's address, unless the bucket's public one is (already absolute).
	const mailPhoto = (id: string) => {
		const src = photoUrl(id, 'card', 'jpg', env.PHOTOS_PUBLIC_URL ?? null)
		return src.startsWith('/') ? `${origin}${src}` : src
	}
	const items = recorded.flatMap((r) => {
		const listing = byId.get(r.listing_id)
		if (!listing) return []
		const cover = coverOf(photos.get(listing.id))
		return [{
			title: listing.title,
			priceCents: Number(listing.price_cents),
			location: listing.location,
			photoUrl: cover ? mailPhoto(cover) : null,
			link: `${origin}${clickPath(env, r.id)}`,
		}]
	})
	const t = serverT(buyer.locale ?? 'en')
	if (channel === 'SMS') {
		await queueSms(trx, { to: buyer.phone, body: alertSms(items[0]!, t) })
	} else {
		const unsubscribeUrl = `${origin}${unsubscribePath(env, buyer.id)}`
		const mail = alertMail({ heading: alertHeading(alertNames, t), items, unsubscribeUrl, manageUrl: `${origin}/buyer-dashboard`, t })
		await queueMail(trx, { to: buyer.email, ...mail })
	}
	return recorded.length
}

/** One SMS for one listing, in the buyer's language: curly quotes made straight, what the GSM alphabet lacks dropped, the title shortened to fit. */
export function alertSms(item: { title: string; priceCents: number; location: string; link: string }, t: Translate) {
	const town = item.location.split(',').at(-1)!.trim()
	const text = (title: string) => t('Soko alert: {title}, {price}, {town} {link}', { title, price: formatKsh(item.priceCents), town, link: item.link })
	return fitOneSms(text, item.title) ?? text('')
}
