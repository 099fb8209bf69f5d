import SQLite from 'better-sqlite3'
import { serverSlot } from './server-slot.ts'

/** The throwaway server's database (scripts/throwaway-server.ts): SMS_MODE=outbox keeps every text in sms_outbox. */
const DATABASE = serverSlot().database

/** The texts sent to a phone (any usual form: 07…, 01…), oldest first. */
export function textsTo(phone: string) {
	const e164 = `+254${phone.replace(/[\s-]/g, '').replace(/^(\+?254|0)/, '')}`
	const db = new SQLite(DATABASE, { readonly: true, fileMustExist: true })
	try {
		return (db.prepare('SELECT body FROM sms_outbox WHERE to_phone = ? ORDER BY id').all(e164) as { body: string }[]).map((row) => row.body)
	} finally {
		db.close()
	}
}

/** The 6-digit code in the last code text sent to `phone` (other texts, a listing approved, may have come since). */
export function lastCodeTo(phone: string) {
	const code = textsTo(phone)
		.map((text) => /\b(\d{6})\b/.exec(text)?.[1])
		.findLast((found) => found !== undefined)
	if (!code) throw new Error(`no code was texted to ${phone}`)
	return code
}
