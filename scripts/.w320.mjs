import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const ctx = await browser.newContext({ viewport: { width: 320, height: 800 } })
const page = await ctx.newPage()
const base = 'http://127.0.0.1:3200'
const anon = ['/', '/browse', '/browse?view=list', '/listings/1', '/categories', '/help-center', '/contact', '/report-issue', '/pricing-tips', '/safety-guide', '/login', '/register', '/admin-login', '/nope', '/?listing=1']
for (const p of anon) { await page.goto(base + p); const w = await page.evaluate(() => document.documentElement.scrollWidth); if (w > 320) console.log('OVERFLOW', p, w) }
await page.goto(base + '/login'); await page.fill('#f-phone', '0712345678'); await page.fill('#f-password', 'soko1234'); await page.click('main button[type=submit]'); await page.waitForURL(base + '/')
for (const p of ['/seller-dashboard', '/sell/new', '/listings/1/edit', '/sell/3/pay']) { await page.goto(base + p); const w = await page.evaluate(() => document.documentElement.scrollWidth); if (w > 320) console.log('OVERFLOW', p, w); }
await page.goto(base + '/seller-dashboard'); await page.screenshot({ path: '/tmp/dash320.png' })
const ctx2 = await browser.newContext({ viewport: { width: 320, height: 800 } })
const a = await ctx2.newPage()
await a.goto(base + '/admin-login'); await a.fill('input[name=phone]', '0700000009'); await a.fill('input[name=password]', 'adminpass1'); await a.click('main button[type=submit]'); await a.waitForURL(/admin/)
for (const t of ['dashboard', 'listings', 'moderation', 'payment-fixer']) { await a.goto(base + '/admin?tab=' + t); const w = await a.evaluate(() => document.documentElement.scrollWidth); if (w > 320) console.log('OVERFLOW admin', t, w) }
await a.goto(base + '/admin?tab=listings'); await a.screenshot({ path: '/tmp/admin320.png' })
console.log('done')
await browser.close()
