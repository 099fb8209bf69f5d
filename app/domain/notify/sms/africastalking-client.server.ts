/**
 * Africa's Talking's bulk SMS endpoint (POST /version1/messaging), over plain fetch.
 * It answers HTTP 201 with one entry per number in SMSMessageData.Recipients; which of those were taken is for the
 * caller to read. Every failure to get such an answer (network, time limit, HTTP error) is an SmsGatewayError.
 */

const HOSTS = {
	sandbox: 'https://api.sandbox.africastalking.com',
	production: 'https://api.africastalking.com',
} as const

/** Africa's Talking's rule: the username `sandbox` is their sandbox account, on its own host. */
export function africasTalkingSmsUrl(username: string) {
	return `${username.toLowerCase() === 'sandbox' ? HOSTS.sandbox : HOSTS.production}/version1/messaging`
}

export type SmsRequest = { to: string[]; message: string; from?: string }

/** Sends one request; resolves with the answer's JSON (or its text when it is not JSON). Tests pass a fake. */
export type SmsTransport = { send(request: SmsRequest): Promise<unknown> }

/** The gateway could not be asked or did not take the request: nothing about the texts themselves. */
export class SmsGatewayError extends Error {
	override name = 'SmsGatewayError'
}

export function createAfricasTalkingSms({
	username,
	apiKey,
	url = africasTalkingSmsUrl(username),
	timeoutMs = 15_000,
}: {
	username: string
	apiKey: string
	url?: string
	timeoutMs?: number
}): SmsTransport {
	return {
		async send({ to, message, from }) {
			const form = new URLSearchParams({ username, to: to.join(','), message, bulkSMSMode: '1', ...(from ? { from } : {}) })
			let status: number
			let text: string
			try {
				// The deadline covers the body too: a gateway that sends headers and then stalls is no answer either.
				const response = await fetch(url, {
					method: 'POST',
					headers: { apiKey, accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
					body: form,
					signal: AbortSignal.timeout(timeoutMs),
				})
				status = response.status
				text = await response.text()
			} catch (error) {
				const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
				throw new SmsGatewayError(timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error))
			}
			if (status < 200 || status > 299) throw new SmsGatewayError(`HTTP ${status} ${text.slice(0, 200)}`)
			try {
				return JSON.parse(text) as unknown
			} catch {
				return text
			}
		},
	}
}
