import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Database } from '#db/database.ts'
import { parseEnv, type Env } from '#app/env.server.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { maintenanceJobs } from '../../instances/jobs.server.ts'
import { queueSms } from './queue-sms.server.ts'
import { startFakeAfricasTalking, FAKE_AT, type FakeAfricasTalkingMode } from '#tests/mocks/africastalking-server.ts'
import { africasTalkingSmsUrl, createAfricasTalkingSms, SmsGatewayError, type SmsTransport } from './africastalking-client.server.ts'
import { sendQueuedSms } from './send-sms.server.ts'

const AT = { NODE_ENV: 'test', SMS_MODE: 'africastalking', AT_USERNAME: 'soko', AT_API_KEY: 'secret-key' } as const

let db: Database
beforeEach(async () => {
	db = await openTestDatabase()
	vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
	vi.restoreAllMocks()
})

const rows = () => db.selectFrom('sms_outbox').selectAll().orderBy('id').execute()

/** Africa's Talking's answer for one number. */
function answer(statusCode: number, status: string, messageId = 'None') {
	return { SMSMessageData: { Message: 'Sent to 1/1 Total Cost: KES 0.8000', Recipients: [{ statusCode, number: '+254712345678', status, cost: 'KES 0.8000', messageId }] } }
}

/** A fake SMS service answering from a script, one answer (or thrown error) per call. */
function scripted(...answers: (unknown | Error)[]) {
	const calls: Parameters<SmsTransport['send']>[0][] = []
	const transport: SmsTransport = {
		send: async (options) => {
			calls.push(options)
			const next = answers.shift()
			if (next instanceof Error) throw next
			return next
		},
	}
	return { transport, calls }
}

const networkDown = () => new SmsGatewayError('getaddrinfo ENOTFOUND api.africastalking.com')

describe('queueSms', () => {
	test('keeps the number as +254 and the body as given', async () => {
		await queueSms(db, { to: '0712 345 678', body: 'Soko: a Samsung A14 matches your alert. soko.co.ke/l/1' })
		await queueSms(db, { to: '254110123456', body: 'Hi' })
		expect((await rows()).map((r) => [r.to_phone, r.sent_at, r.error])).toEqual([
			['+254712345678', null, null],
			['+254110123456', null, null],
		])
		expect((await rows())[0]!.body).toBe('Soko: a Samsung A14 matches your alert. soko.co.ke/l/1')
	})

	test('refuses a number that is not Kenyan mobile, and a body that is not one GSM SMS', async () => {
		await expect(queueSms(db, { to: '020 123 4567', body: 'Hi' })).rejects.toThrow('not a Kenyan mobile number')
		await expect(queueSms(db, { to: '0712345678', body: 'a'.repeat(161) })).rejects.toThrow('at most 160 characters of the GSM alphabet')
		await expect(queueSms(db, { to: '0712345678', body: 'New 📱' })).rejects.toThrow('GSM alphabet')
		expect(await rows()).toEqual([])
	})
})

describe('sendQueuedSms', () => {
	test('outbox mode sends nothing: the texts stay for admins to read', async () => {
		await queueSms(db, { to: '0712345678', body: 'Hi' })
		const fake = scripted(answer(101, 'Success', 'ATXid_1'))
		expect(await sendQueuedSms(db, { env: parseEnv({ NODE_ENV: 'test' }), transport: fake.transport })).toBe(0)
		expect(fake.calls).toEqual([])
		expect((await rows())[0]).toMatchObject({ sent_at: null, error: null, provider_message_id: null })
	})

	test('africastalking mode sends oldest first with the sender ID and records what the gateway answered', async () => {
		await queueSms(db, { to: '0712345678', body: 'First' })
		await queueSms(db, { to: '0722000001', body: 'Second' })
		await queueSms(db, { to: '0733000002', body: 'Third' })
		const fake = scripted(answer(101, 'Success', 'ATXid_1'), answer(406, 'UserInBlacklist'), answer(102, 'Queued', 'ATXid_3'))
		const env = parseEnv({ ...AT, AT_SENDER_ID: 'SOKO' })
		expect(await sendQueuedSms(db, { env, transport: fake.transport })).toBe(2)
		expect(fake.calls).toEqual([
			{ to: ['+254712345678'], message: 'First', from: 'SOKO' },
			{ to: ['+254722000001'], message: 'Second', from: 'SOKO' },
			{ to: ['+254733000002'], message: 'Third', from: 'SOKO' },
		])
		const [first, second, third] = await rows()
		expect(first).toMatchObject({ provider_message_id: 'ATXid_1', error: null })
		expect(first!.sent_at).not.toBeNull()
		// Refused for its number: recorded, never retried.
		expect(second).toMatchObject({ sent_at: null, provider_message_id: null, error: 'UserInBlacklist (406)' })
		expect(third).toMatchObject({ provider_message_id: 'ATXid_3', error: null })

		const again = scripted()
		expect(await sendQueuedSms(db, { env, transport: again.transport })).toBe(0)
		expect(again.calls).toEqual([])
	})

	test('when the gateway or the account is the trouble, the texts stay queued and the next run sends them', async () => {
		await queueSms(db, { to: '0712345678', body: 'First' })
		await queueSms(db, { to: '0722000001', body: 'Second' })
		const env = parseEnv(AT)
		for (const trouble of [
			networkDown(),
			answer(405, 'InsufficientBalance'),
			{ SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } },
			'<html>Bad gateway</html>',
		]) {
			const fake = scripted(trouble)
			expect(await sendQueuedSms(db, { env, transport: fake.transport })).toBe(0)
			expect(fake.calls).toHaveLength(1)
			expect((await rows()).map((r) => [r.sent_at, r.error])).toEqual([
				[null, null],
				[null, null],
			])
		}
		const back = scripted(answer(101, 'Success', 'ATXid_1'), answer(101, 'Success', 'ATXid_2'))
		expect(await sendQueuedSms(db, { env, transport: back.transport })).toBe(2)
		expect((await rows()).map((r) => r.provider_message_id)).toEqual(['ATXid_1', 'ATXid_2'])
	})
})

describe("Africa's Talking client, against a fake gateway on 127.0.0.1", () => {
	let gateway: Awaited<ReturnType<typeof startFakeAfricasTalking>>
	beforeEach(async () => {
		gateway = await startFakeAfricasTalking()
	})
	afterEach(async () => {
		await gateway.close()
	})

	const env = parseEnv({ ...AT, AT_SENDER_ID: 'SOKO' })
	// 300 ms only where the gateway hangs on purpose: a busy machine (npm test runs suites side by side) can take longer
	// than that to answer a local request.
	const client = (timeoutMs = 5000) => createAfricasTalkingSms({ ...FAKE_AT, url: gateway.url, timeoutMs })
	const states = async () => (await rows()).map((r) => ({ sent: r.sent_at !== null, id: r.provider_message_id, error: r.error }))

	test('posts the form with the apiKey header and records the messageId of each text taken', async () => {
		await queueSms(db, { to: '0712345678', body: 'Hello from Soko' })
		await queueSms(db, { to: '0722000001', body: 'Habari' })
		expect(await sendQueuedSms(db, { env, transport: client() })).toBe(2)
		expect(gateway.state.requests).toEqual([
			{ path: '/version1/messaging', accept: 'application/json', form: { username: 'soko', to: '+254712345678', message: 'Hello from Soko', bulkSMSMode: '1', from: 'SOKO' } },
			{ path: '/version1/messaging', accept: 'application/json', form: { username: 'soko', to: '+254722000001', message: 'Habari', bulkSMSMode: '1', from: 'SOKO' } },
		])
		expect(await states()).toEqual([
			{ sent: true, id: 'ATXid_1', error: null },
			{ sent: true, id: 'ATXid_2', error: null },
		])
	})

	test('a number the gateway refuses gets its reason and is never retried; the next text still goes', async () => {
		gateway.state.refuse.set('+254712345678', { status: 'DoNotDisturbRejection', statusCode: 409 })
		await queueSms(db, { to: '0712345678', body: 'First' })
		await queueSms(db, { to: '0722000001', body: 'Second' })
		expect(await sendQueuedSms(db, { env, transport: client() })).toBe(1)
		expect(await sendQueuedSms(db, { env, transport: client() })).toBe(0)
		expect(gateway.state.requests).toHaveLength(2)
		expect(await states()).toEqual([
			{ sent: false, id: null, error: 'DoNotDisturbRejection (409)' },
			{ sent: true, id: 'ATXid_1', error: null },
		])
	})

	test.each<[FakeAfricasTalkingMode, string]>([
		['wrong-key', 'HTTP 401 The supplied authentication is invalid'],
		['error500', 'HTTP 500 Internal Server Error'],
		['hang', 'no answer within 300 ms'],
		['garbage', 'unexpected answer "<html>Bad gateway</html>"'],
	])('%s: the texts stay queued, the run stops, and they go once the gateway is back', async (mode, logged) => {
		await queueSms(db, { to: '0712345678', body: 'First' })
		await queueSms(db, { to: '0722000001', body: 'Second' })
		gateway.state.mode = mode
		const started = Date.now()
		expect(await sendQueuedSms(db, { env, transport: client(mode === 'hang' ? 300 : undefined) })).toBe(0)
		expect(Date.now() - started).toBeLessThan(2000)
		expect(gateway.state.requests).toHaveLength(1)
		expect(console.error).toHaveBeenCalledWith(`sms 1 to +254712345678 not sent, will retry: ${logged}`)
		expect(await states()).toEqual([
			{ sent: false, id: null, error: null },
			{ sent: false, id: null, error: null },
		])
		gateway.state.mode = 'ok'
		expect(await sendQueuedSms(db, { env, transport: client() })).toBe(2)
		expect((await states()).map((s) => s.sent)).toEqual([true, true])
	})

	test("the username sandbox goes to Africa's Talking's sandbox host, any other to the live one", () => {
		expect(africasTalkingSmsUrl('sandbox')).toBe('https://api.sandbox.africastalking.com/version1/messaging')
		expect(africasTalkingSmsUrl('soko')).toBe('https://api.africastalking.com/version1/messaging')
	})
})

test('send-sms runs as often as send-mail, so an instant alert leaves within seconds either way', () => {
	const env: Env = parseEnv({ NODE_ENV: 'test' })
	const period = (name: string) => maintenanceJobs({ db, env }).find((j) => j.name === name)?.everyMs
	expect(period('send-sms')).toBe(period('send-mail'))
	expect(period('send-sms')).toBeLessThanOrEqual(20_000)
})
