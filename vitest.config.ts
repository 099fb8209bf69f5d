import { defineConfig } from 'vitest/config'

/** Every test runs on SQLite; those that touch the database run again on PostgreSQL (a throwaway server per run). */
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/s3/**/*.test.ts'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
		projects: [
			{ test: { name: 'sqlite' } },
			{ test: { name: 'postgres', globalSetup: ['tests/postgres/global-setup.ts'] } },
		],
	},
})
