import { Workbox } from 'workbox-window'
import { MESSAGES_SYNCED_EVENT, SAVES_SYNCED_EVENT, SW_MESSAGES } from './messages.ts'
import { loadedThroughWorker, offerUpdates } from './update-notice.ts'
import { offerInstall, type InstallPrompt } from './install.ts'
import { watchUser } from './user-watch.ts'
import { unmetered, type ConnectionInfo } from './connection.ts'
import { afterNavigations, pageCode } from './page-code.ts'
import { openLinksWholeOffline } from './offline-links.ts'

/**
 * Loaded after the page (entry.client.tsx), never in Lite mode (no scripts at all): registers the service worker
 * (app/sw/sw.ts), offers updates and installation, and keeps the worker told of what only the page knows.
 */
export function startPwa(installPrompt: InstallPrompt | undefined) {
	offerInstall(installPrompt)
	if (!('serviceWorker' in navigator)) return
	const wb = new Workbox('/sw.js')
	offerUpdates(wb, { controlledAtLoad: loadedThroughWorker() })
	const tell = (message: { type: string; signedIn?: boolean }) => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message))
	navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
		if (event.data?.type === SW_MESSAGES.savesSynced) dispatchEvent(new Event(SAVES_SYNCED_EVENT))
		else if (event.data?.type === SW_MESSAGES.messagesSynced) dispatchEvent(new Event(MESSAGES_SYNCED_EVENT))
	})
	watchUser(tell)
	// The worker keeps the code this page loaded (a first visit's, before the worker could see it: no new download) and
	// its forms need, the rest as it is used; all of it ahead of use only where data costs nothing (never on mobile data
	// or under Save-Data).
	const keepCode = () => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: SW_MESSAGES.keepCode, urls: pageCode() }))
	keepCode()
	afterNavigations(keepCode)
	openLinksWholeOffline()
	if (unmetered((navigator as Navigator & { connection?: ConnectionInfo }).connection)) tell({ type: SW_MESSAGES.keepAllCode })
	// Where the browser has no Background Sync, Saves and messages made offline go when the page sees the connection back.
	const replay = () => {
		tell({ type: SW_MESSAGES.replaySaves })
		tell({ type: SW_MESSAGES.replayMessages })
	}
	addEventListener('online', replay)
	replay()
	wb.register().catch(() => {
		// No service worker (private mode, old browser): Soko works the same, only not offline.
	})
}
