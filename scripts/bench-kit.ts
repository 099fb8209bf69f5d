// What the in-process benches (bench-alerts, bench-recommendations, bench-fraud) share: elapsed-time laps, latency
// percentiles printed one row per measurement, CPU time, the machine line, and a database file made once and cached.
import fs from 'node:fs'
import os from 'node:os'
import { execFileSync } from 'node:child_process'

/** A `lap(label)` that prints the seconds since it was made, for the slow steps of setting a bench up. */
export function stopwatch() {
	const started = performance.now()
	return (label: string) => console.log(`${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`)
}

/** The nearest-rank percentile of values sorted ascending. */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export type Percentiles = { p50: number; p95: number; p99: number; max: number }

/** Prints one row of p50/p95/p99/max for timings in milliseconds, and answers them. */
export function summary(label: string, timings: number[], { width = 22 }: { width?: number } = {}): Percentiles {
	const sorted = [...timings].sort((a, b) => a - b)
	const row = { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! }
	const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`
	console.log(`${label.padEnd(width)} n=${String(sorted.length).padStart(3)}  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  max ${ms(row.max)}`)
	return row
}

/** This process's CPU milliseconds (user and system) since `since`: what the wall clock would be on an idle core. */
export function cpuMs(since: NodeJS.CpuUsage) {
	const used = process.cpuUsage(since)
	return (used.user + used.system) / 1000
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

/** Milliseconds of CPU (user and system) another process (a server under test) has used, from /proc. */
export function processCpuMs(pid: number) {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
	return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/** The machine a result was measured on, and how busy it was. */
export function machineLine() {
	return `machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`
}

/**
 * Makes the SQLite file at `file` with `build` unless it is there. `build` writes to `${file}.part`, renamed once it
 * is whole, so a build that stopped half-way is made again rather than measured.
 */
export async function buildOnce(file: string, build: (part: string) => Promise<void> | void) {
	if (fs.existsSync(file)) return false
	const part = `${file}.part`
	for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${part}${suffix}`, { force: true })
	await build(part)
	fs.renameSync(part, file)
	return true
}

/** A fresh copy of a cached base database to run on (runs write), without the previous run's WAL. */
export function copyForRun(base: string, run: string) {
	for (const suffix of ['-wal', '-shm']) fs.rmSync(`${run}${suffix}`, { force: true })
	fs.copyFileSync(base, run)
}
