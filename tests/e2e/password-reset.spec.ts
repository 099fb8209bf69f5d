import SQLite from 'better-sqlite3'
import { expect, test } from './test.ts'
import { expectToast, MODES, registerViaApi, testAddress, visit } from './helpers.ts'
import { lastCodeTo } from './sms-outbox.ts'
import { serverSlot } from './server-slot.ts'

/** The throwaway server's database (scripts/throwaway-server.ts): its mail outbox is where the reset link lands. */
const DATABASE = serverSlot().database

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
			const send = page.getByRole('button', { name: 'Send', exact: true })
			if (javaScriptEnabled) await expect(send).toBeDisabled()
			await page.getByLabel('Phone number or email').fill(email)
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

		test('a link that can no longer be used says so before a password is typed', async ({ page }) => {
			await visit(page, '/reset-password?token=not-a-real-token', javaScriptEnabled)
			await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid, expired or already used.' })).toBeVisible()
			await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
			await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password')
		})

		test('a mismatched confirmation is refused on the form', async ({ page, request }) => {
			const user = await registerViaApi(request)
			const email = `seller-${user.phone}@example.com`
			const asked = await request.post('/api/auth/forgot-password', { data: { email }, headers: { 'x-forwarded-for': testAddress() } })
			expect(asked.ok()).toBe(true)
			const link = /^http:\/\/\S+\/reset-password\?token=\S+$/m.exec(lastMailTo(email) ?? '')?.[0]
			await visit(page, link!, javaScriptEnabled)
			await page.getByLabel('New password', { exact: true }).fill('fresh-pass-42')
			await page.getByLabel('Confirm new password').fill('fresh-pass-43')
			await page.getByRole('button', { name: 'Reset Password' }).click()
			await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible()
		})

		test.describe('on a phone', () => {
			test.use({ viewport: { width: 360, height: 740 } })

			test('recovery by phone: the verified number, the code texted to it, a new password', async ({ page, request }) => {
				await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
				const user = await registerViaApi(request, 'BUYER')
				await visit(page, '/forgot-password', javaScriptEnabled)
				await page.getByLabel('Phone number or email').fill(`+254 ${user.phone.slice(1, 4)} ${user.phone.slice(4, 7)} ${user.phone.slice(7)}`)
				await page.getByRole('button', { name: 'Send', exact: true }).click()
				await expect(page).toHaveURL(`/reset-password?phone=${user.phone}`)
				await expect(page.getByRole('status').filter({ hasText: 'If an account has this number, we have sent it a code by SMS.' })).toBeVisible()
				await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(user.phone)
				await page.getByLabel('Code from the SMS').fill(lastCodeTo(user.phone))
				await page.getByLabel('New password', { exact: true }).fill('fresh-pass-42')
				await page.getByLabel('Confirm new password').fill('fresh-pass-42')
				await page.getByRole('button', { name: 'Reset Password' }).click()
				await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible()

				const login = await request.post('/api/auth/login', { data: { phone: user.phone, password: 'fresh-pass-42' } })
				expect(login.status()).toBe(200)
				// The session the account had before the reset is over.
				expect((await request.get('/api/buyer/profile', { headers: { authorization: `Bearer ${user.token}` } })).status()).toBe(401)
			})
		})
	})
}
