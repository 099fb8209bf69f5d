export const PHOTO_SIZES = {
	thumb: [400, 300],
	gallery: [600, 400],
	card: [300, 200],
	full: [1200, 900],
	/** Uncropped, within a square box of this side. */
	whole: [800, 800],
	whole2x: [1600, 1600],
} as const

export type PhotoVariantName = keyof typeof PHOTO_SIZES

/** Every listing photo is Soko's own (an outside address is fetched and stored when it is added). */
export function photoUrl(id: string, variant: PhotoVariantName, format: 'webp' | 'jpg') {
	return `/photos/${id}/${variant}.${format}`
}
