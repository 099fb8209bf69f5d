import type { Database } from '#db/database.ts'
import type { NotifyChannel } from '#db/enums.ts'
import { chosenChannel } from './channel.ts'

/** How notifications reach a person now: their choice, else the default (channel.ts). */
export async function notifyChannelOf(db: Database, { userId }: { userId: number }) {
	const user = await db.selectFrom('users').select(['notify_channel', 'email_verified']).where('id', '=', userId).executeTakeFirstOrThrow()
	return chosenChannel(user)
}

export async function setNotifyChannel(db: Database, { userId, channel }: { userId: number; channel: NotifyChannel }) {
	await db.updateTable('users').set({ notify_channel: channel }).where('id', '=', userId).execute()
}
