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

/** Every listing photo is Soko's own (an outside address is fetched and stored when it is added). */
export function photoUrl(id: string, variant: PhotoVariantName, format: 'avif' | 'webp' | 'jpg') {
	return `/photos/${id}/${variant}.${format}`
}
