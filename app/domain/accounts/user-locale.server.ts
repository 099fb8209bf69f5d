import type { Database } from '#db/database.ts'
import type { Locale } from '#app/i18n/locales.ts'

/** The language a signed-in user chose with the switch: their pages, emails and SMS follow it. */
export async function setUserLocale(db: Database, { userId, locale }: { userId: number; locale: Locale }) {
	await db.updateTable('users').set({ locale }).where('id', '=', userId).execute()
}
