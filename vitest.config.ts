import { defineConfig } from 'vitest/config'
import { databaseTestFiles } from './tests/postgres/database-tests.ts'

const TEST_FILES = ['app/**/*.test.{ts,tsx}', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/s3/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts']

/** Every test runs on SQLite; those that touch the database run again on PostgreSQL (a throwaway server per run). */
export default defineConfig({
	test: {
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
		// Vitest's default on a 2-core machine is one worker; tests wait on PostgreSQL, sharp and child processes, so a
		// third keeps both cores busy.
		maxWorkers: 3,
		// As Playwright does in CI: one more try for a test that failed while the browser tests shared the CPU.
		retry: process.env.CI ? 1 : 0,
		projects: [
			{ test: { name: 'sqlite', include: TEST_FILES } },
			{ test: { name: 'postgres', include: databaseTestFiles(TEST_FILES), globalSetup: ['tests/postgres/global-setup.ts'] } },
		],
	},
})
