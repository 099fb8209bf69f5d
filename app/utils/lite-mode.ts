/**
 * Lite mode: pages ship no JavaScript. The person chooses it, or "Full version", in the `lite` cookie (`1` or `0`),
 * and a choice beats the line; with no choice, the browser's Save-Data or a 2G line (the ECT client hint) turns it on.
 * One reading for the app (preferences.server.ts) and the page cache's key (server/page-cache.ts): were they to read it
 * differently, one visitor's page could be served to another.
 */
export type LiteMode = 'off' | 'chosen' | 'line'

/**
 * What every page asks the browser for (Accept-CH). ECT and Save-Data decide. Downlink is asked for and decides nothing:
 * ECT already says the line is slow (Chromium derives it from the measured round trip), while Downlink changes from one
 * request to the next, so varying on it would cost browsers and the service worker their stored copies and 304s.
 */
export const ACCEPT_CH = 'ECT, Downlink, Save-Data'
/** The request headers besides Cookie that decide Lite mode: every response varies on them. */
export const LITE_HINTS = 'ECT, Save-Data'

const SLOW_LINES = new Set(['slow-2g', '2g'])

export function liteMode({ cookie, ect, saveData }: { cookie: string | null; ect: string | null; saveData: string | null }): LiteMode {
	if (cookie === '1') return 'chosen'
	if (cookie === '0') return 'off'
	const slow = SLOW_LINES.has(ect?.trim().toLowerCase() ?? '') || saveData?.trim().toLowerCase() === 'on'
	return slow ? 'line' : 'off'
}
