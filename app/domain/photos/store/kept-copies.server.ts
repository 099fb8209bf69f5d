import { createDiskStore } from './disk-store.server.ts'
import { StoreUnavailable, type ObjectStore } from './object-store.server.ts'

/**
 * An instance on a shared bucket serves its own copies of photos. When the photo is deleted (by another instance's
 * sweep of unused uploads), its copies must go too: so a copy is served without a question for an hour after its
 * original was last seen in the bucket, then the bucket is asked again (one HEAD per photo per hour, only for photos
 * someone looks at). While the bucket is down, copies are served as they are.
 */
const RECHECK_MS = 60 * 60 * 1000
/** Photos confirmed lately, oldest first; the oldest are forgotten past this many (then simply asked again). */
const REMEMBERED = 50_000
const confirmed = new Map<string, number>()

/** The photo was just seen in the bucket (its size fetched or made from it): its copies need no question for an hour. */
export function seenInStore(id: string) {
	confirmed.delete(id)
	confirmed.set(id, performance.now())
	if (confirmed.size > REMEMBERED) confirmed.delete(confirmed.keys().next().value!)
}

/** Whether this instance may serve its copies of photo `id`; false (and the copies deleted) when the bucket lost it. */
export async function copiesStillValid({ store, uploadsDir, id, originalKey }: { store: ObjectStore; uploadsDir: string; id: string; originalKey: string }) {
	if (!store.remote) return true
	const at = confirmed.get(id)
	if (at !== undefined && performance.now() - at < RECHECK_MS) return true
	try {
		if ((await store.age(originalKey)) === null) {
			confirmed.delete(id)
			await createDiskStore(uploadsDir).removeAll(`${id}/`)
			return false
		}
	} catch (error) {
		if (error instanceof StoreUnavailable) return true
		throw error
	}
	seenInStore(id)
	return true
}
