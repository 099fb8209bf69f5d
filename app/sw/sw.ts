// Soko's service worker (built by vite-plugin-pwa into build/client/sw.js; registered by app/pwa/register.ts). Keeps
// browsing alive on a flaky connection and offline, and holds Saves and messages made offline until there is a connection.
import { clientsClaim } from 'workbox-core'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { SW_MESSAGES } from '../pwa/messages.ts'
import { CACHES, isRetiredCache } from './caches.ts'
import { codeCache, type BuildFile } from './code-cache.ts'
import { publicOnly } from './public-only.ts'
import { offlinePage } from './offline-page.ts'
import { rememberSignedIn } from './signed-in.ts'
import { pageUrl } from '../utils/data-request.ts'
import { dropQueuedSaves, replaySaves, saveOrQueue } from './saves-queue.ts'
import { dropQueuedMessages, messageOrQueue, replayMessages } from './messages-queue.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: BuildFile[] }

const DAY = 24 * 60 * 60
const bounded = (maxEntries: number, days: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY, purgeOnQuotaError: true })

// The app's code, the favicon and the manifest (the build's list, vite.config.ts): nothing downloaded at install. The
// pages name what they loaded before the worker saw them, the rest is kept as used, and all of it only on an unmetered
// connection (app/pwa/register.ts). An older build's are removed when this one takes over.
const code = codeCache(self.__WB_MANIFEST, self.location.origin)
// No skipWaiting on install: a new version waits until the person chooses to reload (app/pwa/update-notice.ts).
clientsClaim()

self.addEventListener('activate', (event) => {
	event.waitUntil(Promise.all([code.dropOthers(), caches.keys().then((keys) => Promise.all(keys.filter(isRetiredCache).map((k) => caches.delete(k))))]))
})

const isData = (url: URL) => url.pathname.endsWith('.data')
const network = (url: URL) => url.origin === self.location.origin && !url.pathname.startsWith('/api/') && url.pathname !== '/healthz'

// Pages and their data: the network when it answers within 3 s, else the copy kept (anonymous pages only). The copy
// kept serves whatever the line's hints were when it was stored (pages vary on ECT and Save-Data for shared caches):
// offline, any copy of the page beats the offline page.
const keptCopy = { ignoreVary: true }
registerRoute(
	({ request, url }) => request.mode === 'navigate' && network(url),
	new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 3, matchOptions: keptCopy, plugins: [publicOnly, bounded(60, 14)] }),
)
registerRoute(
	({ url }) => network(url) && isData(url),
	new NetworkFirst({ cacheName: CACHES.data, networkTimeoutSeconds: 3, matchOptions: keptCopy, plugins: [publicOnly, bounded(120, 14)] }),
)
// Photos and code never change under the same address.
registerRoute(({ url }) => url.pathname.startsWith('/photos/'), new CacheFirst({ cacheName: CACHES.photos, plugins: [bounded(200, 30)] }))
registerRoute(({ url }) => code.holds(url), ({ request }) => code.serve(request))
// A listing's forms posted by a fetcher: Saves made offline are queued.
registerRoute(({ url }) => /^\/listings\/\d+\.data$/.test(url.pathname), ({ request }) => saveOrQueue(request), 'POST')
// A thread's reply posted by its fetcher: one written offline is queued, and shown as "will send".
registerRoute(({ url }) => /^\/messages\/\d+\.data$/.test(url.pathname), ({ request }) => messageOrQueue(request), 'POST')

/**
 * Nothing from the network and nothing kept. A page: the offline page listing what is kept. A client navigation's data:
 * a redirect that reloads the page, which then gets the offline page (React Router would otherwise show its error).
 */
setCatchHandler(async ({ request, url }) => {
	if (request.mode === 'navigate') return offlinePage()
	if (url && url.pathname.endsWith('.data') && request.method === 'GET') {
		const page = pageUrl(url)
		return new Response(null, { status: 204, headers: { 'X-Remix-Redirect': page.pathname + page.search, 'X-Remix-Reload-Document': 'true', 'X-Remix-Status': '302' } })
	}
	return Response.error()
})

self.addEventListener('message', (event) => {
	const data = event.data as { type?: string; urls?: unknown; signedIn?: unknown } | null
	const type = data?.type
	if (type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
	else if (type === SW_MESSAGES.keepCode && Array.isArray(data?.urls)) event.waitUntil(code.keep(data.urls.filter((url) => typeof url === 'string')))
	else if (type === SW_MESSAGES.keepAllCode) event.waitUntil(code.keepAll())
	else if (type === SW_MESSAGES.signedIn) event.waitUntil(rememberSignedIn(data?.signedIn === true))
	else if (type === SW_MESSAGES.replaySaves) event.waitUntil(replaySaves())
	else if (type === SW_MESSAGES.replayMessages) event.waitUntil(replayMessages())
	// Pages and data caches hold anonymous responses only (public-only.ts): nothing in them is anyone's. What is
	// personal is a Save or a message still waiting to be sent; it must not land in the next person's account.
	else if (type === SW_MESSAGES.userChanged) event.waitUntil(Promise.all([dropQueuedSaves(), dropQueuedMessages()]))
})
