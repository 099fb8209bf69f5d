// `npm start`: builds when the build is missing or older than the sources, then runs the compiled server.
import fs from 'node:fs'
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

const built = fs.existsSync(BUILD) ? fs.statSync(BUILD).mtimeMs : 0
if (!built || Math.max(...SOURCES.map(newest)) > built) {
	console.log('Building Soko…')
	const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

const server = spawn(process.execPath, [BUILD], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
