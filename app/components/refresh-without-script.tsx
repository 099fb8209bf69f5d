import { useRouteLoaderData } from 'react-router'

/**
 * Reloads the page every `seconds` for a browser that runs no script: inside <noscript>, so a page whose script already
 * polls is not also reloaded under the reader (WCAG 2.2.1); bare in Lite mode, which ships no JavaScript, so
 * <noscript> would stay silent there.
 */
export function RefreshWithoutScript({ seconds }: { seconds: number }) {
	const lite = useRouteLoaderData<{ lite: boolean }>('root')?.lite ?? false
	const refresh = <meta httpEquiv="refresh" content={String(seconds)} />
	return lite ? refresh : <noscript>{refresh}</noscript>
}
