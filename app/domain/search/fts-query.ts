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

/** The words a search knows (searchVocabulary): those of 4 letters or more among them are taken whole. */
export type KnownWords = { has(word: string): boolean }

/**
 * Whether a word typed is read as the start of words: yes when it is short or not a word the site knows (one still
 * being typed, "tecn", "sa"); a known word of 4 letters or more is taken whole, with its forms ("table" finds tables,
 * not tablets), which also spares the index gathering every word it begins (at a million listings that was most of
 * the time of a search of a common word in a category that has none of it).
 */
export function typedAsPrefix(joined: string, known: KnownWords) {
	// A plural of a known word ("phones", "books") is known: stemming finds both forms.
	const isKnown = known.has(joined) || (joined.endsWith('s') && known.has(joined.slice(0, -1)))
	return joined.length > 1 && !(joined.length >= 4 && isKnown)
}

/**
 * One word as FTS5 strings: "m-pesa" is the phrase "m pesa" or "mpesa" (the index holds titles without hyphens too).
 * The word typed may be a prefix (typedAsPrefix); its synonyms are whole words, so "tab" (a tablet) doesn't find
 * tables. Stemming (the index's porter tokenizer) makes "phones" find "phone".
 */
function ftsStrings(word: string, { prefix }: { prefix: KnownWords | false }) {
	const parts = wordParts(word)
	if (!parts.length) return []
	const joined = `"${parts.join('')}"${prefix && typedAsPrefix(parts.join(''), prefix) ? '*' : ''}`
	return parts.length > 1 ? [`"${parts.join(' ')}"`, joined] : [joined]
}

/** The word's own letters and digits, split where it has punctuation ("m-pesa": m, pesa). */
export function wordParts(word: string) {
	return word.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
}

/** An FTS5 query for one word: it, or any word that means the same. */
function wordQuery(word: string, known: KnownWords) {
	const strings = [...new Set([...ftsStrings(word, { prefix: known }), ...synonymsOf(word).filter((s) => s !== word).flatMap((s) => ftsStrings(s, { prefix: false }))])]
	return strings.length > 1 ? `(${strings.join(' OR ')})` : (strings[0] ?? null)
}

/** An FTS5 query: every word typed (or one meaning the same) must match; null when nothing searchable was typed. */
export function toFtsQuery(text: string, known: KnownWords) {
	const clauses = searchWords(text)
		.map((word) => wordQuery(word, known))
		.filter((q): q is string => q !== null)
	return clauses.length ? clauses.join(' AND ') : null
}
