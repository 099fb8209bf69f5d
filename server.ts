import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { parseEnv } from './app/env.server.ts'
import { openConfiguredDatabase } from './db/database.ts'
import { isDatabaseUnavailable } from './db/availability.ts'
import { connectionBudget } from './db/connection-budget.ts'
import { hasDemoAccounts, seedDemoData } from './server/seed.ts'
import { AdminSetupError, ensureAdmin } from './app/domain/accounts/users.server.ts'
import { PHOTO_FORMATS, PHOTO_VARIANTS, photoVariantFile, type PhotoFormat, type PhotoVariant } from './app/domain/photos/photos.server.ts'
import { StoreUnavailable } from './app/domain/photos/store/object-store.server.ts'
import { isKnownPhoto } from './app/domain/photos/refs.server.ts'
import { maintenanceJobs } from './app/domain/instances/jobs.server.ts'
import { keepSearchIndexesIn, searchIndexReady } from './app/domain/search/local-index/local-index.server.ts'
import { claimJobRun } from './app/domain/instances/job-runs.server.ts'
import { setSecurityHeaders } from './server/security-headers.ts'
import { createStaticFiles, sendFile } from './server/static-files.ts'
import { BodyTooLarge, createReactRouterBridge } from './server/react-router-bridge.ts'
import { answerClientError, checkMethod, checkRequest, checkTarget, sendRefusal, TOO_LARGE, urlOf } from './server/request-guard.ts'
import { createChatSocket } from './server/chat-socket.ts'
import { createSiteOrigin } from './server/site-origin.ts'
import { createChatBus } from './app/domain/chat/bus.server.ts'
import { clientAddress } from './server/client-address.ts'
import { startJobs } from './server/jobs.ts'
import { sendOutage } from './server/outage.ts'
import { welcomeLines } from './server/welcome.ts'
import { RequestLatency } from './app/domain/admin/request-latency.ts'
import { PHONE_VERIFICATION_LOG, phoneVerificationMode } from './app/domain/accounts/phone-codes/verification-setting.ts'

function loadEnv() {
	try {
		return parseEnv()
	} catch (error) {
		console.error((error as Error).message)
		process.exit(1)
	}
}
const env = loadEnv()
const isDev = env.NODE_ENV === 'development'

if (env.SEARCH_INDEX_DIR) keepSearchIndexesIn(env.SEARCH_INDEX_DIR)
const db = await openConfiguredDatabase(env)
const budget = await connectionBudget(db, env.DATABASE_POOL_SIZE)
if (budget) (budget.warn ? console.warn : console.log)(budget.line)
if (env.ADMIN_PHONE && env.ADMIN_PASSWORD) {
	try {
		await ensureAdmin(db, { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD, promote: env.ADMIN_PROMOTE })
	} catch (error) {
		if (!(error instanceof AdminSetupError)) throw error
		console.error(error.message)
		process.exit(1)
	}
}
if (env.MPESA_MODE === 'simulator') {
	console.warn('M-PESA simulator is running (MPESA_MODE=simulator): listing fees are NOT collected, every payment is pretend.')
}
const phoneVerification = phoneVerificationMode(env)
;(phoneVerification === 'sms' ? console.log : console.warn)(PHONE_VERIFICATION_LOG[phoneVerification])
if (env.SEED_DEMO) await seedDemoData({ db, uploadsDir: env.UPLOADS_DIR })
const demoAccounts = env.SEED_DEMO === true && (await hasDemoAccounts(db))
// PostgreSQL: this instance's search index is made (or opened) now, not at the first search.
searchIndexReady(db).catch((error: unknown) => console.error(`The search index could not be made yet: ${String(error)}`))

const server = http.createServer()
const chatBus = createChatBus({ db, databaseUrl: env.DATABASE_URL })
const chat = createChatSocket({ db, env, bus: chatBus })

let build: ServerBuild | (() => Promise<ServerBuild>)
let devMiddleware: ((req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void) | null = null
if (isDev) {
	const vite = await import('vite').then((v) =>
		v.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' }),
	)
	devMiddleware = vite.middlewares
	build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
} else {
	const buildFile = path.resolve('build/server/index.js')
	if (!fs.existsSync(buildFile)) {
		console.error('No production build: run `npm run build` first (npm start does it for you).')
		process.exit(1)
	}
	build = (await import(buildFile)) as ServerBuild
}

const siteOrigin = createSiteOrigin(env)
// Images from the photo bucket's public address, where pages link them.
const contentPolicy = { photosOrigin: env.PHOTOS_PUBLIC_URL && new URL(env.PHOTOS_PUBLIC_URL).origin }
const serveStatic = createStaticFiles(path.resolve('build/client'))
const latency = new RequestLatency()
const bridge = createReactRouterBridge({
	build,
	mode: isDev ? 'development' : 'production',
	origin: siteOrigin.origin,
	context: (req) => ({ db, env, clientAddress: clientAddress(req, env.TRUST_PROXY), chatBus, latency }),
	policy: contentPolicy,
})

const PHOTO_PATH = new RegExp(`^/photos/([a-f0-9]{24})/(${Object.keys(PHOTO_VARIANTS).join('|')})\\.(${Object.keys(PHOTO_FORMATS).join('|')})$`)

async function servePhoto(req: http.IncomingMessage, res: http.ServerResponse, match: RegExpExecArray) {
	const [, id, variant, format] = match as unknown as [string, string, PhotoVariant, PhotoFormat]
	let file: string | null
	try {
		file = await photoVariantFile({ uploadsDir: env.UPLOADS_DIR, id, variant, format, known: () => isKnownPhoto(db, id) })
	} catch (error) {
		if (!(error instanceof StoreUnavailable)) throw error
		// The shared bucket is down and this instance has no copy of this size: try again soon, never cache this.
		res.statusCode = 503
		res.setHeader('Retry-After', '30')
		res.setHeader('Cache-Control', 'no-store')
		res.end('Photo storage is unavailable')
		return
	}
	if (!file) {
		res.statusCode = 404
		res.end('Not found')
		return
	}
	res.setHeader('Content-Type', PHOTO_FORMATS[format])
	res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
	sendFile(req, res, file)
}

server.on('request', async (req, res) => {
	setSecurityHeaders(res, { secure: env.NODE_ENV === 'production', ...contentPolicy })
	const unserved = checkMethod(req) ?? checkTarget(req) ?? siteOrigin.check(req)
	if (unserved) return sendRefusal(req, res, unserved)
	const { pathname } = urlOf(req)
	try {
		if (pathname === '/healthz') {
			await db.selectNoFrom((eb) => eb.lit(1).as('ok')).execute()
			res.setHeader('Content-Type', 'text/plain')
			res.setHeader('Cache-Control', 'no-store')
			return res.end('ok')
		}
		if (!isDev && serveStatic(req, res, pathname)) return
		const photo = PHOTO_PATH.exec(pathname)
		if (photo) return await servePhoto(req, res, photo)
		const refusal = checkRequest(req, { publicUrl: env.PUBLIC_URL })
		if (refusal) return sendRefusal(req, res, refusal)
		if (devMiddleware) {
			await new Promise<void>((resolve) => devMiddleware!(req, res, resolve))
			if (res.writableEnded) return
		}
		await bridge.handle(req, res)
	} catch (error) {
		if (error instanceof BodyTooLarge) return sendRefusal(req, res, TOO_LARGE)
		// /healthz included: a load balancer sends no one here until the database is back.
		if (isDatabaseUnavailable(error)) return sendOutage(req, res)
		console.error(error)
		sendRefusal(req, res, { status: 500, message: 'Something went wrong on our side. Please try again.' })
	}
})

server.on('clientError', answerClientError)

server.on('upgrade', (req, socket, head) => {
	if (checkTarget(req) ?? siteOrigin.check(req)) return void socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
	const { pathname } = urlOf(req)
	if (pathname === '/ws/chat') return void chat.handleUpgrade(req, socket, head)
	// Vite's HMR socket has its own upgrade listener in development.
	if (isDev && String(req.headers['sec-websocket-protocol'] ?? '').startsWith('vite-')) return
	socket.destroy()
})

const stopJobs = startJobs(maintenanceJobs({ db, env }), (job) => claimJobRun(db, job))

server.listen(env.PORT, env.HOST, () => {
	const address = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
	console.log(welcomeLines({ address, demoAccounts, adminConfigured: Boolean(env.ADMIN_PHONE && env.ADMIN_PASSWORD) }).join('\n'))
})

function shutdown() {
	const jobsDone = stopJobs()
	chat.close()
	server.close(() => jobsDone.then(() => Promise.all([chatBus.close(), db.destroy()])).then(() => process.exit(0)))
	setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
// A database outage never ends the process: a promise it rejects that nobody awaited is logged; anything else still is fatal.
process.on('unhandledRejection', (reason) => {
	if (!isDatabaseUnavailable(reason)) throw reason
	console.error(`While the database was unavailable: ${(reason as Error).message}`)
})
