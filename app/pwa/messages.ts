/** Messages between the pages (app/pwa/register.ts) and the service worker (app/sw/sw.ts). */
export const SW_MESSAGES = {
	/** Page → worker: the waiting worker takes over (the person pressed Reload). */
	skipWaiting: 'SKIP_WAITING',
	/** Page → worker: keep this build's files among `urls`, the ones the page loaded (before the worker could see them). */
	keepCode: 'soko:keep-code',
	/** Page → worker: keep all of this build's code now (the connection is unmetered: app/pwa/connection.ts). */
	keepAllCode: 'soko:keep-all-code',
	/** Page → worker: whether someone is signed in (`signedIn`), on every page: the offline page says what is kept for them. */
	signedIn: 'soko:signed-in',
	/** Page → worker: another person (or nobody) is signed in now. */
	userChanged: 'soko:user-changed',
	/** Page → worker: back online, send the saves made offline. */
	replaySaves: 'soko:replay-saves',
	/** Worker → pages: the saves made offline have landed. */
	savesSynced: 'soko:saves-synced',
	/** Page → worker: back online, send the messages written offline. */
	replayMessages: 'soko:replay-messages',
	/** Worker → pages: the messages written offline have been sent. */
	messagesSynced: 'soko:messages-synced',
} as const

/** Window event the Save buttons listen to (save-toggle.tsx), sent by app/pwa/register.ts on savesSynced. */
export const SAVES_SYNCED_EVENT = 'soko:saves-synced'

/** Window event a thread listens to (messages.$id.tsx), sent by app/pwa/register.ts on messagesSynced: it reloads. */
export const MESSAGES_SYNCED_EVENT = 'soko:messages-synced'
