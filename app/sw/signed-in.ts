import { CACHES } from './caches.ts'

// The session cookie is HttpOnly: the worker cannot see it. The pages say (app/pwa/user-watch.ts), and it is kept here,
// since the worker is stopped and started again between pages.
const KEY = '/__soko/signed-in'

/** Remembers whether someone is signed in on this browser, as the last page said. */
export async function rememberSignedIn(signedIn: boolean) {
	await (await caches.open(CACHES.state)).put(KEY, new Response(signedIn ? '1' : '0'))
}

/** Whether someone was signed in on the last page seen (no page seen yet: nobody). */
export async function wasSignedIn() {
	return (await (await (await caches.open(CACHES.state)).match(KEY))?.text()) === '1'
}
