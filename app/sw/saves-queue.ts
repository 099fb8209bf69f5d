import { SW_MESSAGES } from '../pwa/messages.ts'
import { postQueue } from './post-queue.ts'
import { queuedReply } from './queued-reply.ts'
import { SAVE_SIGN_IN_MESSAGE } from '../utils/save-messages.ts'

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
	if (form?.get('intent') !== 'save') return fetch(request)
	// A fetcher's Save with the page to come back to is a signed-out visitor's (save-toggle.tsx): online they are sent to
	// log in, told why. Offline nothing can be queued for nobody: they are told the same, where they are.
	if (form.has('redirectTo'))
		return fetch(request).catch(() =>
			queuedReply({ saved: false, toast: { title: 'Authentication Required', description: SAVE_SIGN_IN_MESSAGE, variant: 'error' } }),
		)
	return saves.sendOrQueue(request, () => queuedReply({ saved: form.get('saved') === 'true', queued: true }))
}
