import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './app/pwa/manifest.ts'

export default defineConfig({
	plugins: [
		reactRouter(),
		// DESIGN.md §8: after reactRouter(); registered by app/entry.client.tsx; no index.html, so no navigateFallback.
		VitePWA({
			strategies: 'injectManifest',
			srcDir: 'app/sw',
			filename: 'sw.ts',
			outDir: 'build/client',
			injectRegister: false,
			includeManifestIcons: false,
			manifest,
			injectManifest: {
				// The app's code and styles (the plugin adds the manifest and its icons): what a page needs to start offline.
				// Photos are cached as they are seen (sw.ts); admin pages' code only when an admin opens them. Resource
				// routes (api.*, logout, ...) have empty chunks: each would cost a request for nothing.
				globPatterns: ['assets/*.{js,css}', 'favicon.svg'],
				globIgnores: ['assets/admin*'],
				manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => entry.size > 0), warnings: [] })],
			},
		}),
	],
	build: {
		target: 'es2020',
		assetsInlineLimit: 0,
		rolldownOptions: {
			output: {
				advancedChunks: {
					groups: [
						// Third-party code in one long-cached chunk, so `npm run budget` can tell it from Soko's own.
						// workbox-window stays out: it is loaded after the page, with the service worker's registration.
						{ name: 'vendor', test: /node_modules[\\/](?!workbox-)/, priority: 2 },
						// Soko's modules that five or more pages use, in one chunk: a page lists a few files instead of
						// twenty small ones (each an import and a preload in every page's HTML), and one file compresses
						// better. At five, each page's own JavaScript is smallest (measured: BENCHMARKS.md, "Cheaper pages").
						{ name: 'shared', test: /[\\/]app[\\/](?!routes[\\/])(?!.*admin)/, minShareCount: 5, priority: 1 },
					],
				},
			},
		},
	},
})
