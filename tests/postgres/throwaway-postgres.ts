import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** Debian's postgresql-15 (`.ci/run` installs it). */
const BIN = '/usr/lib/postgresql/15/bin'
const USER = 'soko'

/** The migrated, empty database every test database is copied from (CREATE DATABASE ... TEMPLATE: milliseconds). */
export const TEMPLATE = 'soko_template'

/** PostgreSQL refuses to run as root: as root, the server's commands run as the `postgres` account. */
function run(command: string, args: string[]) {
	const asRoot = process.getuid?.() === 0
	const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
	const result = spawnSync(file, argv, { encoding: 'utf8' })
	if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`)
}

/**
 * A PostgreSQL 15 server of its own for a test run: a new data directory, trust authentication, 127.0.0.1 only, on a
 * free port. Starts in about 2 s; `stop` ends it and deletes everything it wrote. Tests skip fsync (nothing here must
 * outlive a power cut); `durable` keeps PostgreSQL's own defaults, for a bench or a fault test that checks what a
 * commit promises. `halt` and `resume` stop and start the same server, as a restart or failover does.
 */
export function startThrowawayPostgres({ port, durable = false, maxConnections = 400, sharedBuffers = '128MB' }: { port: number; durable?: boolean; maxConnections?: number; sharedBuffers?: string }) {
	if (!fs.existsSync(path.join(BIN, 'initdb'))) {
		throw new Error(`PostgreSQL 15 is not installed (${BIN}): apt-get install postgresql-15 (.ci/run does it)`)
	}
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-pg-'))
	if (process.getuid?.() === 0) {
		const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout)
		fs.chownSync(dir, uid, uid)
	}
	const data = path.join(dir, 'data')
	run(path.join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', USER, '--no-sync', '-E', 'UTF8', '--locale', 'C.UTF-8'])
	const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'
	const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${fast} -c max_connections=${maxConnections} -c shared_buffers=${sharedBuffers}`
	const start = () => run(path.join(BIN, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
	start()
	return {
		url: `postgres://${USER}@127.0.0.1:${port}`,
		/** `fast` ends every session and checkpoints; `immediate` is a crash (recovery replays the log at the next start). */
		halt(mode: 'fast' | 'immediate') {
			run(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop'])
		},
		resume: start,
		stop() {
			run(path.join(BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}
