import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { FAKE_CREDENTIALS, startFakeDaraja, type FakeDaraja } from '#tests/mocks/daraja-server.ts'
import { DarajaError, createDarajaClient, darajaTimestamp } from './daraja-client.server.ts'

const CALLBACK = 'https://soko.example/api/payments/mpesa-callback/abc'
const PUSH = { phone: '254712345678', amountKes: 15, accountReference: 'SOKO42', description: 'Listing fee' }

let fake: FakeDaraja
beforeEach(async () => {
	fake = await startFakeDaraja()
})
afterEach(async () => {
	await fake.close()
})

function client(overrides: Partial<Parameters<typeof createDarajaClient>[0]> = {}) {
	return createDarajaClient({ baseUrl: fake.url, ...FAKE_CREDENTIALS, callbackUrl: CALLBACK, ...overrides })
}

async function caught(promise: Promise<unknown>) {
	try {
		await promise
	} catch (error) {
		if (error instanceof DarajaError) return error
		throw error
	}
	throw new Error('expected a DarajaError')
}

test('the timestamp is Nairobi time (UTC+3), YYYYMMDDHHmmss', () => {
	expect(darajaTimestamp(new Date('2024-01-31T21:30:05Z'))).toBe('20240201003005')
	expect(darajaTimestamp(new Date('2024-06-15T09:04:59.900Z'))).toBe('20240615120459')
})

describe('OAuth token', () => {
	test('is fetched with Basic auth once and reused while it lives', async () => {
		const mpesa = client()
		await mpesa.stkPush(PUSH)
		await mpesa.stkPush(PUSH)
		await mpesa.stkQuery({ checkoutRequestId: 'ws_CO_unknown' }).catch(() => null)
		expect(fake.state.tokensIssued).toBe(1)
		const oauth = fake.state.requests.filter((r) => r.path === '/oauth/v1/generate')
		expect(oauth).toHaveLength(1)
		expect(oauth[0]!.authorization).toBe(`Basic ${Buffer.from(`${FAKE_CREDENTIALS.consumerKey}:${FAKE_CREDENTIALS.consumerSecret}`).toString('base64')}`)
		const calls = fake.state.requests.filter((r) => r.path !== '/oauth/v1/generate')
		expect(new Set(calls.map((r) => r.authorization)).size).toBe(1)
		expect(calls[0]!.authorization).toMatch(/^Bearer \S+$/)
	})

	test('is refreshed a minute before expires_in runs out', async () => {
		fake.state.checkClock = false
		let offsetMs = 0
		const mpesa = client({ now: () => new Date(Date.now() + offsetMs) })
		await mpesa.stkPush(PUSH)
		offsetMs = (3599 - 61) * 1000
		await mpesa.stkPush(PUSH)
		expect(fake.state.tokensIssued).toBe(1)
		offsetMs = (3599 - 59) * 1000
		await mpesa.stkPush(PUSH)
		expect(fake.state.tokensIssued).toBe(2)
	})

	test('concurrent calls share one token request', async () => {
		const mpesa = client()
		await Promise.all([mpesa.stkPush(PUSH), mpesa.stkPush(PUSH), mpesa.stkPush(PUSH)])
		expect(fake.state.tokensIssued).toBe(1)
	})

	test('wrong credentials give the friendly message, with the technical detail apart', async () => {
		const error = await caught(client({ consumerSecret: 'wrong' }).stkPush(PUSH))
		expect(error.kind).toBe('auth')
		expect(error.message).toBe('M-PESA is not available right now. Please try again later.')
		expect(error.detail).toContain('OAuth failed: HTTP 400')
		expect(error.detail).toContain('Invalid client id passed')
		expect(fake.pushes()).toHaveLength(0)
	})

	test.each([401, 404] as const)('a token refused with HTTP %i is dropped and the call retried once', async (status) => {
		fake.state.invalidTokenStatus = status
		const mpesa = client()
		await mpesa.stkPush(PUSH)
		fake.revokeTokens()
		const result = await mpesa.stkPush(PUSH)
		expect(result.checkoutRequestId).toMatch(/^ws_CO_/)
		expect(fake.state.tokensIssued).toBe(2)
		// The first push, the one refused for its token, and its retry.
		expect(fake.pushes()).toHaveLength(3)
	})

	test('a token refused twice is an error, not a loop', async () => {
		const revokingFetch: typeof fetch = async (input, init) => {
			const response = await fetch(input, init)
			if (String(input).includes('/oauth/')) fake.revokeTokens()
			return response
		}
		const error = await caught(client({ fetchImpl: revokingFetch }).stkPush(PUSH))
		expect(error.kind).toBe('auth')
		expect(error.message).toBe('M-PESA is not available right now. Please try again later.')
		expect(fake.state.tokensIssued).toBe(2)
		expect(fake.state.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest')).toHaveLength(2)
	})
})

describe('STK push', () => {
	test('sends the Daraja body: Password = base64(shortcode + passkey + timestamp), limits respected', async () => {
		const result = await client().stkPush({
			phone: '254712345678',
			amountKes: 15,
			accountReference: 'SOKO1234567890',
			description: 'Listing fee for Soko',
		})
		expect(result).toMatchObject({ responseCode: '0', customerMessage: 'Success. Request accepted for processing' })
		expect(result.checkoutRequestId).toMatch(/^ws_CO_\d+/)
		expect(result.merchantRequestId).toMatch(/^\d+-\d+-1$/)
		const body = fake.pushes()[0]!
		const timestamp = String(body.Timestamp)
		expect(timestamp).toMatch(/^\d{14}$/)
		expect(body).toEqual({
			BusinessShortCode: FAKE_CREDENTIALS.shortcode,
			Password: Buffer.from(`${FAKE_CREDENTIALS.shortcode}${FAKE_CREDENTIALS.passkey}${timestamp}`).toString('base64'),
			Timestamp: timestamp,
			TransactionType: 'CustomerPayBillOnline',
			Amount: 15,
			PartyA: '254712345678',
			PartyB: FAKE_CREDENTIALS.shortcode,
			PhoneNumber: '254712345678',
			CallBackURL: CALLBACK,
			AccountReference: 'SOKO12345678',
			TransactionDesc: 'Listing fee f',
		})
	})

	test('a request Daraja refuses (400) is a clear error with the reason in detail', async () => {
		const error = await caught(client().stkPush({ ...PUSH, phone: '0712345678' }))
		expect(error.kind).toBe('rejected')
		expect(error.status).toBe(400)
		expect(error.message).toBe('M-PESA could not start the payment. Please check the phone number and try again.')
		expect(error.detail).toContain('Invalid PartyA')
	})

	test('a wrong passkey is caught by Daraja and reported', async () => {
		const error = await caught(client({ passkey: 'not-the-passkey' }).stkPush(PUSH))
		expect(error.detail).toContain('Invalid Password')
	})

	test('a 500 answer says M-PESA is having problems', async () => {
		const mpesa = client()
		await mpesa.stkPush(PUSH)
		fake.state.mode = 'error500'
		const error = await caught(mpesa.stkPush(PUSH))
		expect(error.kind).toBe('unavailable')
		expect(error.status).toBe(500)
		expect(error.message).toBe('M-PESA is having problems right now. Please try again in a few minutes.')
		expect(error.detail).toContain('System is busy')
	})

	test('a server that never answers times out', async () => {
		fake.state.mode = 'hang'
		const started = Date.now()
		const error = await caught(client({ timeoutMs: 200 }).stkPush(PUSH))
		expect(error.kind).toBe('timeout')
		expect(error.message).toBe('M-PESA did not answer in time. Please try again.')
		expect(Date.now() - started).toBeLessThan(2000)
	})

	test('nothing listening is a network error', async () => {
		const url = fake.url
		await fake.close()
		fake = await startFakeDaraja()
		const error = await caught(createDarajaClient({ baseUrl: url, ...FAKE_CREDENTIALS, callbackUrl: CALLBACK }).stkPush(PUSH))
		expect(error.kind).toBe('network')
		expect(error.message).toBe('M-PESA is not available right now. Please try again later.')
	})
})

describe('STK query', () => {
	test('answers "still processing" without a result code, then the final result', async () => {
		const mpesa = client()
		const { checkoutRequestId } = await mpesa.stkPush(PUSH)
		expect(await mpesa.stkQuery({ checkoutRequestId })).toEqual({
			checkoutRequestId,
			resultCode: null,
			resultDesc: 'The transaction is being processed',
		})
		fake.state.queryAnswers.set(checkoutRequestId, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' })
		expect(await mpesa.stkQuery({ checkoutRequestId })).toEqual({ checkoutRequestId, resultCode: 1032, resultDesc: 'Request cancelled by user' })
		const query = fake.state.requests.filter((r) => r.path === '/mpesa/stkpushquery/v1/query').at(-1)!.body!
		expect(query).toMatchObject({ BusinessShortCode: FAKE_CREDENTIALS.shortcode, CheckoutRequestID: checkoutRequestId })
		expect(query.Password).toBe(Buffer.from(`${FAKE_CREDENTIALS.shortcode}${FAKE_CREDENTIALS.passkey}${String(query.Timestamp)}`).toString('base64'))
	})

	test('success is result code 0', async () => {
		const mpesa = client()
		const { checkoutRequestId } = await mpesa.stkPush(PUSH)
		fake.state.queryAnswers.set(checkoutRequestId, { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' })
		expect((await mpesa.stkQuery({ checkoutRequestId })).resultCode).toBe(0)
	})

	test('an id Daraja never issued is refused', async () => {
		const error = await caught(client().stkQuery({ checkoutRequestId: 'ws_CO_nope' }))
		expect(error.kind).toBe('rejected')
		expect(error.detail).toContain('Invalid CheckoutRequestID')
	})
})

describe('C2B URL registration', () => {
	test('registers the confirmation and validation URLs for our shortcode, completing payments if validation is unreachable', async () => {
		const urls = { confirmationUrl: 'https://soko.example/api/payments/c2b/confirmation/abc', validationUrl: 'https://soko.example/api/payments/c2b/validation/abc' }
		await client().registerC2bUrls(urls)
		const sent = fake.state.requests.find((r) => r.path === '/mpesa/c2b/v1/registerurl')
		expect(sent?.body).toEqual({ ShortCode: FAKE_CREDENTIALS.shortcode, ResponseType: 'Completed', ConfirmationURL: urls.confirmationUrl, ValidationURL: urls.validationUrl })
	})

	test('a refusal is a DarajaError', async () => {
		fake.state.mode = 'error500'
		expect(await caught(client().registerC2bUrls({ confirmationUrl: 'https://a.example/c', validationUrl: 'https://a.example/v' }))).toBeInstanceOf(DarajaError)
	})
})
