/** A small seeded generator (mulberry32) so the demo data is the same on every run. */
export function createRandom(seed: number) {
	let state = seed >>> 0
	function next() {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	function int(min: number, max: number) {
		return min + Math.floor(next() * (max - min + 1))
	}
	function pick<T>(items: readonly T[]): T {
		const item = items[Math.floor(next() * items.length)]
		if (item === undefined) throw new Error('pick from an empty list')
		return item
	}
	function chance(probability: number) {
		return next() < probability
	}
	function shuffle<T>(items: readonly T[]): T[] {
		const copy = [...items]
		for (let i = copy.length - 1; i > 0; i--) {
			const j = Math.floor(next() * (i + 1))
			;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
		}
		return copy
	}
	/** Picks by weight: `{ PUBLISHED: 150, SOLD: 18 }`. */
	function weighted<K extends string>(weights: Record<K, number>): K {
		const entries = Object.entries(weights) as [K, number][]
		let roll = next() * entries.reduce((sum, [, w]) => sum + w, 0)
		for (const [key, weight] of entries) {
			roll -= weight
			if (roll < 0) return key
		}
		return entries[entries.length - 1]![0]
	}
	return { next, int, pick, chance, shuffle, weighted }
}

export type Random = ReturnType<typeof createRandom>
