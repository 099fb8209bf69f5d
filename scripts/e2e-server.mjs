// The server the e2e tests drive: the production build on a fresh database with demo data, on 127.0.0.1 only.
import fs from 'node:fs'
import { spawn } from 'node:child_process'

const dir = '.tmp/e2e'
fs.rmSync(dir, { recursive: true, force: true })
fs.mkdirSync(dir, { recursive: true })

const server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
	stdio: 'inherit',
	env: {
		...process.env,
		NODE_ENV: 'test',
		HOST: '127.0.0.1',
		PORT: process.env.PORT ?? '3100',
		DATABASE_PATH: `${dir}/soko.db`,
		UPLOADS_DIR: `${dir}/uploads`,
		SEED_DEMO: 'true',
		ADMIN_PHONE: '0700000001',
		ADMIN_PASSWORD: 'admin-e2e-pass',
		MPESA_SIM_DELAY_MS: '500',
	},
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
