import { expect, test, vi } from 'vitest'
import { startJobs } from './jobs.ts'

test('a job runs at start when this instance wins the claim, and not when another instance did', async () => {
	const won = vi.fn(async () => {})
	const lost = vi.fn(async () => {})
	const stop = startJobs(
		[
			{ name: 'won', everyMs: 60_000, run: won },
			{ name: 'lost', everyMs: 60_000, run: lost },
		],
		async ({ name }) => name === 'won',
	)
	await vi.waitFor(() => expect(won).toHaveBeenCalledTimes(1))
	expect(lost).not.toHaveBeenCalled()
	await stop()
})

test('a failing run is logged and does not stop the next', async () => {
	vi.useFakeTimers()
	const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
	const run = vi.fn(async () => {
		throw new Error('boom')
	})
	const stop = startJobs([{ name: 'flaky', everyMs: 4_000, run }], async () => true)
	await vi.advanceTimersByTimeAsync(1_000)
	expect(run).toHaveBeenCalledTimes(2)
	expect(errors).toHaveBeenCalledWith('job flaky failed:', expect.any(Error))
	await stop()
	errors.mockRestore()
	vi.useRealTimers()
})

test('stop() waits for the run under way, and nothing starts after it', async () => {
	let finish = () => {}
	const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
	const stop = startJobs([{ name: 'slow', everyMs: 60_000, run }], async () => true)
	await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1))
	let stopped = false
	const stopping = stop().then(() => (stopped = true))
	// Once the event loop comes round, stop() has done all it can without the run: it must still be waiting.
	await new Promise((resolve) => setImmediate(resolve))
	expect(stopped).toBe(false)
	finish()
	await stopping
	expect(stopped).toBe(true)
	expect(run).toHaveBeenCalledTimes(1)
})
