import { useMatches, useRouteLoaderData } from 'react-router'

/** A route's `handle` entry: how often its page reloads itself for a reader without script, given its loader data. */
export type RefreshHandle<Data> = { refreshWithoutScript: (data: Data) => number | null }

function refreshOf(handle: unknown, data: unknown): number | null {
	if (typeof handle !== 'object' || handle === null || !('refreshWithoutScript' in handle) || data == null) return null
	return (handle as RefreshHandle<unknown>).refreshWithoutScript(data)
}

/**
 * For the root's <head>: reloads the page every so many seconds (as its route's handle says) for a browser that runs no
 * script, inside <noscript>, so a page whose script already polls is not also reloaded under the reader (WCAG 2.2.1);
 * bare in Lite mode, which ships no JavaScript, so <noscript> would stay silent there. In <head> because HTML allows
 * a <meta> in <noscript> there only.
 */
export function RefreshWithoutScript() {
	const lite = useRouteLoaderData<{ lite: boolean }>('root')?.lite ?? false
	const seconds = useMatches()
		.map((match) => refreshOf(match.handle, match.loaderData))
		.find((s) => s !== null)
	if (seconds === undefined) return null
	const refresh = <meta httpEquiv="refresh" content={String(seconds)} />
	return lite ? refresh : <noscript>{refresh}</noscript>
}
