import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Whether a response may be stored for other people is decided by what its rendering read, never guessed from the
 * request's cookies (DESIGN §2). Every read of personal state (a session by cookie or Bearer token, a flash message, a
 * guest's chat key, any cookie outside SHARED_COOKIES, a token in the address) calls markPersonal; the server renders
 * each request inside watchPersonalReads and marks what it answers `private, no-store` when anything personal was read.
 */
// The server (server.ts) and the app (React Router's build) are bundled apart, each with its own copy of this module:
// one store, kept on the global object, serves both.
const STORE = Symbol.for('soko.personal-reads')
const reads: AsyncLocalStorage<{ personal: boolean }> = ((globalThis as { [STORE]?: AsyncLocalStorage<{ personal: boolean }> })[STORE] ??=
	new AsyncLocalStorage())

export function markPersonal() {
	const current = reads.getStore()
	if (current) current.personal = true
}

export async function watchPersonalReads<T>(render: () => Promise<T>) {
	const seen = { personal: false }
	const result = await reads.run(seen, render)
	return { result, personal: seen.personal }
}

/** A secret carried in the page's address (a reset or unsubscribe link): the page is that person's alone. */
export function addressToken(request: Request, param: string) {
	const token = new URL(request.url).searchParams.get(param)
	if (token !== null) markPersonal()
	return token ?? ''
}
