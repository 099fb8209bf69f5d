import { defineConfig, devices } from '@playwright/test'
import { E2E_WORKERS, serverSlot } from './tests/e2e/server-slot.ts'

// E2E_PORT (the first slot's port) lets two checkouts run their suites side by side.
const slots = Array.from({ length: E2E_WORKERS }, (_, i) => serverSlot(i))

/**
 * E2E against the production build, on throwaway databases seeded with the demo data, in Debian's chromium: a spec
 * file's tests run in order on one worker, and each worker has a server of its own (tests/e2e/server-slot.ts).
 */
export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: false,
	workers: E2E_WORKERS,
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
	reporter: process.env.CI ? 'line' : 'list',
	use: {
		baseURL: serverSlot().url,
		trace: 'off',
		launchOptions: {
			// Debian's headless shell (package chromium-headless-shell): the same engine without the desktop browser's
			// compositor, about a third faster here than /usr/bin/chromium, which the budget and bench keep.
			executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Pixel 5'], browserName: 'chromium' } }],
	webServer: slots.map(({ dir, port, url }) => ({
		command: `npx tsx scripts/throwaway-server.ts ${dir} ${port}`,
		url: `${url}/healthz`,
		reuseExistingServer: false,
		timeout: 180_000,
	})),
})
