/** A rule refused what was asked: a message for the person, and the HTTP status the API answers with. */
export class DomainError extends Error {
	constructor(
		message: string,
		readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503,
	) {
		super(message)
	}
}
