import { randomInt } from 'node:crypto'
import { DarajaError, darajaTimestamp, type DarajaClient, type StkCallbackBody, type StkQueryResult } from './daraja-client.server.ts'

/**
 * MPESA_MODE=simulator: answers like Daraja and, after MPESA_SIM_DELAY_MS, delivers a Daraja-shaped callback to
 * our own handler, so `npm start` takes real-looking payments with no Safaricom credentials. These numbers
 * produce each failure; any other valid number pays.
 */
export const SIMULATOR_TEST_PHONES = [
	{ phone: '254700001032', resultCode: 1032, resultDesc: 'Request cancelled by user', what: 'the customer cancels the prompt' },
	{ phone: '254700001037', resultCode: 1037, resultDesc: 'DS timeout user cannot be reached', what: 'the phone cannot be reached' },
	{ phone: '254700002001', resultCode: 2001, resultDesc: 'The initiator information is invalid.', what: 'wrong M-PESA PIN' },
	{ phone: '254700000001', resultCode: 1, resultDesc: 'The balance is insufficient for the transaction.', what: 'balance too low' },
	{ phone: '254700001019', resultCode: 1019, resultDesc: 'Transaction has expired', what: 'the prompt expires unanswered' },
] as const

/** What our callback handler said; the simulator delivers again when the attempt wasn't stored yet. */
export type CallbackOutcome = 'ignored' | 'unknown' | 'duplicate' | 'completed' | 'failed' | 'cancelled' | 'mismatch'
/** Daraja's callback for a paid STK push: what the simulator sends, and what tests post as Safaricom would. */
export function paidStkCallback(paid: { merchantRequestId: string; checkoutRequestId: string; amountKes: number; receipt: string; paidAt: number; phone: number }): StkCallbackBody {
	return {
		Body: {
			stkCallback: {
				MerchantRequestID: paid.merchantRequestId,
				CheckoutRequestID: paid.checkoutRequestId,
				ResultCode: 0,
				ResultDesc: 'The service request is processed successfully.',
				CallbackMetadata: {
					Item: [
						{ Name: 'Amount', Value: paid.amountKes },
						{ Name: 'MpesaReceiptNumber', Value: paid.receipt },
						{ Name: 'Balance' },
						{ Name: 'TransactionDate', Value: paid.paidAt },
						{ Name: 'PhoneNumber', Value: paid.phone },
					],
				},
			},
		},
	}
}

export type CallbackHandler = (body: StkCallbackBody) => Promise<CallbackOutcome>

type Pending = { body: StkCallbackBody; readyAt: number }

const RECEIPT_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
// The answer to a push can reach us a moment after the callback (a busy machine makes the moment seconds): the
// callback is delivered again every REDELIVERY_MS, for up to 10 s, until the attempt row knows its id.
const REDELIVERY_MS = 250
const REDELIVERIES = 40
const FORGET_AFTER_MS = 60 * 60_000

/** Like a real receipt (`SKL4H7Q2XA`): S for this era, nine more letters and digits. */
function receipt() {
	let text = 'S'
	for (let i = 0; i < 9; i++) text += RECEIPT_CHARS[randomInt(RECEIPT_CHARS.length)]
	return text
}

function digits(count: number) {
	let text = ''
	for (let i = 0; i < count; i++) text += String(randomInt(10))
	return text
}

export function createMpesaSimulator({
	delayMs,
	onCallback,
	now = () => Date.now(),
}: {
	delayMs: number
	onCallback: CallbackHandler
	now?: () => number
}): DarajaClient {
	const requests = new Map<string, Pending>()

	async function deliver(body: StkCallbackBody) {
		for (let attempt = 0; attempt <= REDELIVERIES; attempt++) {
			if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, REDELIVERY_MS).unref())
			try {
				if ((await onCallback(body)) !== 'unknown') return
			} catch (error) {
				console.error('M-PESA simulator: the callback handler failed', error)
				return
			}
		}
	}

	function forgetOld() {
		const cutoff = now() - FORGET_AFTER_MS
		for (const [id, request] of requests) if (request.readyAt < cutoff) requests.delete(id)
	}

	return {
		async stkPush({ phone, amountKes }) {
			if (!/^254[17]\d{8}$/.test(phone)) {
				throw new DarajaError({ kind: 'rejected', status: 400, detail: 'simulator: 400.002.02 Bad Request - Invalid PhoneNumber' })
			}
			if (!Number.isInteger(amountKes) || amountKes < 1) {
				throw new DarajaError({ kind: 'rejected', status: 400, detail: 'simulator: 400.002.02 Bad Request - Invalid Amount' })
			}
			forgetOld()
			const started = new Date(now())
			const merchantRequestId = `${randomInt(10_000, 99_999)}-${randomInt(10_000_000, 99_999_999)}-1`
			// Daraja's shape: ws_CO_ + DDMMYYYYHHmmss + digits + the phone. Daraja's three digits are unique on its side;
			// here each app instance runs its own simulator, so six keep two instances paying from one phone in the same
			// second from drawing the same id (one in a million instead of one in a thousand).
			const ts = darajaTimestamp(started)
			let checkoutRequestId: string
			do checkoutRequestId = `ws_CO_${ts.slice(6, 8)}${ts.slice(4, 6)}${ts.slice(0, 4)}${ts.slice(8)}${digits(6)}${phone}`
			while (requests.has(checkoutRequestId))
			const failure = SIMULATOR_TEST_PHONES.find((t) => t.phone === phone)
			const body: StkCallbackBody = failure
				? { Body: { stkCallback: { MerchantRequestID: merchantRequestId, CheckoutRequestID: checkoutRequestId, ResultCode: failure.resultCode, ResultDesc: failure.resultDesc } } }
				: paidStkCallback({
						merchantRequestId,
						checkoutRequestId,
						amountKes,
						receipt: receipt(),
						paidAt: Number(darajaTimestamp(new Date(now() + delayMs))),
						phone: Number(phone),
					})
			requests.set(checkoutRequestId, { body, readyAt: now() + delayMs })
			const timer = setTimeout(() => void deliver(body), delayMs)
			// A pending simulated payment must not keep a script or test process alive.
			timer.unref()
			return {
				merchantRequestId,
				checkoutRequestId,
				responseCode: '0',
				customerMessage: 'Success. Request accepted for processing',
			}
		},

		// Nothing to register: the simulator never takes C2B payments (any well-formed receipt counts instead).
		async registerC2bUrls() {},

		async stkQuery({ checkoutRequestId }): Promise<StkQueryResult> {
			const request = requests.get(checkoutRequestId)
			if (!request) {
				// What Daraja says about an id it never issued (e.g. one from before a restart of the simulator).
				throw new DarajaError({ kind: 'rejected', status: 400, detail: 'simulator: 400.002.02 Bad Request - Invalid CheckoutRequestID' })
			}
			if (now() < request.readyAt) return { checkoutRequestId, resultCode: null, resultDesc: 'The transaction is being processed' }
			const { ResultCode, ResultDesc } = request.body.Body.stkCallback
			return { checkoutRequestId, resultCode: ResultCode, resultDesc: ResultDesc }
		},
	}
}
