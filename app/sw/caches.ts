/** The worker's runtime caches, by what they hold. Pages and data hold only anonymous (`public`) responses. */
export const CACHES = {
	pages: 'soko-pages',
	data: 'soko-data',
	photos: 'soko-photos',
	assets: 'soko-assets',
} as const
