/** Runs `task` over `items` with at most `limit` running at once; results keep the input order. */
export async function mapWithConcurrency<T, R>({ items, limit, task }: { items: readonly T[]; limit: number; task: (item: T, index: number) => Promise<R> }) {
	const results: R[] = new Array(items.length)
	let next = 0
	let failed = false
	async function worker() {
		while (!failed && next < items.length) {
			const index = next++
			try {
				results[index] = await task(items[index] as T, index)
			} catch (error) {
				failed = true
				throw error
			}
		}
	}
	// Wait for every worker to stop, so a caller cleaning up after a failure sees all the work that was done.
	const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker))
	const rejection = settled.find((s) => s.status === 'rejected')
	if (rejection) throw rejection.reason
	return results
}
