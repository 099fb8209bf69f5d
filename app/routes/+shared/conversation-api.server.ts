import { ConfirmNeededError } from '#app/domain/conversations/safety.server.ts'

/**
 * A conversation call that writes a message: a message that failed a scam check and was sent without `confirm` is
 * answered 409 with the warning and its code, so a client can show it and send again with `confirm: true`.
 */
export async function answeringWarnings(write: () => Promise<Response>) {
	try {
		return await write()
	} catch (error) {
		if (error instanceof ConfirmNeededError) return Response.json({ message: error.message, warning: error.warning }, { status: 409 })
		throw error
	}
}
