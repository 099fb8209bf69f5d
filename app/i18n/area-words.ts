import type { Messages } from './messages.ts'

/**
 * The whole areas of a Swahili page, fetched once it runs (/i18n/sw/<area>): a page's first load carried only the
 * words it showed, and a tap may show others (a dialog, a toggled button, a refusal), as may what is drawn only once
 * scripts run (a counter, a camera button). Each area is fetched once per visit; until it arrives such a text shows in
 * English, and when it arrives every text shown is drawn again (useT listens).
 */
const words: Record<string, string> = {}
const loading = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let arrivals = 0

/** For useSyncExternalStore: how many areas have arrived, which changes when one does. */
export function subscribeAreaWords(listener: () => void) {
	listeners.add(listener)
	return () => void listeners.delete(listener)
}

export function areaWordsArrived() {
	return arrivals
}

/** Fetches the areas not asked for yet; resolves once all of them are here (a part that opens later can wait for it). */
export function loadAreaWords(locale: string, areas: readonly string[]): Promise<void> {
	return Promise.all(
		areas.map((area) => {
			const id = `${locale}/${area}`
			let loaded = loading.get(id)
			if (!loaded) {
				loaded = fetch(`/i18n/${id}`)
					.then((response) => (response.ok ? (response.json() as Promise<Messages>) : {}))
					.then((fetched) => {
						Object.assign(words, fetched)
						arrivals++
						for (const listener of listeners) listener()
					})
					.catch(() => void loading.delete(id))
				loading.set(id, loaded)
			}
			return loaded
		}),
	).then(() => undefined)
}

export function areaWord(key: string): string | undefined {
	return words[key]
}
