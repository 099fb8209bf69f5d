import { defineConfig } from 'vitest/config'

/** The tests that start real app processes (the compiled build): run after `npm run build`. */
export default defineConfig({
	test: {
		include: ['tests/instances/**/*.test.ts'],
		environment: 'node',
		testTimeout: 120_000,
		hookTimeout: 180_000,
	},
})
