import { expect, test } from 'vitest'
import { createIntake, createWorkQueue, QueueFullError } from './work-queue.server.ts'

const BUSY = 'Busy, try later.'

/** A task that runs until `finish()` is called, recording when it started. */
function gate(log: string[], name: string) {
	let finish!: () => void
	const done = new Promise<void>((resolve) => (finish = resolve))
	return { finish, task: async () => (log.push(name), await done, name) }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

test('never runs more than `concurrency` tasks at once, and starts the waiting ones in the order they came', async () => {
	const queue = createWorkQueue({ concurrency: 2, maxWaiting: 10, busyMessage: BUSY })
	const started: string[] = []
	let active = 0
	let peak = 0
	const results = await Promise.all(
		Array.from({ length: 9 }, (_, i) =>
			queue.run(async () => {
				started.push(`t${i}`)
				peak = Math.max(peak, ++active)
				await new Promise((resolve) => setTimeout(resolve, 5 + ((i * 7) % 4)))
				active--
				return i
			}),
		),
	)
	expect(peak).toBe(2)
	expect(started).toEqual(Array.from({ length: 9 }, (_, i) => `t${i}`))
	expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
	expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 })
})

test('beyond `maxWaiting` waiting tasks a new one is refused at once with a 503, without running it', async () => {
	const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2, busyMessage: BUSY })
	const log: string[] = []
	const [a, b, c] = [gate(log, 'a'), gate(log, 'b'), gate(log, 'c')]
	const runs = [queue.run(a.task), queue.run(b.task), queue.run(c.task)]
	await tick()
	expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 1, waiting: 2 })

	let ranRefused = false
	const refused = queue.run(async () => (ranRefused = true))
	await expect(refused).rejects.toBeInstanceOf(QueueFullError)
	await expect(refused).rejects.toMatchObject({ status: 503, message: BUSY })
	expect(ranRefused).toBe(false)

	// Work that must not be refused still waits its turn, after the others.
	const late = gate(log, 'late')
	const lateRun = queue.run(late.task, { whenFull: 'wait' })
	expect(queue.waiting).toBe(3)

	for (const g of [a, b, c, late]) {
		g.finish()
		await tick()
	}
	expect(await Promise.all([...runs, lateRun])).toEqual(['a', 'b', 'c', 'late'])
	expect(log).toEqual(['a', 'b', 'c', 'late'])
	// Once there is room again, it accepts work.
	expect(await queue.run(async () => 'again')).toBe('again')
})

test('a task that fails frees its slot for the next one', async () => {
	const queue = createWorkQueue({ concurrency: 1, maxWaiting: 5, busyMessage: BUSY })
	const failing = queue.run(async () => {
		throw new Error('bad photo')
	})
	const next = queue.run(async () => 'next')
	await expect(failing).rejects.toThrow('bad photo')
	expect(await next).toBe('next')
	expect(queue.running).toBe(0)
})

test('an intake refuses a request beyond its limit before running it, and takes one again once one has left', async () => {
	const intake = createIntake({ limit: 2, busyMessage: BUSY })
	const finishers: (() => void)[] = []
	const held = () => intake.within(() => new Promise<string>((resolve) => finishers.push(() => resolve('done'))))
	const [first, second] = [held(), held()]
	let ran = false
	await expect(
		intake.within(async () => {
			ran = true
		}),
	).rejects.toThrow(new QueueFullError(BUSY))
	expect(ran).toBe(false)
	finishers[0]!()
	expect(await first).toBe('done')
	expect(await intake.within(async () => 'room again')).toBe('room again')
	finishers[1]!()
	expect(await second).toBe('done')
})
