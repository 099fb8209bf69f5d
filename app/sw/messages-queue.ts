import { SW_MESSAGES } from '../pwa/messages.ts'
import { postQueue } from './post-queue.ts'
import { queuedReply } from './queued-reply.ts'

/**
 * Replies written offline in a thread (issue 24 §1), each with the key its page made: the server stores a key once, so
 * a replay cut off after it answered sends nothing twice.
 */
const messages = postQueue({ name: 'soko-messages', synced: SW_MESSAGES.messagesSynced })

export const replayMessages = messages.replay
export const dropQueuedMessages = messages.drop

/**
 * A thread's reply sent by its fetcher (`/messages/<id>.data`, intent=reply, with its key): to the network, or queued
 * when Soko can't be reached; the page then shows it as "will send". Report and Block go to the network as they are.
 */
export async function messageOrQueue(request: Request) {
	const form = await request
		.clone()
		.formData()
		.catch(() => null)
	const key = form?.get('key')
	if (form?.get('intent') !== 'reply' || typeof key !== 'string' || !key) return fetch(request)
	return messages.sendOrQueue(request, () => queuedReply({ intent: 'reply', message: String(form.get('message') ?? ''), key, queued: true }))
}
