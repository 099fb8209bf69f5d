import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { afterEach, expect, test } from 'vitest'

const START = path.resolve('scripts/start.mjs')
const dirs: string[] = []
afterEach(() => {
	for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** Runs `npm start`'s script where build/server.js is the given fake server (and no sources, so nothing is rebuilt). */
function start(serverSource: string) {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-start-'))
	dirs.push(dir)
	fs.mkdirSync(path.join(dir, 'build'))
	fs.writeFileSync(path.join(dir, 'build/server.js'), serverSource)
	const child = spawn(process.execPath, [START], { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'] })
	const ready = new Promise<void>((resolve) => child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()))
	const exited = once(child, 'exit').then(([code]) => code as number | null)
	return { child, ready, exited }
}

test('a server that exits with an error code passes that code on', async () => {
	expect(await start('process.exit(3)').exited).toBe(3)
})

test('a server killed by a signal (a crash, the OOM killer) ends npm start with 128 + its number, as shells do', async () => {
	expect(await start(`process.kill(process.pid, 'SIGKILL')`).exited).toBe(137)
	expect(await start(`process.kill(process.pid, 'SIGSEGV')`).exited).toBe(139)
})

test('stopping it with SIGTERM or Ctrl-C ends 0 once the server shut down cleanly', async () => {
	for (const signal of ['SIGTERM', 'SIGINT'] as const) {
		const run = start(`process.on('${signal}', () => process.exit(0)); console.log('ready'); setInterval(() => {}, 1000)`)
		await run.ready
		run.child.kill(signal)
		expect(await run.exited).toBe(0)
	}
})

test('a stop that comes before the server can handle it ends 143 (SIGTERM) or 130 (SIGINT)', async () => {
	for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130]] as const) {
		const run = start(`console.log('ready'); setInterval(() => {}, 1000)`)
		await run.ready
		run.child.kill(signal)
		expect(await run.exited).toBe(code)
	}
})
