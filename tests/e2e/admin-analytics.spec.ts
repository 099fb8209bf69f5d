import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { ADMIN, MODES, apiToken, bearer, deletePublishedAfterEach, publishedListingViaApi, registerViaApi, useSession, visit } from './helpers.ts'

/*
 * Issue 11 §3: Analytics, System Health, Reports and Moderation Logs, on a 360 px phone, with JavaScript on and off.
 * Figures are read from the page and must follow data the test adds; reports are downloaded and opened.
 */

const published = deletePublishedAfterEach()

/** The number on a figure card ("Total users"). */
async function figure(page: Page, label: string) {
	const card = page.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) })
	return Number((await card.locator('strong').innerText()).replace(/[^\d.]/g, ''))
}

async function fitsThePhone(page: Page) {
	const wide = await page.evaluate(() =>
		[...document.querySelectorAll('main *')]
			.filter((el) => el.getBoundingClientRect().right > 361 && !el.closest('.admin-scroll'))
			.map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
	)
	expect(wide, 'elements wider than the phone').toEqual([])
	expect(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth])).toEqual([360, 360])
}

for (const mode of MODES) {
	test.describe(`admin analytics, health and reports ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 360, height: 800 } })

		test('analytics: every view, a chosen period, figures that follow new users', async ({ page, request, context, baseURL }) => {
			await useSession(context, baseURL!, await apiToken(request, ADMIN))
			if (mode.javaScriptEnabled) await page.clock.install()
			await visit(page, '/admin', mode.javaScriptEnabled)
			await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Analytics' }).click()
			await expect(page).toHaveURL('/admin/analytics')
			await expect(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible()
			for (const label of ['Total users', 'Active users', 'Total listings', 'Pending listings', 'Revenue', 'Average order value', 'Conversion', 'Fraud detection accuracy']) {
				await expect(page.getByText(label, { exact: true })).toBeVisible()
			}
			await expect(page.getByRole('img', { name: /^New listings per day/ })).toBeVisible()
			await expect(page.getByRole('region', { name: 'Daily metrics', exact: true }).getByRole('row')).toHaveCount(31)
			await fitsThePhone(page)

			const before = await figure(page, 'Total users')
			await registerViaApi(request, 'BUYER')
			if (mode.javaScriptEnabled) {
				// Polled every 30 s while the page is visible: no reload needed.
				await page.clock.fastForward(31_000)
				await expect.poll(() => figure(page, 'Total users')).toBe(before + 1)
			} else {
				await page.reload()
				expect(await figure(page, 'Total users')).toBe(before + 1)
			}

			const views = page.getByRole('navigation', { name: 'Analytics views' })
			await views.getByRole('link', { name: 'Categories' }).click()
			await expect(page.getByRole('heading', { name: 'Top categories (new listings)' })).toBeVisible()
			await expect(page.getByRole('img', { name: /^New listings by category/ })).toBeVisible()
			await views.getByRole('link', { name: 'Geography' }).click()
			await expect(page.getByRole('region', { name: 'Listings by town', exact: true })).toBeVisible()
			await views.getByRole('link', { name: 'Subscriptions' }).click()
			for (const label of ['Total subscriptions', 'Active subscriptions', 'Monthly revenue', 'Churn rate']) await expect(page.getByText(label, { exact: true })).toBeVisible()
			await fitsThePhone(page)

			const period = page.getByRole('form', { name: 'Period' })
			await period.getByLabel('From', { exact: true }).fill('2026-01-01')
			await period.getByLabel('To', { exact: true }).fill('2026-01-07')
			await period.getByRole('button', { name: 'Show' }).click()
			await expect(page).toHaveURL(/view=subscriptions&from=2026-01-01&to=2026-01-07/)
			await expect(page.getByText('2026-01-01 to 2026-01-07 (7 days, Nairobi time)')).toBeVisible()
			await expect(views.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page')
		})

		test('system health: graded figures of this server, refreshed while visible', async ({ page, request, context, baseURL }) => {
			await useSession(context, baseURL!, await apiToken(request, ADMIN))
			if (mode.javaScriptEnabled) await page.clock.install()
			await visit(page, '/admin', mode.javaScriptEnabled)
			await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'System Health' }).click()
			await expect(page.getByRole('heading', { name: 'System Health' })).toBeVisible()
			await expect(page.getByText(/^(HEALTHY|WARNING|CRITICAL)$/).first()).toBeVisible()
			const pages = page.getByRole('region', { name: 'Request latency', exact: true }).getByRole('row').filter({ hasText: 'Pages' })
			// This very server timed the pages it served a moment ago.
			await expect(pages.getByRole('cell').nth(4)).not.toHaveText('0')
			await expect(page.getByRole('region', { name: 'Database figures', exact: true })).toContainText('SQLite')
			await expect(page.getByRole('region', { name: 'Payments and messages', exact: true })).toContainText('Texts are not sent: SMS_MODE is outbox')
			await expect(page.getByRole('region', { name: 'Health snapshots', exact: true }).getByRole('row')).not.toHaveCount(1)
			await expect(page.getByRole('region', { name: 'Job lag per job', exact: true }).getByRole('row').filter({ hasText: 'send-mail' })).toBeVisible()
			await fitsThePhone(page)
			if (mode.javaScriptEnabled) {
				const checked = await page.getByText(/^Checked/).locator('time').getAttribute('datetime')
				await page.clock.fastForward(11_000)
				await expect.poll(() => page.getByText(/^Checked/).locator('time').getAttribute('datetime')).not.toBe(checked)
			}
		})

		test('reports: refused with the spec heading, then each format generated and downloaded, the PDF opened', async ({ page, request, context, baseURL }) => {
			await useSession(context, baseURL!, await apiToken(request, ADMIN))
			await visit(page, '/admin/reports', mode.javaScriptEnabled)
			const formOf = () => page.locator('form', { has: page.getByRole('button', { name: 'Generate report' }) })

			let form = formOf()
			await form.getByLabel('From', { exact: true }).fill('2026-11-10')
			await form.getByLabel('To', { exact: true }).fill('2026-11-01')
			await form.getByRole('button', { name: 'Generate report' }).click()
			const refusal = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Failed to generate report' }) })
			await expect(refusal).toContainText('The end date must be on or after the start date')
			await fitsThePhone(page)

			const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-report-'))
			for (const [type, format] of [
				['Financial', 'PDF'],
				['Analytics', 'CSV'],
				['Moderation', 'JSON'],
			] as const) {
				await page.getByRole('navigation', { name: 'Report types' }).getByRole('link', { name: type }).click()
				await expect(page).toHaveURL(`/admin/reports?type=${type.toUpperCase()}`)
				form = formOf()
				await expect(form.getByLabel('Report type')).toHaveValue(type.toUpperCase())
				await form.getByLabel('From', { exact: true }).fill('2026-01-01')
				await form.getByLabel('To', { exact: true }).fill('2026-12-31')
				await form.getByLabel(format, { exact: true }).check()
				await form.getByRole('button', { name: 'Generate report' }).click()
				await expect(page).toHaveURL(new RegExp(`type=${type.toUpperCase()}&made=\\d+`))
				const row = page.getByRole('row').filter({ hasText: `${type} report 2026-01-01 to 2026-12-31 (new)` })
				await expect(row).toContainText('COMPLETED')
				const downloading = page.waitForEvent('download')
				await row.getByRole('link', { name: new RegExp(`^Download ${format}`) }).click({ timeout: 5000 })
				const download = await downloading
				expect(download.suggestedFilename()).toBe(`soko-${type.toLowerCase()}-report-2026-01-01-to-2026-12-31.${format.toLowerCase()}`)
				const file = path.join(tmp, download.suggestedFilename())
				await download.saveAs(file)
				const bytes = fs.readFileSync(file)
				if (format === 'PDF') {
					expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
					execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', file, path.join(tmp, 'page')])
					const png = fs.readdirSync(tmp).find((f) => f.startsWith('page') && f.endsWith('.png'))!
					expect(fs.readFileSync(path.join(tmp, png)).subarray(1, 4).toString()).toBe('PNG')
					expect(fs.statSync(path.join(tmp, png)).size).toBeGreaterThan(2000)
				}
				if (format === 'CSV') expect(bytes.toString()).toContain('Analytics report 2026-01-01 to 2026-12-31\r\nPeriod,2026-01-01,2026-12-31')
				if (format === 'JSON') expect(JSON.parse(bytes.toString())).toMatchObject({ type: 'MODERATION', period: { from: '2026-01-01', to: '2026-12-31' } })
			}
			fs.rmSync(tmp, { recursive: true, force: true })
			// The list's links (with their hidden words for screen readers) stay inside the sideways-scrolling table.
			await fitsThePhone(page)
		})

		test('moderation logs: filtered entries, and a buyer report linking to its listing', async ({ page, request, context, baseURL }) => {
			const listing = await publishedListingViaApi(request)
			published.add(listing.id)
			const buyer = await registerViaApi(request, 'BUYER')
			const flagged = await request.post('/api/flags', { headers: bearer(buyer.token), data: { listingId: listing.id, reason: 'spam', description: 'Posted five times' } })
			expect(flagged.status()).toBe(201)

			await useSession(context, baseURL!, await apiToken(request, ADMIN))
			await visit(page, '/admin/logs', mode.javaScriptEnabled)
			const filters = page.getByRole('form', { name: 'Filters' })
			await filters.getByLabel('Action').selectOption('APPROVE')
			await filters.getByLabel('Listing ID').fill(String(listing.id))
			await filters.getByRole('button', { name: 'Filter' }).click()
			await expect(page).toHaveURL(new RegExp(`action=APPROVE.*listingId=${listing.id}`))
			const entries = page.getByRole('region', { name: 'Moderation log entries', exact: true })
			await expect(entries.getByRole('row')).toHaveCount(2)
			await expect(entries).toContainText('APPROVE')
			await fitsThePhone(page)

			const reports = page.getByRole('region', { name: 'Reports from buyers', exact: true })
			await expect(reports).toContainText('Posted five times')
			await reports.getByRole('link', { name: `${listing.title} (#${listing.id})` }).click()
			await expect(page).toHaveURL(`/listings/${listing.id}`)
		})
	})
}
