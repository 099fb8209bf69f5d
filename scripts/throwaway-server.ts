// Runs the production build (the compiled server, as shipped) on a fresh database in `dir`, on 127.0.0.1 only: what e2e tests, the budget and the bench drive.
import fs from 'node:fs'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const SERVER = 'build/server.js'

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null }

export type ThrowawayServer = {
	url: string
	pid: number
	/** Settles when the process ends, however it ends: a stress run tells an abort from its own stop. */
	exited: Promise<ServerExit>
	stop: () => Promise<void>
	crash: () => Promise<void>
}

export async function startThrowawayServer({
	dir,
	port,
	fresh = true,
	env = {},
	quiet = true,
	node = process.execPath,
	nodeArgs = [],
}: {
	dir: string
	port: number
	fresh?: boolean
	env?: Record<string, string>
	quiet?: boolean
	/** The Node binary to run the server on (another supported line than this process's), with its own flags. */
	node?: string
	nodeArgs?: string[]
}): Promise<ThrowawayServer> {
	if (fresh) fs.rmSync(dir, { recursive: true, force: true })
	fs.mkdirSync(dir, { recursive: true })
	if (!fs.existsSync(SERVER)) throw new Error(`No ${SERVER}: run \`npm run build\` first`)
	const url = `http://127.0.0.1:${port}`
	const child = spawn(node, [...nodeArgs, SERVER], {
		stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
		env: {
			...process.env,
			NODE_ENV: 'test',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATABASE_PATH: `${dir}/soko.db`,
			UPLOADS_DIR: `${dir}/uploads`,
			SEED_DEMO: 'true',
			ADMIN_PHONE: '0700000001',
			ADMIN_PASSWORD: 'admin-e2e-pass',
			MPESA_SIM_DELAY_MS: '500',
			// Tests stand in for many phones behind one proxy: each may name its own address (X-Forwarded-For).
			TRUST_PROXY: '1',
			// Production requires it (links in mail and shared pages point here); tests run on the Host allow-list.
			...(env.NODE_ENV === 'production' ? { PUBLIC_URL: url } : {}),
			...env,
		},
	})
	const exited = new Promise<ServerExit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })))
	const deadline = Date.now() + 120_000
	for (;;) {
		// A signal (an abort while seeding) leaves no exit code: both end the wait.
		if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.signalCode ?? `code ${child.exitCode}`}) before it answered /healthz`)
		try {
			if ((await fetch(`${url}/healthz`)).ok) break
		} catch {
			// Not listening yet.
		}
		if (Date.now() > deadline) {
			child.kill()
			throw new Error('server did not start within 120 s')
		}
		await new Promise((r) => setTimeout(r, 250))
	}
	return {
		url,
		pid: child.pid!,
		exited,
		stop: async () => {
			child.kill('SIGTERM')
			await exited
		},
		// An application crash (what a crash-safety bench simulates): no shutdown code runs.
		crash: async () => {
			child.kill('SIGKILL')
			await exited
		},
	}
}

// As a command (Playwright's webServer): `tsx scripts/throwaway-server.ts <dir> <port>`, until killed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const [dir = '.tmp/e2e', port = '3100'] = process.argv.slice(2)
	const server = await startThrowawayServer({ dir, port: Number(port), quiet: false })
	for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.stop().then(() => process.exit(0)))
}
