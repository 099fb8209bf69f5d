import { Queue } from 'workbox-background-sync'
import { SW_MESSAGES } from '../pwa/messages.ts'
import { queuedReply } from './queued-reply.ts'

declare const self: ServiceWorkerGlobalScope

let replaying: Promise<void> | null = null

/**
 * Sends the saves made offline, once at a time, and tells the pages they landed. Each carries its explicit
 * `saved=true|false`, so sending one twice (a replay cut off after the server answered) leaves the same state.
 */
function replay(queue: Queue) {
	replaying ??= queue
		.replayRequests()
		.then(async () => {
			for (const client of await self.clients.matchAll()) client.postMessage({ type: SW_MESSAGES.savesSynced })
		})
		.finally(() => (replaying = null))
	return replaying
}

/**
 * Saves made offline wait here (IndexedDB) for a connection: Background Sync sends them where the browser has it; where
 * it does not, Workbox sends them when the worker starts, and the pages ask again when they come back online.
 */
export const savesQueue = new Queue('soko-saves', { maxRetentionTime: 7 * 24 * 60, onSync: ({ queue }) => replay(queue) })

export const replaySaves = () => replay(savesQueue).catch(() => {
	// Still offline: the saves stay queued for the next try.
})

/** Forgets the saves still waiting: they were another person's, and must not land in the next person's account. */
export async function dropQueuedSaves() {
	while (await savesQueue.shiftRequest());
}

/**
 * A Save sent by a fetcher (`/listings/<id>.data`, intent=save): to the network, or queued when there is none. Other
 * posts to the listing (contact, offers) go to the network as they are.
 */
export async function saveOrQueue(request: Request) {
	const form = await request
		.clone()
		.formData()
		.catch(() => null)
	if (form?.get('intent') !== 'save' || form.has('redirectTo')) return fetch(request)
	const queued = request.clone()
	try {
		return await fetch(request)
	} catch {
		await savesQueue.pushRequest({ request: queued })
		return queuedReply(form.get('saved') === 'true')
	}
}
