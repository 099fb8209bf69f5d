import WebSocket from 'ws'
import type { ServerFrame } from '#app/domain/chat/words.ts'

/** A /ws/chat client for tests: every frame it got, and a wait for the next one that matches. */
export type TestChatClient = {
	ws: WebSocket
	frames: ServerFrame[]
	/** The handshake's Set-Cookie value (name=value), if the server set one. */
	cookie: string | null
	/** The first frame after the last one `next` returned that matches, waiting for it if it has not come yet. */
	next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>
	send(frame: unknown): void
	close(): Promise<void>
}

export async function connectChat(url: string, { cookie, origin }: { cookie?: string; origin?: string } = {}): Promise<TestChatClient> {
	const headers: Record<string, string> = {}
	if (cookie) headers.cookie = cookie
	if (origin) headers.origin = origin
	const ws = new WebSocket(url, { headers })
	const frames: ServerFrame[] = []
	let cursor = 0
	let setCookie: string | null = null
	ws.on('upgrade', (res) => {
		const header = res.headers['set-cookie']?.[0]
		setCookie = header ? header.split(';')[0]! : null
	})
	ws.on('message', (data) => {
		frames.push(JSON.parse(String(data)) as ServerFrame)
	})
	await new Promise<void>((resolve, reject) => {
		ws.once('open', () => resolve())
		ws.once('error', reject)
		ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)))
	})
	return {
		ws,
		frames,
		get cookie() {
			return setCookie
		},
		async next(match, timeoutMs = 5000) {
			const deadline = Date.now() + timeoutMs
			for (;;) {
				const found = frames.findIndex((f, i) => i >= cursor && match(f))
				if (found >= 0) {
					cursor = found + 1
					return frames[found]!
				}
				if (Date.now() > deadline) throw new Error(`no matching frame after #${cursor}; got ${JSON.stringify(frames)}`)
				await new Promise((r) => setTimeout(r, 10))
			}
		},
		send(frame) {
			ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
		},
		close() {
			return new Promise((resolve) => {
				if (ws.readyState === ws.CLOSED) return resolve()
				ws.once('close', () => resolve())
				ws.close()
			})
		},
	}
}

/** A `message` frame whose text contains `text`. */
export function messageWith(text: string) {
	return (f: ServerFrame) => f.type === 'message' && f.message.message.includes(text)
}
