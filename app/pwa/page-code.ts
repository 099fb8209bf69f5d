import { matchRoutes, type RouteObject } from 'react-router'

/** What React Router leaves on the window (entry.client.tsx's HydratedRouter): its routes, and each route's files. */
type RouterWindow = Window & {
	__reactRouterDataRouter?: { routes: RouteObject[]; subscribe(listener: (state: { navigation: { state: string } }) => void): () => void }
	__reactRouterManifest?: { routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined> }
}
const router = () => (window as RouterWindow).__reactRouterDataRouter

/**
 * The code of the routes this page's forms post to (a search form's GET is a navigation, as a link's): React Router loads a form's route before sending it, so a Save on a
 * card needs the listing page's code even where no listing was opened, and offline it must be kept.
 */
function formsCode() {
	const routes = router()?.routes
	const files = (window as RouterWindow).__reactRouterManifest?.routes
	if (!routes || !files) return []
	// The attribute: `form.action` is a field of the form when one is named "action".
	const posting = [...document.forms].filter((form) => form.getAttribute('method')?.toLowerCase() === 'post')
	const paths = new Set(posting.map((form) => new URL(form.getAttribute('action') ?? '', location.href)).filter((url) => url.origin === location.origin).map((url) => url.pathname))
	return [...paths]
		.flatMap((path) => matchRoutes(routes, path) ?? [])
		.flatMap(({ route }) => {
			const own = route.id ? files[route.id] : undefined
			return own ? [own.module, ...(own.imports ?? []), ...(own.css ?? [])] : []
		})
}

/** The same-origin files this page loaded (scripts, stylesheet), links (web app manifest, favicon) and its forms' code. */
export function pageCode() {
	const links = document.querySelectorAll<HTMLLinkElement>('link[rel=manifest],link[rel=icon]')
	const loaded = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...[...links].map((link) => link.href)]
	return [...loaded.filter((url) => url.startsWith(`${location.origin}/`)), ...formsCode()]
}

/** Calls `listener` after each client-side navigation (new forms, maybe posting elsewhere). */
export function afterNavigations(listener: () => void) {
	router()?.subscribe((state) => {
		if (state.navigation.state === 'idle') listener()
	})
}
