import { CACHES } from './caches.ts'

/** One of the build's files as vite-plugin-pwa lists them (vite.config.ts): hashed names come without a revision. */
export type BuildFile = { url: string; revision: string | null }

/**
 * The app's code and styles (and its favicon and web app manifest), kept as they are used rather than all at install:
 * a first visit on 2G should not pay for the pages it never opens. The build's list says which files are this
 * version's; a file under a name that does not change between builds is kept under its revision.
 */
export function codeCache(build: BuildFile[], origin: string) {
	const keys = new Map(
		build.map(({ url, revision }) => {
			const href = new URL(url, origin).href
			return [href, revision ? `${href}?__rev=${revision}` : href] as const
		}),
	)
	const keyOf = (url: string) => keys.get(url) ?? url
	const open = () => caches.open(CACHES.code)

	async function fetchAndKeep(cache: Cache, request: Request | string) {
		const response = await fetch(request)
		if (response.ok) await cache.put(keyOf(typeof request === 'string' ? request : request.url), response.clone())
		return response
	}

	/**
	 * Keeps those of `urls` that are this build's files and not kept yet. A page loaded before the worker controlled it
	 * names what it loaded: the browser has those files already, so keeping them costs no download.
	 */
	async function keep(urls: string[]) {
		const cache = await open()
		const wanted = [...new Set(urls.map((url) => new URL(url, origin).href))].filter((url) => keys.has(url))
		await Promise.allSettled(wanted.map(async (url) => (await cache.match(keyOf(url))) ?? fetchAndKeep(cache, url)))
	}

	return {
		/** The build's files, and code out of its list (admin pages' code): served from here. */
		holds: (url: URL) => keys.has(url.href) || (url.origin === origin && url.pathname.startsWith('/assets/')),

		/** Kept, else from the network (which keeps it). */
		async serve(request: Request) {
			const cache = await open()
			return (await cache.match(keyOf(request.url))) ?? fetchAndKeep(cache, request)
		},

		keep,
		/** Every file of the build (asked for on an unmetered connection only: app/pwa/connection.ts). */
		keepAll: () => keep([...keys.keys()]),

		/** Drops what is not this build's (an older version's code; admin pages' code, kept again as used) once this one takes over. */
		async dropOthers() {
			const cache = await open()
			const current = new Set(keys.values())
			await Promise.all((await cache.keys()).filter((request) => !current.has(request.url)).map((request) => cache.delete(request)))
		},
	}
}
