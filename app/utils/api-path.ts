/**
 * Whether a path is the JSON API's as the router matches it: in any case and with its percent-escapes decoded
 * ("/API/…", "/%61pi/…" reach the same routes as "/api/…"). Dot segments ("/x/../api/…") are resolved by the URL
 * parser first. A guard that compared the path as typed let those spellings past the API's cookie rule.
 */
export function isApiPath(pathname: string) {
	return /^\/api(\/|$)/i.test(decodedPath(pathname))
}

/** A malformed escape ("/%zz") matches no route: then the path as typed. */
function decodedPath(pathname: string) {
	try {
		return decodeURIComponent(pathname)
	} catch {
		return pathname
	}
}
