import { Queue } from 'workbox-background-sync'
import { SW_MESSAGES } from '../pwa/messages.ts'
import { notFromSoko, queuedReply } from './queued-reply.ts'

declare const self: ServiceWorkerGlobalScope

/** A Save with no answer by then is queued: on 2G a cut connection often hangs rather than fails. */
const ANSWER_WITHIN_MS = 10_000
/**
 * The page says it is online as soon as the phone has a link, often before anything gets through (and the worker's
 * own network may come back a moment after the page's): a replay that fails is tried again after these waits.
 */
const RETRY_AFTER_MS = [1_000, 3_000, 10_000, 30_000]

let replaying: Promise<void> | null = null

/**
 * Sends the saves made offline, oldest first, one at a time. One that does not reach Soko goes back to the head of
 * the queue and the run stops (Workbox's own replay would drop it on a gateway's 502). Each carries its explicit
 * `saved=true|false`, so sending one twice (a replay cut off after the server answered) leaves the same state.
 */
async function sendQueued(queue: Queue) {
	for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
		const answer = await fetch(entry.request.clone()).catch(() => null)
		if (!answer || notFromSoko(answer)) {
			await queue.unshiftRequest(entry)
			throw new Error('Soko is out of reach: the saves stay queued')
		}
	}
	for (const client of await self.clients.matchAll()) client.postMessage({ type: SW_MESSAGES.savesSynced })
}

/** One replay at a time, however many ask (Background Sync, the pages coming back online). */
function replay(queue: Queue) {
	replaying ??= sendQueued(queue).finally(() => (replaying = null))
	return replaying
}

/**
 * Saves made offline wait here (IndexedDB) for a connection: Background Sync sends them where the browser has it; where
 * it does not, Workbox sends them when the worker starts, and the pages ask again when they come back online.
 */
export const savesQueue = new Queue('soko-saves', { maxRetentionTime: 7 * 24 * 60, onSync: ({ queue }) => replay(queue) })

export async function replaySaves() {
	for (const wait of [0, ...RETRY_AFTER_MS]) {
		await new Promise((resolve) => setTimeout(resolve, wait))
		try {
			return await replay(savesQueue)
		} catch {
			// Still out of reach: tried again after the next wait, then left for Background Sync or the next page.
		}
	}
}

/** Forgets the saves still waiting: they were another person's, and must not land in the next person's account. */
export async function dropQueuedSaves() {
	while (await savesQueue.shiftRequest());
}

/**
 * A Save sent by a fetcher (`/listings/<id>.data`, intent=save): to the network, or queued when Soko can't be reached
 * (no network, no answer in time, a gateway's error page). Other posts to the listing (contact, offers) go to the
 * network as they are.
 */
export async function saveOrQueue(request: Request) {
	const form = await request
		.clone()
		.formData()
		.catch(() => null)
	if (form?.get('intent') !== 'save' || form.has('redirectTo')) return fetch(request)
	const queued = request.clone()
	const answer = await fetch(request, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }).catch(() => null)
	if (answer && !notFromSoko(answer)) return answer
	await savesQueue.pushRequest({ request: queued })
	return queuedReply(form.get('saved') === 'true')
}
