/** Where to come back to after logging in: same-site paths only, never another host. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
	if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback
	return to
}
