import type { Translate } from '#app/i18n/translate.ts'

/** What the Banners page offers and says (spec 2 §2, §5, §8); zod-free for the page's client code. */

/** Pages a banner may be aimed at; none ticked means every page. A target covers its sub-pages (/listings/12). */
export const BANNER_PAGES = [
	{ path: '/', label: 'Home' },
	{ path: '/browse', label: 'Browse' },
	{ path: '/listings', label: 'Listing pages' },
	{ path: '/seller-dashboard', label: 'Seller dashboard' },
	{ path: '/saved-items', label: 'Saved items' },
	{ path: '/admin', label: 'Admin' },
] as const

export const BANNER_DEFAULT_DAYS = 7
export const NO_BANNERS = 'No banners created yet'
export const DELETE_BANNER_FAILED = 'Failed to delete banner'

/** An instant as the form's date-and-time field shows it, in Nairobi time (EAT, UTC+3): "2026-12-01T09:30". */
export function nairobiInputValue(iso: string) {
	return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 16)
}

/** Where a banner shows, as the table says it, in the page's words (`t`); a path without a name stays as it is. */
export function targetPagesText(pages: readonly string[], t: Translate) {
	if (!pages.length) return t('All pages')
	return pages
		.map((path) => {
			const label = BANNER_PAGES.find((p) => p.path === path)?.label
			return label ? t(label) : path
		})
		.join(', ')
}
