import type { AddressInfo } from 'node:net'
import { simpleParser, type HeaderValue } from 'mailparser'
import { SMTPServer } from 'smtp-server'

function rawHeader(lines: readonly { key: string; line: string }[], name: string) {
	const line = lines.find((l) => l.key === name.toLowerCase())?.line
	return line?.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()
}

export type ReceivedMessage = {
	/** The envelope recipients (RCPT TO), lower-cased: who the message was really sent to. */
	to: string[]
	subject: string
	text: string
	/** The HTML part, or null for a plain-text message. */
	html: string | null
	/** Every header by lower-cased name as mailparser structures it (it merges `List-*` headers into `list`). */
	headers: Map<string, HeaderValue>
	/** A header's value as sent (unfolded), e.g. `header('List-Unsubscribe-Post')`; undefined when absent. */
	header(name: string): string | undefined
}

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 on a free port, for tests of outgoing mail: point SMTP_URL at `url`,
 * run the code that sends, then read `messages` (each parsed with mailparser: to, subject, text, html, headers, and
 * header(name) for one header's raw value) or `await waitForMail((m) => m.to.includes('a@b.c'))`, which resolves
 * with the first matching message (already received or arriving within `timeoutMs`) and rejects after that. No TLS, no authentication needed (any AUTH is
 * accepted); `refusals.set(address, { code, message })` has it refuse mail to an address. `close()` stops it; afterwards connections are refused, as with a mail server that is down.
 */
export async function startSmtpInbox() {
	const messages: ReceivedMessage[] = []
	const waiters = new Set<() => void>()
	const refusals = new Map<string, { code: number; message: string }>()
	const server = new SMTPServer({
		secure: false,
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		closeTimeout: 100,
		onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
		onRcptTo(address, _session, callback) {
			const refusal = refusals.get(address.address.toLowerCase())
			if (!refusal) return callback()
			callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
		},
		onData(stream, session, callback) {
			simpleParser(stream)
				.then((parsed) => {
					messages.push({
						to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
						subject: parsed.subject ?? '',
						text: parsed.text ?? '',
						html: parsed.html || null,
						headers: parsed.headers,
						header: (name) => rawHeader(parsed.headerLines, name),
					})
					for (const wake of waiters) wake()
					callback()
				})
				.catch((error: Error) => callback(error))
		},
	})
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => resolve())
	})
	const { port } = server.server.address() as AddressInfo

	function waitForMail(predicate: (message: ReceivedMessage) => boolean = () => true, timeoutMs = 5000) {
		return new Promise<ReceivedMessage>((resolve, reject) => {
			const check = () => {
				const found = messages.find(predicate)
				if (!found) return false
				waiters.delete(check)
				clearTimeout(timer)
				resolve(found)
				return true
			}
			const timer = setTimeout(() => {
				waiters.delete(check)
				reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`))
			}, timeoutMs)
			waiters.add(check)
			check()
		})
	}

	return {
		url: `smtp://127.0.0.1:${port}`,
		messages,
		waitForMail,
		/** Answers RCPT TO for an address with this SMTP reply (550: gone for good, 451: try later) until deleted. */
		refusals,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>
