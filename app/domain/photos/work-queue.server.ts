import { DomainError } from '../domain-error.ts'

/** The queue is full: come back later (503). */
export class QueueFullError extends DomainError {
	constructor(message: string) {
		super(message, 503)
	}
}

export type WorkQueue = ReturnType<typeof createWorkQueue>

/**
 * Runs at most `concurrency` tasks at once; the others wait their turn in the order they came. Once `maxWaiting`
 * tasks wait, a new one is refused at once (QueueFullError with `busyMessage`) rather than left to pile up memory and
 * wait minutes, unless it is queued with `whenFull: 'wait'` (work someone is waiting on that can't be refused).
 */
export function createWorkQueue({ concurrency, maxWaiting, busyMessage }: { concurrency: number; maxWaiting: number; busyMessage: string }) {
	let running = 0
	const waiting: (() => void)[] = []

	async function acquire(whenFull: 'refuse' | 'wait') {
		if (running < concurrency) {
			running++
			return
		}
		if (whenFull === 'refuse' && waiting.length >= maxWaiting) throw new QueueFullError(busyMessage)
		await new Promise<void>((resolve) => waiting.push(resolve))
	}

	function release() {
		const next = waiting.shift()
		// The slot passes straight to the next task: `running` stays as it is.
		if (next) next()
		else running--
	}

	return {
		async run<T>(task: () => Promise<T>, { whenFull = 'refuse' }: { whenFull?: 'refuse' | 'wait' } = {}): Promise<T> {
			await acquire(whenFull)
			try {
				return await task()
			} finally {
				release()
			}
		},
		get running() {
			return running
		},
		get waiting() {
			return waiting.length
		},
	}
}

/**
 * Bounds how many requests may be handing in work at once, from before their bodies are read: one beyond `limit` is
 * refused at once (QueueFullError), so a burst of uploads is never all in memory and all parsed at the same moment.
 */
export function createIntake({ limit, busyMessage }: { limit: number; busyMessage: string }) {
	let inside = 0
	return {
		async within<T>(task: () => Promise<T>): Promise<T> {
			if (inside >= limit) throw new QueueFullError(busyMessage)
			inside++
			try {
				return await task()
			} finally {
				inside--
			}
		},
	}
}
