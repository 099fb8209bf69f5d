import type { Database } from '#db/database.ts'
import type { PhoneCodePurpose } from '#db/enums.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { queueSms } from '../../notify/sms/queue-sms.server.ts'
import { hashCode, newCode, newSalt } from './code-hash.server.ts'
import { CODE_TTL_MINUTES, codeSms } from './code-sms.ts'

/**
 * Stores a new code for this account and purpose (replacing the open one: only the latest SMS works) and queues its
 * SMS to `phone`, together. The caller has spent the SMS limits first (spendCodeSms).
 */
export async function issueCode(
	db: Database,
	{ userId, phone, purpose, locale, secret }: { userId: number; phone: string; purpose: PhoneCodePurpose; locale: Locale | null; secret: string },
) {
	const code = newCode()
	const salt = newSalt()
	const fresh = {
		phone,
		code_hash: hashCode(code, { salt, secret }),
		salt,
		tries: 0,
		used: 0 as const,
		expires_at: new Date(Date.now() + CODE_TTL_MINUTES * 60_000).toISOString(),
		created_at: new Date().toISOString(),
	}
	await db.transaction().execute(async (trx) => {
		await trx
			.insertInto('phone_codes')
			.values({ user_id: userId, purpose, ...fresh })
			.onConflict((oc) => oc.columns(['user_id', 'purpose']).doUpdateSet(fresh))
			.execute()
		await queueSms(trx, { to: phone, body: codeSms(purpose, code, serverT(locale ?? 'en')) })
	})
}
