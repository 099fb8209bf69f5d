// `npm start`: builds when the build is missing or older than the sources, then runs the compiled server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync, spawn } from 'node:child_process'

// The build writes build/server.js last: an interrupted build looks stale and is redone.
const BUILD = path.resolve('build/server.js')
const SOURCES = ['app', 'db', 'server', 'server.ts', 'scripts/backup.ts', 'public', 'vite.config.ts', 'react-router.config.ts', 'package.json']

function newest(target) {
	if (!fs.existsSync(target)) return 0
	const stat = fs.statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	return Math.max(0, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))))
}

/**
 * The exit code of a child as a shell reports it: its own code, or 128 + the number of the signal that ended it, so
 * a supervisor told to restart on failure sees a crash (SIGABRT: 134) or a kill (SIGKILL: 137) as one. A server
 * stopped by the user exits 0 itself after its graceful shutdown, and that 0 is passed on: stopping is no failure.
 * Only a signal that arrives before the server handles it (Ctrl-C during start-up) ends it, and then 130 or 143 says so.
 */
function exitCode(code, signal) {
	if (signal) return 128 + (os.constants.signals[signal] ?? 0)
	return code ?? 1
}

const built = fs.existsSync(BUILD) ? fs.statSync(BUILD).mtimeMs : 0
if (!built || Math.max(...SOURCES.map(newest)) > built) {
	console.log('Building Soko (a minute or two, the first time)…')
	const started = Date.now()
	// Quiet unless it fails: its hundreds of lines only matter then.
	const result = spawnSync('npm', ['run', 'build'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
	if (result.status !== 0) {
		process.stdout.write(result.stdout ?? '')
		process.stderr.write(result.stderr ?? '')
		console.error(result.error ? `The build could not run: ${result.error.message}` : 'The build failed (its output is above).')
		process.exit(result.error ? 1 : exitCode(result.status, result.signal))
	}
	console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
}

const server = spawn(process.execPath, [BUILD], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(exitCode(code, signal)))
