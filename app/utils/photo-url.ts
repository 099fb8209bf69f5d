import { useRouteLoaderData } from 'react-router'

export const PHOTO_SIZES = {
	/** The two-column phone grid's card at DPR 2 (150-200 CSS px wide). */
	grid: [320, 240],
	thumb: [400, 300],
	gallery: [600, 400],
	card: [300, 200],
	full: [1200, 900],
	/** Uncropped, within a square box of this side. */
	whole: [800, 800],
	whole2x: [1600, 1600],
} as const

export type PhotoVariantName = keyof typeof PHOTO_SIZES

/**
 * A listing card's sizes, smallest first: a phone's two-column grid gets `grid` (or `thumb` on a wide phone), a
 * desktop card `thumb` (1.5x on a 260 px card at DPR 2: two sizes keep every card's markup short, /browse's repeat visit
 * within its 6 KB).
 */
export const CARD_VARIANTS: [PhotoVariantName, ...PhotoVariantName[]] = ['grid', 'thumb']

export type PhotoFormatName = 'avif' | 'webp' | 'jpg'

/**
 * The sizes pages show, each in every format. Where the bucket has a public address (PHOTOS_PUBLIC_URL) they are all
 * made when a photo is stored, and pages link them there: those bytes never pass through Soko. Any other size is
 * linked through Soko, which makes it on first request.
 */
export const SHOWN_SIZES: readonly PhotoVariantName[] = ['grid', 'thumb', 'card', 'whole', 'whole2x']

/**
 * Every listing photo is Soko's own (an outside address is fetched and stored when it is added): served by Soko under
 * /photos, or a shown size from the bucket's public address `publicBase`.
 */
export function photoUrl(id: string, variant: PhotoVariantName, format: PhotoFormatName, publicBase: string | null = null) {
	return `${publicBase && SHOWN_SIZES.includes(variant) ? publicBase : '/photos'}/${id}/${variant}.${format}`
}

/** `photoUrl` for the page being drawn: the root's data says whether photos have a public address. */
export function usePhotoUrl() {
	const publicBase = (useRouteLoaderData('root') as { photosBase?: string | null } | undefined)?.photosBase ?? null
	return (id: string, variant: PhotoVariantName, format: PhotoFormatName) => photoUrl(id, variant, format, publicBase)
}
