// `npx tsx scripts/screenshots.ts`: the manifest's screenshots (app/pwa/manifest.ts), taken from the production build
// with the demo seed at 360x740 and kept small as WebP. Run after `npm run build` when the home or listing page changes.
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { startThrowawayServer } from './throwaway-server.ts'

const server = await startThrowawayServer({ dir: '.tmp/screenshots', port: Number(process.env.E2E_PORT ?? 3110) })
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
try {
	const page = await browser.newPage({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 })
	const [listing] = (await (await fetch(`${server.url}/api/listings?status=PUBLISHED&limit=1`)).json()) as { id: number }[]
	for (const [name, path] of [
		['home', '/'],
		['listing', `/listings/${listing!.id}`],
	] as const) {
		await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
		await sharp(await page.screenshot()).webp({ quality: 60 }).toFile(`public/screenshots/${name}.webp`)
	}
} finally {
	await browser.close()
	await server.stop()
}
