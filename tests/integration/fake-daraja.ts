import { afterEach, beforeEach } from 'vitest'
import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { createDarajaClient } from '#app/domain/payments/daraja-client.server.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { FAKE_CREDENTIALS, startFakeDaraja, type FakeDaraja } from '#tests/mocks/daraja-server.ts'

/** A fake Daraja started before each test of the describe this is called in (after its own setup), closed after. */
export function fakeDarajaEachTest() {
	let fake: FakeDaraja | undefined
	beforeEach(async () => {
		fake = await startFakeDaraja()
	})
	afterEach(() => fake?.close())
	return () => fake!
}

/** Soko's own Daraja client, talking to the fake; M-PESA's callbacks would come to `env`'s callback address. */
export function darajaClientFor(fake: FakeDaraja, env: Env, { timeoutMs }: { timeoutMs?: number } = {}) {
	return createDarajaClient({ baseUrl: fake.url, ...FAKE_CREDENTIALS, callbackUrl: `https://soko.example${callbackPath(env)}`, timeoutMs })
}

/** Makes an STK prompt `ageMs` old, as the stale-payments job will find it. */
export async function agePrompt(db: Database, { checkoutRequestId, ageMs }: { checkoutRequestId: string; ageMs: number }) {
	await db
		.updateTable('payment_attempts')
		.set({ created_at: new Date(Date.now() - ageMs).toISOString() })
		.where('checkout_request_id', '=', checkoutRequestId)
		.execute()
}
