/**
 * Where to come back to after logging in: a path on this site only. It must start with one `/` followed by a path
 * character (or nothing), and hold no control characters or backslashes: browsers drop tabs and newlines and read
 * `\` as `/`, which would turn `/\t/evil.com` into `//evil.com`, another host. Nothing is removed to make it fit.
 */
const SAFE_PATH = /^\/(?![/\\])[^\\\u0000-\u001f\u007f]*$/

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	return typeof to === 'string' && SAFE_PATH.test(to) ? to : fallback
}

/** For actions: a target with control characters (CR/LF header injection) is a bad request, not a quiet fallback. */
export function redirectTarget(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof to === 'string' && /[\u0000-\u001f\u007f]/.test(to)) throw new Response('Bad redirect target', { status: 400 })
	return safeRedirect(to, fallback)
}
