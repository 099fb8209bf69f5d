/**
 * Each Playwright worker drives its own throwaway server, with its own database: parallel workers never share data.
 * Slot i listens on E2E_PORT + i and keeps its files in .tmp/e2e-<i>. Playwright numbers a worker's slot in
 * TEST_PARALLEL_INDEX (a worker that replaces a failed one takes the same slot, so the same server).
 */
// One by default: on 2 cores a second worker finished no sooner (the browser and the server already keep both busy).
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1)
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)

export function serverSlot(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
	const port = FIRST_PORT + index
	const dir = `.tmp/e2e-${index}`
	return { port, dir, url: `http://127.0.0.1:${port}`, database: `${dir}/soko.db` }
}
