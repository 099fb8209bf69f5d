import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { AppContext } from '#app/context.ts'
import { parseEnv } from '#app/env.server.ts'
import { createTestContext } from './context.ts'

/** A test context whose reports are written to a folder of their own, for removeReports after the test. */
export function createReportsContext(): Promise<AppContext> {
	const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-reports-'))
	return createTestContext({ env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', REPORTS_DIR: reportsDir }) })
}

export function removeReports(context: AppContext) {
	fs.rmSync(context.env.REPORTS_DIR, { recursive: true, force: true })
}
