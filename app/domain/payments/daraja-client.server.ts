/**
 * Safaricom Daraja (M-PESA Express): OAuth token, STK push and STK query, over plain fetch.
 * Every failure becomes a DarajaError whose message can be shown to a seller; the technical part is in `detail`.
 */

export const DARAJA_BASE_URLS = {
	sandbox: 'https://sandbox.safaricom.co.ke',
	production: 'https://api.safaricom.co.ke',
} as const

export type DarajaErrorKind = 'auth' | 'timeout' | 'network' | 'unavailable' | 'rejected'

const FRIENDLY: Record<DarajaErrorKind, string> = {
	auth: 'M-PESA is not available right now. Please try again later.',
	network: 'M-PESA is not available right now. Please try again later.',
	timeout: 'M-PESA did not answer in time. Please try again.',
	unavailable: 'M-PESA is having problems right now. Please try again in a few minutes.',
	rejected: 'M-PESA could not start the payment. Please check the phone number and try again.',
}

export class DarajaError extends Error {
	readonly kind: DarajaErrorKind
	readonly detail: string
	readonly status: number | null
	constructor({ kind, detail, status = null }: { kind: DarajaErrorKind; detail: string; status?: number | null }) {
		super(FRIENDLY[kind])
		this.name = 'DarajaError'
		this.kind = kind
		this.detail = detail
		this.status = status
	}
}

export type StkPushInput = { phone: string; amountKes: number; accountReference: string; description: string }
export type StkPushResult = {
	merchantRequestId: string
	checkoutRequestId: string
	responseCode: string
	customerMessage: string
}
/** `resultCode: null` while M-PESA is still waiting for the customer (Daraja's 500.001.1001). */
export type StkQueryResult = { checkoutRequestId: string; resultCode: number | null; resultDesc: string }

export type DarajaClient = {
	stkPush(input: StkPushInput): Promise<StkPushResult>
	stkQuery(input: { checkoutRequestId: string }): Promise<StkQueryResult>
	/** Tells Safaricom where to confirm payments made to our shortcode by the customer (C2B: a till or paybill). */
	registerC2bUrls(input: { confirmationUrl: string; validationUrl: string }): Promise<void>
}

/** The body Daraja POSTs to the CallBackURL when the customer has answered the prompt (or it timed out). */
export type StkCallbackBody = {
	Body: {
		stkCallback: {
			MerchantRequestID: string
			CheckoutRequestID: string
			ResultCode: number
			ResultDesc: string
			CallbackMetadata?: { Item: { Name: string; Value?: string | number }[] }
		}
	}
}

export const ACCOUNT_REFERENCE_MAX = 12
export const TRANSACTION_DESC_MAX = 13
/** Daraja's errorCode for "The transaction is being processed": not an error, just not finished. */
export const STILL_PROCESSING = '500.001.1001'
/** Daraja answers a stale or revoked token with this code (and HTTP 401 or 404 depending on the gateway). */
const INVALID_TOKEN = '404.001.03'
// Refresh a minute early so a token never expires between our check and Safaricom's.
const TOKEN_MARGIN_MS = 60_000

const nairobiParts = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Africa/Nairobi',
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
	hour: '2-digit',
	minute: '2-digit',
	second: '2-digit',
	hourCycle: 'h23',
})

/** `YYYYMMDDHHmmss` in Nairobi time: Daraja checks the Password against this clock, not UTC. */
export function darajaTimestamp(date: Date) {
	const part = Object.fromEntries(nairobiParts.formatToParts(date).map((p) => [p.type, p.value]))
	return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`
}

export function darajaPassword({ shortcode, passkey, timestamp }: { shortcode: string; passkey: string; timestamp: string }) {
	return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64')
}

type DarajaErrorBody = { errorCode?: string; errorMessage?: string; ResponseCode?: string; ResponseDescription?: string }

type Answer = { status: number; body: Record<string, unknown> & DarajaErrorBody; text: string }

export function createDarajaClient({
	baseUrl,
	consumerKey,
	consumerSecret,
	shortcode,
	passkey,
	callbackUrl,
	timeoutMs = 15_000,
	fetchImpl = fetch,
	now = () => new Date(),
}: {
	baseUrl: string
	consumerKey: string
	consumerSecret: string
	shortcode: string
	passkey: string
	callbackUrl: string
	timeoutMs?: number
	fetchImpl?: typeof fetch
	now?: () => Date
}): DarajaClient {
	const root = baseUrl.replace(/\/+$/, '')
	let cached: { token: string; refreshAt: number } | null = null
	// Concurrent calls share one token request instead of each asking Safaricom.
	let pending: Promise<string> | null = null

	/** One HTTP exchange with a deadline covering the body too; never throws anything but DarajaError. */
	async function exchange(path: string, init: RequestInit): Promise<Answer> {
		const controller = new AbortController()
		let timedOut = false
		const timer = setTimeout(() => {
			timedOut = true
			controller.abort()
		}, timeoutMs)
		try {
			const response = await fetchImpl(`${root}${path}`, { ...init, signal: controller.signal })
			const text = await response.text()
			let body: Answer['body'] = {}
			try {
				const parsed: unknown = text ? JSON.parse(text) : {}
				if (parsed && typeof parsed === 'object') body = parsed as Answer['body']
			} catch {
				// Gateways in front of Daraja sometimes answer HTML; keep the text for `detail`.
			}
			return { status: response.status, body, text }
		} catch (error) {
			if (timedOut) throw new DarajaError({ kind: 'timeout', detail: `${path}: no answer within ${timeoutMs} ms` })
			throw new DarajaError({ kind: 'network', detail: `${path}: ${error instanceof Error ? error.message : String(error)}` })
		} finally {
			clearTimeout(timer)
		}
	}

	async function fetchToken() {
		const basic = Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')
		const answer = await exchange('/oauth/v1/generate?grant_type=client_credentials', {
			method: 'GET',
			headers: { authorization: `Basic ${basic}` },
		})
		const token = answer.body.access_token
		if (answer.status !== 200 || typeof token !== 'string' || !token) {
			// Wrong consumer key or secret: nothing the seller can fix, so the friendly "not available" message.
			throw new DarajaError({ kind: 'auth', status: answer.status, detail: `OAuth failed: HTTP ${answer.status} ${answer.text.slice(0, 300)}` })
		}
		const seconds = Number(answer.body.expires_in ?? 3599)
		const lifetime = (Number.isFinite(seconds) && seconds > 0 ? seconds : 3599) * 1000
		cached = { token, refreshAt: now().getTime() + lifetime - TOKEN_MARGIN_MS }
		return token
	}

	async function accessToken() {
		if (cached && now().getTime() < cached.refreshAt) return cached.token
		pending ??= fetchToken().finally(() => {
			pending = null
		})
		return pending
	}

	function isInvalidToken(answer: Answer) {
		return answer.status === 401 || answer.body.errorCode === INVALID_TOKEN
	}

	/** POST with the Bearer token; a rejected token is dropped and fetched again, once. */
	async function post(path: string, payload: Record<string, unknown>): Promise<Answer> {
		for (let attempt = 1; ; attempt++) {
			const token = await accessToken()
			const answer = await exchange(path, {
				method: 'POST',
				headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
				body: JSON.stringify(payload),
			})
			if (!isInvalidToken(answer)) return answer
			cached = null
			if (attempt === 2) {
				throw new DarajaError({ kind: 'auth', status: answer.status, detail: `${path}: token refused twice: ${answer.text.slice(0, 300)}` })
			}
		}
	}

	function failure(path: string, answer: Answer) {
		const kind: DarajaErrorKind = answer.status >= 500 || answer.status === 429 ? 'unavailable' : 'rejected'
		const reason = answer.body.errorMessage ?? answer.body.ResponseDescription ?? answer.text.slice(0, 300)
		return new DarajaError({ kind, status: answer.status, detail: `${path}: HTTP ${answer.status} ${answer.body.errorCode ?? ''} ${reason}`.trim() })
	}

	function credentials() {
		const timestamp = darajaTimestamp(now())
		return { BusinessShortCode: shortcode, Password: darajaPassword({ shortcode, passkey, timestamp }), Timestamp: timestamp }
	}

	return {
		async stkPush({ phone, amountKes, accountReference, description }) {
			if (!Number.isInteger(amountKes) || amountKes < 1) throw new Error(`M-PESA amounts are whole shillings, got ${amountKes}`)
			const path = '/mpesa/stkpush/v1/processrequest'
			const answer = await post(path, {
				...credentials(),
				TransactionType: 'CustomerPayBillOnline',
				Amount: amountKes,
				PartyA: phone,
				PartyB: shortcode,
				PhoneNumber: phone,
				CallBackURL: callbackUrl,
				AccountReference: accountReference.slice(0, ACCOUNT_REFERENCE_MAX),
				TransactionDesc: description.slice(0, TRANSACTION_DESC_MAX),
			})
			const body = answer.body
			if (answer.status !== 200) throw failure(path, answer)
			// An answer we can't read (a gateway's HTML, a cut body) doesn't say the push was refused: it may have gone out.
			if (body.ResponseCode === undefined) {
				throw new DarajaError({ kind: 'unavailable', status: answer.status, detail: `${path}: unreadable answer ${answer.text.slice(0, 300)}` })
			}
			if (body.ResponseCode !== '0' || typeof body.CheckoutRequestID !== 'string') {
				throw new DarajaError({ kind: 'rejected', status: answer.status, detail: `${path}: ResponseCode ${String(body.ResponseCode)} ${String(body.ResponseDescription ?? answer.text.slice(0, 300))}` })
			}
			return {
				merchantRequestId: String(body.MerchantRequestID ?? ''),
				checkoutRequestId: body.CheckoutRequestID,
				responseCode: body.ResponseCode,
				customerMessage: String(body.CustomerMessage ?? body.ResponseDescription ?? ''),
			}
		},

		async stkQuery({ checkoutRequestId }) {
			const path = '/mpesa/stkpushquery/v1/query'
			const answer = await post(path, { ...credentials(), CheckoutRequestID: checkoutRequestId })
			const body = answer.body
			if (body.errorCode === STILL_PROCESSING) {
				return { checkoutRequestId, resultCode: null, resultDesc: body.errorMessage ?? 'The transaction is being processed' }
			}
			if (answer.status !== 200) throw failure(path, answer)
			const code = Number(body.ResultCode)
			if (body.ResultCode === undefined || body.ResultCode === '' || !Number.isInteger(code)) {
				throw new DarajaError({ kind: 'unavailable', status: answer.status, detail: `${path}: no ResultCode in ${answer.text.slice(0, 300)}` })
			}
			return { checkoutRequestId, resultCode: code, resultDesc: String(body.ResultDesc ?? '') }
		},

		async registerC2bUrls({ confirmationUrl, validationUrl }) {
			const path = '/mpesa/c2b/v1/registerurl'
			// ResponseType Completed: should our validation URL ever fail to answer, Safaricom completes the payment.
			const answer = await post(path, { ShortCode: shortcode, ResponseType: 'Completed', ConfirmationURL: confirmationUrl, ValidationURL: validationUrl })
			if (answer.status !== 200 || String(answer.body.ResponseCode ?? '0') !== '0') throw failure(path, answer)
		},
	}
}
