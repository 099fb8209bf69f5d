/**
 * Offline, a tap on a link opens the page as a whole document rather than through React Router: the worker answers it
 * with the copy kept, or with the offline page listing what is kept. (React Router would first load the page's code,
 * which is on the phone only for pages opened before, and on failing reload the page the person is leaving.)
 */
export function openLinksWholeOffline() {
	addEventListener(
		'click',
		(event) => {
			if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
			const link = event.target instanceof Element ? event.target.closest('a[href]') : null
			if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute('download')) return
			// The browser follows the link itself; React Router's handler, further down, never sees the click.
			event.stopPropagation()
		},
		true,
	)
}
