/**
 * The worker's runtime caches, by what they hold. Pages and data hold only `public` responses. Renamed (`-2`) when a
 * page the server used to call public no longer is (a reset link's page): the older copies are dropped, never listed.
 */
export const CACHES = {
	pages: 'soko-pages-2',
	data: 'soko-data-2',
	photos: 'soko-photos',
	/** This build's code, kept as used (code-cache.ts). */
	code: 'soko-code',
	/** What the worker must remember between its starts (signed-in.ts). */
	state: 'soko-state',
} as const

/** Caches an older worker filled and this one no longer reads: deleted when it takes over. */
export const isRetiredCache = (name: string) =>
	name.startsWith('soko-v1-') ||
	name === 'soko-pages' ||
	name === 'soko-data' ||
	// Code was precached whole at install (Workbox's precache) and admin code kept apart: now all in CACHES.code.
	name.startsWith('workbox-precache-') ||
	name === 'soko-assets'
