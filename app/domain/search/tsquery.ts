import { sql, type RawBuilder } from 'kysely'
import { searchWords, typedAsPrefix, wordParts, type KnownWords } from './fts-query.ts'
import { synonymsOf } from './synonyms.ts'

/*
 * The words of a search as a PostgreSQL tsquery, for the search_words column (migration 0007): the same reading as the
 * FTS5 query of fts-query.ts. Words are only ever letters and digits here (wordParts), so they are safe inside the
 * tsquery syntax; the text still travels as a parameter.
 */

/** "m-pesa" is the phrase m <-> pesa, or mpesa; with :* when typed as a prefix (typedAsPrefix: a word still being typed). */
function lexemes(word: string, { prefix }: { prefix: KnownWords | false }) {
	const parts = wordParts(word)
	if (!parts.length) return []
	const joined = parts.join('') + (prefix && typedAsPrefix(parts.join(''), prefix) ? ':*' : '')
	return parts.length > 1 ? [`(${parts.join(' <-> ')})`, joined] : [joined]
}

/** One word: as typed (maybe a prefix) or any synonym, as written (`simple`); or its English stem ("phones": phone). */
function wordTsquery(word: string, known: KnownWords): RawBuilder<unknown> | null {
	const written = [...new Set([...lexemes(word, { prefix: known }), ...synonymsOf(word).filter((s) => s !== word).flatMap((s) => lexemes(s, { prefix: false }))])]
	if (!written.length) return null
	const stem = wordParts(word).join(' <-> ')
	return sql`(to_tsquery('simple', ${written.join(' | ')}) || to_tsquery('english', ${stem}))`
}

/** Every word typed (or one meaning the same) must match; null when nothing searchable was typed. */
export function toTsquery(text: string, known: KnownWords) {
	const clauses = searchWords(text)
		.map((word) => wordTsquery(word, known))
		.filter((q): q is RawBuilder<unknown> => q !== null)
	return clauses.length ? sql`(${sql.join(clauses, sql` && `)})` : null
}
