// Soko's service worker: keeps browsing alive on a flaky 2G connection and offline.
// - Pages and their data (.data): network first, the last copy when the network fails. Only responses marked
//   `public` are kept (anonymous pages), never a signed-in person's pages: phones here are often shared.
// - Hashed assets and listing photos: cache first (they never change under the same address).
const VERSION = 'soko-v1'
const PAGES = `${VERSION}-pages`
const STATIC = `${VERSION}-static`
const MAX_PAGES = 60
const MAX_STATIC = 300
const OFFLINE_HTML =
	'<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Offline · Soko</title>' +
	'<body style="font:16px system-ui;padding:24px"><h1>You are offline</h1><p>This page has not been saved on this phone yet. ' +
	'Pages you opened before still work. <a href="/">Try the home page</a>.</p></body>'

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((keys) => Promise.all(keys.filter((k) => !k.startsWith(VERSION)).map((k) => caches.delete(k))))
			.then(() => self.clients.claim()),
	)
})

async function trim(cacheName, max) {
	const cache = await caches.open(cacheName)
	const keys = await cache.keys()
	await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)))
}

async function networkFirst(request) {
	try {
		const response = await fetch(request)
		if (response.ok && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')) {
			const cache = await caches.open(PAGES)
			await cache.put(request, response.clone())
			trim(PAGES, MAX_PAGES)
		}
		return response
	} catch (error) {
		const cached = await caches.match(request)
		if (cached) return cached
		if (request.mode === 'navigate') return new Response(OFFLINE_HTML, { headers: { 'content-type': 'text/html; charset=utf-8' } })
		throw error
	}
}

async function cacheFirst(request) {
	const cached = await caches.match(request)
	if (cached) return cached
	const response = await fetch(request)
	if (response.ok) {
		const cache = await caches.open(STATIC)
		await cache.put(request, response.clone())
		trim(STATIC, MAX_STATIC)
	}
	return response
}

self.addEventListener('fetch', (event) => {
	const { request } = event
	if (request.method !== 'GET') return
	const url = new URL(request.url)
	if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/healthz') return
	if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/photos/')) {
		event.respondWith(cacheFirst(request))
	} else if (request.mode === 'navigate' || url.pathname.endsWith('.data') || url.pathname === '/__manifest') {
		event.respondWith(networkFirst(request))
	}
})
