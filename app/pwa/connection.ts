/** What of the Network Information API (Chromium: `navigator.connection`) says whether data costs money. */
export type ConnectionInfo = { type?: string; saveData?: boolean }

/**
 * Whether the phone says its connection is unmetered (Wi-Fi or a cable) and the person has not asked to save data:
 * only then does the service worker keep all of Soko's code ahead of use. Where the browser does not say (Firefox,
 * Safari, desktop Chromium), it is treated as metered: bundles are bought by the megabyte here.
 */
export function unmetered(connection: ConnectionInfo | undefined) {
	return !!connection && connection.saveData !== true && (connection.type === 'wifi' || connection.type === 'ethernet')
}
