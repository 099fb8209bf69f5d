import type { Messages } from './translate.ts'

/**
 * The whole areas of a Swahili page, fetched once it runs (/i18n/sw/<area>): a page's first load carried only the
 * words it showed, and a tap may show others (a dialog, a toggled button, a refusal). Each area is fetched once per
 * visit; until it arrives such a text shows in English.
 */
const words: Record<string, string> = {}
const requested = new Set<string>()

export function loadAreaWords(locale: string, areas: readonly string[]) {
	for (const area of areas) {
		const id = `${locale}/${area}`
		if (requested.has(id)) continue
		requested.add(id)
		fetch(`/i18n/${id}`)
			.then((response) => (response.ok ? (response.json() as Promise<Messages>) : {}))
			.then((fetched) => Object.assign(words, fetched))
			.catch(() => requested.delete(id))
	}
}

export function areaWord(key: string): string | undefined {
	return words[key]
}
