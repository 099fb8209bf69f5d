export type Job = { name: string; everyMs: number; run: () => Promise<unknown> }

/** Runs each job on its interval, never two runs of one job at once; a failing run is logged and tried again next time. */
export function startJobs(jobs: Job[]) {
	const timers = jobs.map((job) => {
		let running = false
		const tick = async () => {
			if (running) return
			running = true
			try {
				await job.run()
			} catch (error) {
				console.error(`job ${job.name} failed:`, error)
			} finally {
				running = false
			}
		}
		const timer = setInterval(tick, job.everyMs)
		timer.unref()
		return timer
	})
	return () => timers.forEach(clearInterval)
}
