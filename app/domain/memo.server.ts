import type { Database } from '#db/database.ts'

const memos = new WeakMap<Database, Map<string, { at: number; value: Promise<unknown> }>>()

/**
 * What many requests share and what changes slowly (this week's trending listings, the busiest town, the search
 * vocabulary): computed at most once per `ttlMs` per database handle, however many ask. A failed one is not kept.
 */
export function remembered<T>(db: Database, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T> {
	let memo = memos.get(db)
	if (!memo) memos.set(db, (memo = new Map()))
	const hit = memo.get(key)
	if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>
	const value = compute()
	memo.set(key, { at: Date.now(), value })
	value.catch(() => memo.delete(key))
	return value
}
