import type { Database } from '#db/database.ts'
import { toE164Phone } from '#app/utils/kenyan-phone.ts'
import { fitsOneSms, SMS_MAX_LENGTH } from './gsm.ts'

export type Sms = { to: string; body: string }

/**
 * Queues a text in `sms_outbox`, to a Kenyan mobile number kept as +2547XXXXXXXX / +2541XXXXXXXX. Callers must fit
 * one SMS (`fitsOneSms`): a wrong number or a body that doesn't fit is a programming error, so it throws. Pass a
 * transaction to queue it together with the row it is about.
 */
export async function queueSms(db: Database, sms: Sms) {
	const phone = toE164Phone(sms.to)
	if (!phone) throw new Error(`SMS not queued: ${JSON.stringify(sms.to)} is not a Kenyan mobile number`)
	if (!fitsOneSms(sms.body)) {
		throw new Error(`SMS not queued: the body must be at most ${SMS_MAX_LENGTH} characters of the GSM alphabet (fitsOneSms)`)
	}
	const row = await db.insertInto('sms_outbox').values({ to_phone: phone, body: sms.body }).returning('id').executeTakeFirstOrThrow()
	return row.id
}
