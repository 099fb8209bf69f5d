import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './app/pwa/manifest.ts'

/** Whether app/root.tsx imports the module, itself or through others, statically: code every page runs. */
function fromRoot(id: string, ctx: { getModuleInfo(id: string): { importers: string[] } | null }, seen = new Set<string>()): boolean {
	if (seen.has(id)) return false
	seen.add(id)
	return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => importer.endsWith('/app/root.tsx') || (!importer.includes('node_modules') && fromRoot(importer, ctx, seen)))
}

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
				// The build's list of the app's code and styles (the plugin adds the manifest): what the worker keeps, each file
				// as a page uses it and all of them only on an unmetered connection (app/sw/code-cache.ts). Photos are cached
				// as they are seen (sw.ts); admin pages' code is left out of the list. Resource routes (api.*, logout, ...) have
				// empty chunks: each would cost a request for nothing.
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
						{ name: 'vendor', test: /node_modules[\\/](?!workbox-)/, priority: 3 },
						// Few files per page, each compressing better than many small ones: every module and preload is a line
						// in each page's HTML and, on HTTP/1.1, a turn for one of six connections before the photos (Lighthouse's
						// first paint). What the root imports runs on every page: one `shell` chunk. Then Soko's modules that
						// five or more pages use: `shared`; at five each page's own JavaScript is smallest (BENCHMARKS.md).
						{ test: /[\\/]app[\\/](?!routes[\\/])/, priority: 2, name: (id, ctx) => (fromRoot(id, ctx) ? 'shell' : null) },
						{ name: 'shared', test: /[\\/]app[\\/](?!routes[\\/])(?!.*admin)/, minShareCount: 5, priority: 1 },
					],
				},
			},
		},
	},
})
