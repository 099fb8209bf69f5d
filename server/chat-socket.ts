import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'

/** Owns the /ws/chat upgrade path. The support bot arrives with the chat feature; until then a client joins and gets an empty history. */
export function createChatSocket() {
	const wss = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 })
	wss.on('connection', (socket) => {
		socket.on('message', (raw) => {
			let type: unknown
			try {
				type = (JSON.parse(String(raw)) as { type?: unknown }).type
			} catch {
				return
			}
			if (type === 'join') socket.send(JSON.stringify({ type: 'history', messages: [] }))
		})
	})
	return {
		handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
			wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
		},
		close() {
			for (const client of wss.clients) client.terminate()
			wss.close()
		},
	}
}
