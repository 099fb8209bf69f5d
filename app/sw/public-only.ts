import type { WorkboxPlugin } from 'workbox-core/types.js'

/**
 * Keeps only responses the server marked `Cache-Control: public`: it does so for anonymous requests alone (no session,
 * no flash message; server/react-router-bridge.ts), so a signed-in person's pages and data are never stored. Phones
 * here are often shared.
 */
export const publicOnly: WorkboxPlugin = {
	cacheWillUpdate: async ({ response }) =>
		response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '') ? response : null,
}
