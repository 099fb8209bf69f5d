import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake Africa's Talking SMS endpoint on 127.0.0.1 for the real client: checks the apiKey header and the form the way
 * the gateway does, answers 201 with one recipient entry per number, and can be told to refuse a number (`refuse`),
 * refuse the key (401), fail (500), hang, or answer garbage (an HTML page with HTTP 201).
 */

export type FakeAfricasTalkingMode = 'ok' | 'wrong-key' | 'error500' | 'hang' | 'garbage'
export type SmsForm = Record<string, string>

export const FAKE_AT = { username: 'soko', apiKey: 'test-api-key' }

export async function startFakeAfricasTalking() {
	const state = {
		mode: 'ok' as FakeAfricasTalkingMode,
		/** Numbers the gateway refuses, with the status it gives (e.g. UserInBlacklist, 406). */
		refuse: new Map<string, { status: string; statusCode: number }>(),
		/** The forms of every request, with the Accept header received. */
		requests: [] as { path: string; accept: string | undefined; form: SmsForm }[],
	}
	let sent = 0

	const server = http.createServer((req, res) => {
		let raw = ''
		req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
		req.on('end', () => {
			const form = Object.fromEntries(new URLSearchParams(raw))
			state.requests.push({ path: req.url ?? '', accept: req.headers.accept, form })
			if (state.mode === 'hang') return // never answer; the client's time limit must end it
			if (state.mode === 'error500') return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
			if (state.mode === 'wrong-key' || req.headers.apikey !== FAKE_AT.apiKey || form.username !== FAKE_AT.username) {
				return res.writeHead(401, { 'content-type': 'text/plain' }).end('The supplied authentication is invalid')
			}
			if (state.mode === 'garbage') return res.writeHead(201, { 'content-type': 'text/html' }).end('<html>Bad gateway</html>')
			if (req.method !== 'POST' || req.url !== '/version1/messaging' || !form.to || !form.message) {
				return res.writeHead(400, { 'content-type': 'text/plain' }).end('Request is missing required form field')
			}
			const recipients = form.to.split(',').map((number) => {
				const refused = state.refuse.get(number)
				if (refused) return { ...refused, number, cost: '0', messageId: 'None' }
				sent++
				return { statusCode: 101, number, status: 'Success', cost: 'KES 0.8000', messageId: `ATXid_${sent}` }
			})
			const taken = recipients.filter((r) => r.statusCode === 101).length
			res.writeHead(201, { 'content-type': 'application/json' })
			res.end(JSON.stringify({ SMSMessageData: { Message: `Sent to ${taken}/${recipients.length} Total Cost: KES ${(taken * 0.8).toFixed(4)}`, Recipients: recipients } }))
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo

	return {
		url: `http://127.0.0.1:${port}/version1/messaging`,
		state,
		async close() {
			server.closeAllConnections()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
