import { STOP_WORDS, synonymsOf } from './synonyms.ts'

/** The words of a search as typed, lowercased, without the punctuation around them; at most 8. */
export function searchWords(text: string) {
	const words = text
		.toLowerCase()
		.split(/\s+/)
		.map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
		.filter(Boolean)
	const meaningful = words.filter((w) => !STOP_WORDS.has(w))
	return (meaningful.length ? meaningful : words).slice(0, 8)
}

/**
 * One word as FTS5 strings: "m-pesa" is the phrase "m pesa" or "mpesa" (the index holds titles without hyphens too).
 * The word typed is a prefix (a word still being typed, "tecn"); its synonyms are whole words, so "tab" (a tablet)
 * doesn't find tables. Stemming (the index's porter tokenizer) makes "phones" find "phone".
 */
function ftsStrings(word: string, { prefix }: { prefix: boolean }) {
	const parts = wordParts(word)
	if (!parts.length) return []
	const joined = `"${parts.join('')}"${prefix && parts.join('').length > 1 ? '*' : ''}`
	return parts.length > 1 ? [`"${parts.join(' ')}"`, joined] : [joined]
}

/** The word's own letters and digits, split where it has punctuation ("m-pesa": m, pesa). */
export function wordParts(word: string) {
	return word.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** An FTS5 query for one word: it, or any word that means the same. */
export function wordQuery(word: string) {
	const strings = [...new Set([...ftsStrings(word, { prefix: true }), ...synonymsOf(word).filter((s) => s !== word).flatMap((s) => ftsStrings(s, { prefix: false }))])]
	return strings.length > 1 ? `(${strings.join(' OR ')})` : (strings[0] ?? null)
}

/** An FTS5 query: every word typed (or one meaning the same) must match; null when nothing searchable was typed. */
export function toFtsQuery(text: string) {
	const clauses = searchWords(text)
		.map(wordQuery)
		.filter((q): q is string => q !== null)
	return clauses.length ? clauses.join(' AND ') : null
}
