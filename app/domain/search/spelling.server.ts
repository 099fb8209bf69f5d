import type { Database } from '#db/database.ts'
import { searchWords } from './fts-query.ts'
import { countSearchMatches } from './search.server.ts'
import { searchVocabulary } from './vocabulary.server.ts'

/** Optimal string alignment distance (a swap of two letters counts once), or Infinity once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number) {
	if (Math.abs(a.length - b.length) > max) return Infinity
	let before = new Array<number>(b.length + 1).fill(0)
	let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
	for (let i = 1; i <= a.length; i++) {
		const current = [i]
		let best = i
		for (let j = 1; j <= b.length; j++) {
			const cost = a[i - 1] === b[j - 1] ? 0 : 1
			let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1)
			current.push(d)
			best = Math.min(best, d)
		}
		if (best > max) return Infinity
		before = previous
		previous = current
	}
	return previous[b.length]! <= max ? previous[b.length]! : Infinity
}

/** The closest known word within one typo (two for longer words), the most used on a tie; null if none is that close. */
function closestWord(word: string, counts: Map<string, number>) {
	const max = word.length <= 4 ? 1 : 2
	let best: { word: string; distance: number; count: number } | null = null
	for (const [candidate, count] of counts) {
		const distance = editDistance(word, candidate, max)
		if (distance === Infinity) continue
		if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count }
	}
	return best?.word ?? null
}

/**
 * When a search found nothing: the same search with each word that finds nothing on its own replaced by the closest
 * known word ("tecon" -> "tecno", "sofaa" -> "sofa"), or null when there is nothing better to offer.
 */
export async function correctedSearch(db: Database, text: string) {
	const words = searchWords(text)
	const counts = await searchVocabulary(db)
	let changed = false
	const corrected: string[] = []
	for (const word of words) {
		const replacement = (await countSearchMatches(db, word)) ? null : closestWord(word, counts)
		changed ||= replacement !== null
		corrected.push(replacement ?? word)
	}
	return changed ? corrected.join(' ') : null
}
