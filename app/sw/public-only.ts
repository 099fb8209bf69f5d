import type { WorkboxPlugin } from 'workbox-core/types.js'
import { isPublic } from '../utils/cache-control.ts'

/**
 * Keeps only responses the server marked `Cache-Control: public`, which it does only for a page that read nothing
 * personal (no session, flash message, guest chat, token in the address: server/page-cache.ts withCacheControl), so
 * a signed-in person's pages and data are never stored. Phones here are often shared.
 */
export const publicOnly: WorkboxPlugin = {
	cacheWillUpdate: async ({ response }) => (response.status === 200 && isPublic(response.headers.get('cache-control')) ? response : null),
}
