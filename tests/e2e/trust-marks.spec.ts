import SQLite from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { ADMIN, MODES, apiToken, bearer, publishedListingViaApi, visit } from './helpers.ts'
import { serverSlot } from './server-slot.ts'

/*
 * Issue 25: buyers see "Verified phone" only where the seller entered the SMS code (users.phone_verified), "Phone not
 * verified" elsewhere, and an admin's check said in words they understand. On a 360 px phone, JS on and off.
 */

/** The throwaway server's database (scripts/throwaway-server.ts): the marks must say what it holds. */
const DATABASE = serverSlot().database

function phoneVerified(userId: number) {
	const db = new SQLite(DATABASE, { readonly: true, fileMustExist: true })
	try {
		return (db.prepare('SELECT phone_verified FROM users WHERE id = ?').get(userId) as { phone_verified: number }).phone_verified === 1
	} finally {
		db.close()
	}
}

/** The seller page says it under the name; the listing's seller block right after the number. */
function phoneWords(verified: boolean, where: 'page' | 'block') {
	if (where === 'page') return verified ? '✓ Verified phone' : 'Phone not verified'
	return verified ? /^Phone: 0\d{7}… · ✓ verified$/ : /^Phone: 0\d{7}… · not verified$/
}

async function expectMarks(page: Page, where: 'page' | 'block', { verified, checked }: { verified: boolean; checked: boolean }) {
	const scope = where === 'page' ? page.locator('main .seller-head') : page.getByRole('region', { name: 'Seller' })
	await expect(scope.locator('.trust-mark')).toHaveCount(1)
	const said = where === 'page' ? scope.locator('.trust-mark') : scope.locator('p', { has: page.locator('.trust-mark') })
	await expect(said).toHaveText(phoneWords(verified, where))
	const check = scope.locator('details', { hasText: 'Checked by Soko' })
	await expect(check).toHaveCount(checked ? 1 : 0)
	if (!checked) return
	// Never a bare word: opened, it says what the check means and what it doesn't.
	await check.locator('summary').click()
	await expect(check).toContainText('It is not a promise about any item')
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

for (const mode of MODES) {
	test.describe(`trust marks ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 360, height: 800 } })

		test("the seller block and the seller page mark the phone as the database holds it, and explain the team's check", async ({ page, request }) => {
			const listing = await publishedListingViaApi(request)
			const verified = phoneVerified(listing.seller.id)

			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			await expectMarks(page, 'block', { verified, checked: false })
			await visit(page, `/sellers/${listing.seller.id}`, mode.javaScriptEnabled)
			await expectMarks(page, 'page', { verified, checked: false })

			const checked = await request.post('/api/admin/bulk-action', {
				headers: bearer(await apiToken(request, ADMIN)),
				data: { action: 'VERIFY', targetType: 'USER', targetIds: [listing.seller.id], reason: 'Checked the account by phone' },
			})
			expect(checked.status(), await checked.text()).toBe(200)
			// The team's check is no verified phone.
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			await expectMarks(page, 'block', { verified, checked: true })
			await visit(page, `/sellers/${listing.seller.id}`, mode.javaScriptEnabled)
			await expectMarks(page, 'page', { verified, checked: true })
		})
	})
}
