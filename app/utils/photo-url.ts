export const PHOTO_SIZES = {
	thumb: [400, 300],
	gallery: [600, 400],
	card: [300, 200],
	full: [1200, 900],
} as const

/** Every listing photo is Soko's own (an outside address is fetched and stored when it is added). */
export function photoUrl(id: string, variant: 'thumb' | 'gallery' | 'card' | 'full', format: 'webp' | 'jpg') {
	return `/photos/${id}/${variant}.${format}`
}
