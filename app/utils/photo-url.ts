export const PHOTO_SIZES = {
	thumb: [400, 300],
	gallery: [600, 400],
	card: [300, 200],
	full: [1200, 900],
} as const

/** An id starting with http is an outside address and is used as is (spec 1 §7). */
export function photoUrl(id: string, variant: 'thumb' | 'gallery' | 'card' | 'full', format: 'webp' | 'jpg') {
	return id.startsWith('http') ? id : `/photos/${id}/${variant}.${format}`
}
