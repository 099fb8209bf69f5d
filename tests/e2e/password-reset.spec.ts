import SQLite from 'better-sqlite3'
import { expect, test } from './test.ts'
import { expectToast, MODES, registerViaApi, testAddress, visit } from './helpers.ts'

/** The throwaway server's database (scripts/throwaway-server.ts): its mail outbox is where the reset link lands. */
const DATABASE = '.tmp/e2e/soko.db'

function lastMailTo(address: string) {
	const db = new SQLite(DATABASE, { readonly: true, fileMustExist: true })
	try {
		const row = db.prepare('SELECT body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1').get(address) as { body: string } | undefined
		return row?.body ?? null
	} finally {
		db.close()
	}
}

for (const { name, javaScriptEnabled } of MODES) {
	test.describe(`password reset ${name}`, () => {
		test.use({ javaScriptEnabled })

		test('forgot password, the mailed link, a new password, then login with it', async ({ page, request }) => {
			// Reset requests are throttled per address: this visitor is on a phone of its own.
			await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
			const user = await registerViaApi(request)
			const email = `seller-${user.phone}@example.com`

			await visit(page, '/login', javaScriptEnabled)
			await page.getByRole('link', { name: 'Forgot password?' }).click()
			await expect(page).toHaveURL(/\/forgot-password$/)
			await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible()
			await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/')
			const send = page.getByRole('button', { name: 'Send Reset Link' })
			if (javaScriptEnabled) await expect(send).toBeDisabled()
			await page.getByLabel('Email').fill(email)
			await send.click()
			await expect(page.getByRole('status').filter({ hasText: 'If an account exists for that email' })).toBeVisible()

			const body = lastMailTo(email)
			const link = /^http:\/\/\S+\/reset-password\?token=\S+$/m.exec(body ?? '')?.[0]
			expect(link, body ?? 'no mail').toBeTruthy()

			await visit(page, link!, javaScriptEnabled)
			await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible()
			const submit = page.getByRole('button', { name: 'Reset Password' })
			if (javaScriptEnabled) await expect(submit).toBeDisabled()
			await page.getByLabel('New password', { exact: true }).fill('fresh-pass-42')
			await page.getByLabel('Confirm new password').fill('fresh-pass-42')
			await submit.click()
			await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible()
			await expect(page).toHaveURL(/:\d+\/$/, { timeout: 10_000 })

			await visit(page, '/login', javaScriptEnabled)
			const form = page.locator('main form', { has: page.getByRole('button', { name: 'Login', exact: true }) })
			await form.getByLabel('Phone number', { exact: true }).fill(user.phone)
			await form.getByLabel('Password', { exact: true }).fill('fresh-pass-42')
			await form.getByRole('button', { name: 'Login', exact: true }).click()
			await expectToast(page, 'Logged in successfully')
			await expect(page).toHaveURL('/')
		})

		test('a mismatched confirmation is refused on the form', async ({ page }) => {
			await visit(page, '/reset-password?token=not-a-real-token', javaScriptEnabled)
			await page.getByLabel('New password', { exact: true }).fill('fresh-pass-42')
			await page.getByLabel('Confirm new password').fill('fresh-pass-43')
			await page.getByRole('button', { name: 'Reset Password' }).click()
			await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible()
		})

		test('without a token the page says the link is invalid and offers a new one', async ({ page }) => {
			await visit(page, '/reset-password', javaScriptEnabled)
			await expect(page.getByText('Invalid reset link. Please request a new password reset.', { exact: true })).toBeVisible()
			await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
		})
	})
}
