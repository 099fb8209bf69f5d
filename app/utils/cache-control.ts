/**
 * Whether a response may be kept for other people: only when it says so itself (`public`, and neither `private` nor
 * `no-store`). The page cache and the service worker both ask this.
 */
export function isPublic(cacheControl: string | null) {
	const value = (cacheControl ?? '').toLowerCase()
	return /\bpublic\b/.test(value) && !/\b(private|no-store)\b/.test(value)
}
