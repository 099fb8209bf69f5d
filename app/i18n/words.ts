import { english, type Translate } from './translate.ts'

/**
 * A sentence made on the server from parts ("Please wait {wait} and try again", the wait itself "{count} minutes"):
 * its English text, which is the dictionary's key, and what fills its placeholders, themselves words to translate or
 * plain values. Errors carry one so that a page says the whole sentence in its reader's language while the API
 * keeps the English (`DomainError.message`).
 */
export type Words = { text: string; vars?: Readonly<Record<string, string | number | Words>>; context?: string }

/** The words in the language of `t`: each part translated, then put in its place. */
export function say(words: Words, t: Translate = english): string {
	const vars = words.vars && Object.fromEntries(Object.entries(words.vars).map(([name, value]) => [name, typeof value === 'object' ? say(value, t) : value]))
	return t(words.text, vars, words.context)
}
