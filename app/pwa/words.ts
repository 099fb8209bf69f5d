import { translate } from '#app/i18n/translate.ts'

/**
 * What the service worker's helpers write into the page (outside React, after load): a Swahili page's first load
 * carries these words too (entry.server.tsx), since its render never used them.
 */
export const PWA_WORDS = ['A new version of Soko is ready', 'Reload', 'Install Soko', 'Install Soko: Add to Home Screen from the Share menu.'] as const

export function pwaWord(text: (typeof PWA_WORDS)[number]) {
	return translate(undefined, text)
}
