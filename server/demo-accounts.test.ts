import { afterEach, beforeEach, expect, test } from 'vitest'
import type { Database } from '../db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createUser } from '#tests/integration/factories.ts'
import { DEMO_BUYER, DEMO_SELLER, hasDemoAccounts } from './seed.ts'

let db: Database
beforeEach(async () => {
	db = await openTestDatabase()
})
afterEach(async () => {
	await db.destroy()
})

test('the start-up message offers the demo sign-ins only when both demo accounts exist', async () => {
	expect(await hasDemoAccounts(db)).toBe(false)
	await createUser(db, { role: 'SELLER', phone: DEMO_SELLER.phone })
	expect(await hasDemoAccounts(db)).toBe(false)
	await createUser(db, { role: 'BUYER', phone: DEMO_BUYER.phone })
	expect(await hasDemoAccounts(db)).toBe(true)
})
