import { Queue } from 'workbox-background-sync'
import { notFromSoko } from './queued-reply.ts'

declare const self: ServiceWorkerGlobalScope

/** A post with no answer by then is queued: on 2G a cut connection often hangs rather than fails. */
const ANSWER_WITHIN_MS = 10_000
/**
 * The page says it is online as soon as the phone has a link, often before anything gets through (and the worker's
 * own network may come back a moment after the page's): a replay that fails is tried again after these waits.
 */
const RETRY_AFTER_MS = [1_000, 3_000, 10_000, 30_000]

/**
 * Posts made offline wait here (IndexedDB) for a connection, oldest first: Background Sync sends them where the browser
 * has it; where it does not, Workbox sends them when the worker starts, and the pages ask again when they come back
 * online (`replay`). Each post must be safe to send twice (a replay cut off after the server answered): a Save carries
 * the state it sets, a message its key. Once all are sent, the pages are told `synced`.
 */
export function postQueue({ name, synced }: { name: string; synced: string }) {
	let replaying: Promise<void> | null = null

	/** One that does not reach Soko goes back to the head of the queue and the run stops (Workbox's own replay would drop it on a gateway's 502). */
	async function sendQueued(queue: Queue) {
		let sent = 0
		for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
			const answer = await fetch(entry.request.clone()).catch(() => null)
			if (!answer || notFromSoko(answer)) {
				await queue.unshiftRequest(entry)
				throw new Error(`Soko is out of reach: ${name} stays queued`)
			}
			sent++
		}
		// Only when something landed: the pages reload their data then, which offline would fail.
		if (sent) for (const client of await self.clients.matchAll()) client.postMessage({ type: synced })
	}

	/** One replay at a time, however many ask (Background Sync, the pages coming back online). */
	function replayOnce(queue: Queue) {
		replaying ??= sendQueued(queue).finally(() => (replaying = null))
		return replaying
	}

	const queue = new Queue(name, { maxRetentionTime: 7 * 24 * 60, onSync: ({ queue }) => replayOnce(queue) })

	return {
		async replay() {
			for (const wait of [0, ...RETRY_AFTER_MS]) {
				await new Promise((resolve) => setTimeout(resolve, wait))
				try {
					return await replayOnce(queue)
				} catch {
					// Still out of reach: tried again after the next wait, then left for Background Sync or the next page.
				}
			}
		},
		/** Forgets the posts still waiting: they were another person's, and must not land in the next person's account. */
		async drop() {
			while (await queue.shiftRequest());
		},
		/** To the network, or queued when Soko can't be reached (no network, no answer in time, a gateway's error page): then `queued()` answers. */
		async sendOrQueue(request: Request, queued: () => Response) {
			const kept = request.clone()
			const answer = await fetch(request, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch(() => null)
			if (answer && !notFromSoko(answer)) return answer
			await queue.pushRequest({ request: kept })
			return queued()
		},
	}
}
