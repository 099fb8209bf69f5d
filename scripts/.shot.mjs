import { chromium } from '@playwright/test'
const [url, out, width = '390', js = 'on'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === 'on' })
const errors = []
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
page.on('pageerror', (e) => errors.push(String(e)))
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: false })
console.log('errors:', errors)
await browser.close()
