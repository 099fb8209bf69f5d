import type { ManifestOptions } from 'vite-plugin-pwa'

/** The web app manifest, written by vite-plugin-pwa to /manifest.webmanifest (root.tsx links it). */
export const manifest: Partial<ManifestOptions> = {
	id: '/',
	name: "Soko — Kenya's marketplace for pre-owned items",
	short_name: 'Soko',
	description: 'Buy and sell second-hand items across Kenya.',
	start_url: '/',
	scope: '/',
	display: 'standalone',
	background_color: '#f6f7f5',
	theme_color: '#0b6b35',
	lang: 'en-KE',
	icons: [
		{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
		{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
		{ src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
		{ src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
	],
	screenshots: [
		{ src: '/screenshots/home.webp', sizes: '360x740', type: 'image/webp', form_factor: 'narrow', label: 'Items for sale near you' },
		{ src: '/screenshots/listing.webp', sizes: '360x740', type: 'image/webp', form_factor: 'narrow', label: 'An item, its price and its seller' },
	],
	shortcuts: [
		{ name: 'Browse', url: '/browse', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
		{ name: 'Sell', url: '/sell', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
		{ name: 'Saved', url: '/saved-items', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
	],
}
