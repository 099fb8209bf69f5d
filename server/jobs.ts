import { isDatabaseUnavailable } from '../db/availability.ts'

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> }

/** Whether this instance takes this period's run of a job (claimJobRun: exactly one instance does). */
export type ClaimRun = (job: { name: string; everyMs: number }) => Promise<boolean>

/** Instances check four times a period, so a run is late by at most a quarter period whoever claims it. */
const CHECKS_PER_PERIOD = 4

/**
 * Runs each job once per period across every instance of the app: each instance checks at start and then a few
 * times a period, and runs the job when it wins the claim. Never two runs of one job at once in one process; a
 * failing run is logged (in one line by the pool while the database is away), and the next period tries again. The
 * returned stop() schedules nothing more and resolves once the runs under way have finished, so a shutting-down
 * server closes its database after its jobs.
 */
export function startJobs(jobs: Job[], claim: ClaimRun) {
	const running = new Map<string, Promise<void>>()
	const timers = jobs.map((job) => {
		const tick = () => {
			if (running.has(job.name)) return
			const run = (async () => {
				try {
					if (await claim(job)) await job.run()
				} catch (error) {
					// While the database is away every job fails alike: the pool says so once.
					if (!isDatabaseUnavailable(error)) console.error(`job ${job.name} failed:`, error)
				} finally {
					running.delete(job.name)
				}
			})()
			running.set(job.name, run)
		}
		tick()
		const timer = setInterval(tick, job.everyMs / CHECKS_PER_PERIOD)
		timer.unref()
		return timer
	})
	return async () => {
		timers.forEach(clearInterval)
		await Promise.all(running.values())
	}
}
