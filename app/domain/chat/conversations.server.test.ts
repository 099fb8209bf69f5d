import { afterEach, beforeEach, expect, test } from 'vitest'
import type { Database } from '#db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createUser } from '#tests/integration/factories.ts'
import { createInProcessChatBus } from './bus.server.ts'
import { forgetIdleGuestChats, GUEST_CHAT_DAYS, postUserMessage, type ChatDeps } from './conversations.server.ts'

let db: Database
let deps: ChatDeps
beforeEach(async () => {
	db = await openTestDatabase()
	deps = { db, bus: createInProcessChatBus(), settings: { listingFeeKes: 15, listingDays: 30 } }
})
afterEach(() => db.destroy())

const DAY = 86_400_000
const address = { clientAddress: '127.0.0.1' }

test('a guest conversation idle for 90 days is forgotten with its messages; recent ones and users’ stay', async () => {
	await postUserMessage(deps, { guestKey: 'old' }, 'hello', address)
	await postUserMessage(deps, { guestKey: 'recent' }, 'hello', address)
	const user = await createUser(db, { role: 'BUYER' })
	await postUserMessage(deps, { userId: user.id, name: user.phone }, 'hello', address)
	const now = new Date()
	const idle = new Date(now.getTime() - (GUEST_CHAT_DAYS + 1) * DAY).toISOString()
	await db.updateTable('admin_chats').set({ last_message_at: idle }).where((eb) => eb.or([eb('guest_key', '=', 'old'), eb('user_id', '=', user.id)])).execute()

	await forgetIdleGuestChats(db, now)
	const left = await db.selectFrom('admin_chats').select(['guest_key', 'user_id']).orderBy('id').execute()
	expect(left).toEqual([
		{ guest_key: 'recent', user_id: null },
		{ guest_key: null, user_id: user.id },
	])
	expect((await db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(4)
})

test('two instances starting the same user’s first conversation at once make one', async () => {
	const user = await createUser(db, { role: 'BUYER' })
	const owner = { userId: user.id, name: user.phone }
	const ids = await Promise.all([1, 2, 3].map((i) => postUserMessage(deps, owner, `hello ${i}`, address)))
	expect(new Set(ids).size).toBe(1)
	expect(await db.selectFrom('admin_chats').select('id').execute()).toHaveLength(1)
})

test('a Swahili question on an English page is answered in Swahili; an English one in the page language (issue 26)', async () => {
	const answers = async (guestKey: string, text: string, locale: 'en' | 'sw') => {
		const chatId = await postUserMessage(deps, { guestKey }, text, { ...address, locale })
		const reply = await db.selectFrom('chat_messages').select('message').where('chat_id', '=', chatId).where('is_bot', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow()
		return reply.message
	}
	expect(await answers('sw-on-en', 'Ada ya tangazo ni kiasi gani?', 'en')).toContain('ada ya tangazo ya KES 15')
	expect(await answers('en-on-en', 'How much is the listing fee?', 'en')).toContain('listing fee of KES 15')
	expect(await answers('en-on-sw', 'How much is the listing fee?', 'sw')).toContain('ada ya tangazo ya KES 15')
})
