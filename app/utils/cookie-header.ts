/**
 * The one reading of a `Cookie` header, for the app (cookies.server.ts) and the page cache's key alike: were they to
 * read it differently, a request could be signed in to one and anonymous to the other. Names and values are trimmed;
 * the first of two cookies of one name wins; names are case-sensitive (RFC 6265); values are kept as sent.
 */
export function parseCookieHeader(header: string) {
	const cookies = new Map<string, string>()
	for (const part of header.split(';')) {
		const eq = part.indexOf('=')
		if (eq < 0) continue
		const name = part.slice(0, eq).trim()
		if (name && !cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim())
	}
	return cookies
}

/** A value as the app uses it; a badly encoded one (`%ZZ`) is as good as none, never an error on every page. */
export function decodeCookie(raw: string | undefined) {
	if (raw === undefined) return null
	try {
		return decodeURIComponent(raw)
	} catch {
		return null
	}
}

export function cookieValue(header: string, name: string) {
	return decodeCookie(parseCookieHeader(header).get(name))
}
