import { SW_MESSAGES } from '../pwa/messages.ts'
import { postQueue } from './post-queue.ts'
import { queuedReply } from './queued-reply.ts'

/** Saves made offline, each with its explicit `saved=true|false`: sending one twice leaves the same state. */
const saves = postQueue({ name: 'soko-saves', synced: SW_MESSAGES.savesSynced })

export const replaySaves = saves.replay
export const dropQueuedSaves = saves.drop

/**
 * A Save sent by a fetcher (`/listings/<id>.data`, intent=save): to the network, or queued when Soko can't be reached.
 * Other posts to the listing (contact, offers) go to the network as they are.
 */
export async function saveOrQueue(request: Request) {
	const form = await request
		.clone()
		.formData()
		.catch(() => null)
	if (form?.get('intent') !== 'save' || form.has('redirectTo')) return fetch(request)
	return saves.sendOrQueue(request, () => queuedReply({ saved: form.get('saved') === 'true', queued: true }))
}
