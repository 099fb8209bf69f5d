import { say, type Words } from '#app/i18n/words.ts'

/**
 * A rule refused what was asked: a message for the person, and the HTTP status the API answers with. A message made
 * from parts is given as words, so that a page can say it in Swahili (`say(error.words, t)`); `message` is the English.
 */
export class DomainError extends Error {
	readonly words: Words

	constructor(
		message: string | Words,
		readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503,
	) {
		const words = typeof message === 'string' ? { text: message } : message
		super(say(words))
		this.words = words
	}
}
