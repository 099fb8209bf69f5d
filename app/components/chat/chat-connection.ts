import { CHAT_PATH, type ClientFrame, type ServerFrame } from '#app/domain/chat/words.ts'

export type ChatConnection = { send(frame: ClientFrame): boolean; close(): void }

/**
 * A /ws/chat connection that joins on every open and reconnects after a drop, waiting 1, 2, 4 ... up to 30 seconds
 * (phones lose their network often; a server restart must not leave the chat dead).
 */
export function openChatConnection({
	join,
	onFrame,
	onOpenChange,
}: {
	join: ClientFrame
	onFrame: (frame: ServerFrame) => void
	onOpenChange: (open: boolean) => void
}): ChatConnection {
	let socket: WebSocket | null = null
	let closed = false
	let delay = 1000
	let retry: ReturnType<typeof setTimeout> | undefined

	function connect() {
		// The page's language travels with the handshake: a browser's WebSocket need not send its Accept-Language.
		const lang = encodeURIComponent(document.documentElement.lang)
		const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${CHAT_PATH}?lang=${lang}`)
		socket = ws
		ws.onopen = () => {
			delay = 1000
			ws.send(JSON.stringify(join))
			onOpenChange(true)
		}
		ws.onmessage = (event) => {
			try {
				onFrame(JSON.parse(String(event.data)) as ServerFrame)
			} catch {
				// Not a frame of ours.
			}
		}
		// An error is followed by close: reconnecting there covers both.
		ws.onclose = () => {
			onOpenChange(false)
			if (closed) return
			retry = setTimeout(connect, delay)
			delay = Math.min(delay * 2, 30_000)
		}
	}
	connect()
	return {
		send(frame) {
			if (socket?.readyState !== WebSocket.OPEN) return false
			socket.send(JSON.stringify(frame))
			return true
		},
		close() {
			closed = true
			clearTimeout(retry)
			socket?.close()
		},
	}
}
