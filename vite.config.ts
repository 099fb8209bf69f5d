import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [reactRouter()],
	build: {
		target: 'es2020',
		assetsInlineLimit: 0,
		rolldownOptions: {
			// Third-party code in one long-cached chunk, so `npm run budget` can tell it from Soko's own.
			output: { advancedChunks: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
		},
	},
})
