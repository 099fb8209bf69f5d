import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes, randomInt } from 'node:crypto'

/**
 * A fake Safaricom Daraja on 127.0.0.1 for the real client: checks Basic auth and Bearer tokens the way Daraja
 * does, validates the STK push body (Password formula, Nairobi timestamp, field lengths) and can be told to refuse
 * credentials, hang, answer 500, answer slowly (`slowMs`), or answer garbage (an HTML page with HTTP 200).
 */

export type FakeDarajaMode = 'ok' | 'wrong-credentials' | 'hang' | 'error500' | 'slow' | 'garbage'
export type RecordedRequest = { method: string; path: string; authorization: string; body: Record<string, unknown> | null }
export type QueryAnswer = { ResultCode: string; ResultDesc: string }

export const FAKE_CREDENTIALS = {
	consumerKey: 'test-consumer-key',
	consumerSecret: 'test-consumer-secret',
	shortcode: '174379',
	passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
}

function nairobiNow() {
	// Nairobi is UTC+3 all year.
	const d = new Date(Date.now() + 3 * 3_600_000)
	const pad = (n: number) => String(n).padStart(2, '0')
	return { date: d, text: `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}` }
}

function timestampProblem(timestamp: unknown) {
	if (typeof timestamp !== 'string' || !/^\d{14}$/.test(timestamp)) return 'Invalid Timestamp'
	const t = timestamp
	const asUtc = Date.UTC(+t.slice(0, 4), +t.slice(4, 6) - 1, +t.slice(6, 8), +t.slice(8, 10), +t.slice(10, 12), +t.slice(12, 14))
	// The client's clock is Nairobi time: within a minute of ours, not three hours off.
	return Math.abs(asUtc - nairobiNow().date.getTime()) > 60_000 ? 'Invalid Timestamp (not Nairobi time)' : null
}

export async function startFakeDaraja({
	consumerKey = FAKE_CREDENTIALS.consumerKey,
	consumerSecret = FAKE_CREDENTIALS.consumerSecret,
	shortcode = FAKE_CREDENTIALS.shortcode,
	passkey = FAKE_CREDENTIALS.passkey,
}: Partial<typeof FAKE_CREDENTIALS> = {}) {
	const validTokens = new Set<string>()
	const pushed = new Set<string>()
	const state = {
		mode: 'ok' as FakeDarajaMode,
		/** Seconds the next tokens live (Daraja says "3599", as a string). */
		expiresIn: '3599',
		/** Daraja answers a bad token with errorCode 404.001.03; some gateways send it as HTTP 404, some as 401. */
		invalidTokenStatus: 401 as 401 | 404,
		/** Off for tests that move the client's clock (token expiry) rather than wait an hour. */
		checkClock: true,
		/** In mode `slow`, how long every answer waits (the push is taken at once, as a slow Daraja does). */
		slowMs: 1000,
		tokensIssued: 0,
		requests: [] as RecordedRequest[],
		/** The final result of a push, by CheckoutRequestID; absent means "still being processed". */
		queryAnswers: new Map<string, QueryAnswer>(),
	}

	function send(res: http.ServerResponse, status: number, body: unknown) {
		res.writeHead(status, { 'content-type': 'application/json' })
		res.end(JSON.stringify(body))
	}
	function error(res: http.ServerResponse, status: number, errorCode: string, errorMessage: string) {
		send(res, status, { requestId: `${randomInt(1000, 9999)}-${randomInt(1_000_000, 9_999_999)}-1`, errorCode, errorMessage })
	}

	function checkCredentials(body: Record<string, unknown>) {
		if (body.BusinessShortCode !== shortcode) return 'Invalid BusinessShortCode'
		const problem = timestampProblem(body.Timestamp)
		if (problem && (state.checkClock || !/^\d{14}$/.test(String(body.Timestamp)))) return problem
		const expected = Buffer.from(`${shortcode}${passkey}${String(body.Timestamp)}`).toString('base64')
		return body.Password === expected ? null : 'Invalid Password'
	}

	function stkPush(res: http.ServerResponse, body: Record<string, unknown>) {
		const problem =
			checkCredentials(body) ??
			(body.TransactionType !== 'CustomerPayBillOnline' ? 'Invalid TransactionType' : null) ??
			(typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1 ? 'Invalid Amount' : null) ??
			(typeof body.PartyA !== 'string' || !/^254\d{9}$/.test(body.PartyA) ? 'Invalid PartyA' : null) ??
			(body.PhoneNumber !== body.PartyA ? 'Invalid PhoneNumber' : null) ??
			(body.PartyB !== shortcode ? 'Invalid PartyB' : null) ??
			(typeof body.CallBackURL !== 'string' || !/^https?:\/\/\S+$/.test(body.CallBackURL) ? 'Invalid CallBackURL' : null) ??
			(typeof body.AccountReference !== 'string' || !body.AccountReference || body.AccountReference.length > 12 ? 'Invalid AccountReference' : null) ??
			(typeof body.TransactionDesc !== 'string' || !body.TransactionDesc || body.TransactionDesc.length > 13 ? 'Invalid TransactionDesc' : null)
		if (problem) return error(res, 400, '400.002.02', `Bad Request - ${problem}`)
		// Unique, as Safaricom's are: two pushes to one phone within a second may draw the same three digits.
		let checkoutRequestId: string
		do checkoutRequestId = `ws_CO_${nairobiNow().text}${randomInt(100, 999)}${String(body.PartyA)}`
		while (pushed.has(checkoutRequestId))
		pushed.add(checkoutRequestId)
		send(res, 200, {
			MerchantRequestID: `${randomInt(10_000, 99_999)}-${randomInt(10_000_000, 99_999_999)}-1`,
			CheckoutRequestID: checkoutRequestId,
			ResponseCode: '0',
			ResponseDescription: 'Success. Request accepted for processing',
			CustomerMessage: 'Success. Request accepted for processing',
		})
	}

	function stkQuery(res: http.ServerResponse, body: Record<string, unknown>) {
		const problem = checkCredentials(body)
		if (problem) return error(res, 400, '400.002.02', `Bad Request - ${problem}`)
		const id = String(body.CheckoutRequestID ?? '')
		if (!pushed.has(id)) return error(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID')
		const answer = state.queryAnswers.get(id)
		if (!answer) return error(res, 500, '500.001.1001', 'The transaction is being processed')
		send(res, 200, {
			ResponseCode: '0',
			ResponseDescription: 'The service request has been accepted successsfully',
			MerchantRequestID: '22205-34066-1',
			CheckoutRequestID: id,
			...answer,
		})
	}

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			const url = new URL(req.url ?? '/', 'http://127.0.0.1')
			const authorization = req.headers.authorization ?? ''
			let body: Record<string, unknown> | null = null
			if (chunks.length) {
				try {
					body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
				} catch {
					return error(res, 400, '400.002.05', 'Invalid JSON')
				}
			}
			state.requests.push({ method: req.method ?? '', path: url.pathname, authorization, body })
			if (state.mode === 'hang') return // never answer; the client's timeout must end it
			if (state.mode === 'error500') return error(res, 500, '500.003.02', 'System is busy. Please try again in few minutes.')
			if (state.mode === 'garbage' && url.pathname !== '/oauth/v1/generate') {
				res.writeHead(200, { 'content-type': 'text/html' })
				return res.end('<html><body>Upstream says hello</body></html>')
			}
			if (state.mode === 'slow' && url.pathname !== '/oauth/v1/generate') {
				// The answer is written late: `res` buffers it until then.
				const late = { writeHead: res.writeHead.bind(res), end: res.end.bind(res) }
				res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
					setTimeout(() => late.writeHead(...args), state.slowMs)
					return res
				}) as typeof res.writeHead
				res.end = ((chunk: string) => {
					setTimeout(() => late.end(chunk), state.slowMs)
					return res
				}) as typeof res.end
			}

			if (url.pathname === '/oauth/v1/generate') {
				if (req.method !== 'GET' || url.searchParams.get('grant_type') !== 'client_credentials') {
					return error(res, 400, '400.008.02', 'Invalid grant type passed')
				}
				const expected = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`
				if (state.mode === 'wrong-credentials' || authorization !== expected) {
					return send(res, 400, { resultCode: '999991', resultDesc: 'Invalid client id passed' })
				}
				const token = randomBytes(14).toString('base64url')
				validTokens.add(token)
				state.tokensIssued++
				return send(res, 200, { access_token: token, expires_in: state.expiresIn })
			}

			const token = authorization.startsWith('Bearer ') ? authorization.slice(7) : ''
			if (!validTokens.has(token)) return error(res, state.invalidTokenStatus, '404.001.03', 'Invalid Access Token')
			if (req.method !== 'POST' || !body) return error(res, 400, '400.002.02', 'Bad Request')
			if (url.pathname === '/mpesa/stkpush/v1/processrequest') return stkPush(res, body)
			if (url.pathname === '/mpesa/stkpushquery/v1/query') return stkQuery(res, body)
			if (url.pathname === '/mpesa/c2b/v1/registerurl') {
				return send(res, 200, { OriginatorCoversationID: randomBytes(8).toString('hex'), ResponseCode: '0', ResponseDescription: 'success' })
			}
			error(res, 404, '404.001.01', 'Resource not found')
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return {
		url: `http://127.0.0.1:${port}`,
		state,
		/** Every token issued so far stops working, as when Safaricom rotates them early. */
		revokeTokens() {
			validTokens.clear()
		},
		/** The STK push bodies received, newest last. */
		pushes() {
			return state.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest' && r.body).map((r) => r.body!)
		},
		async close() {
			server.closeAllConnections()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>
