import { expect, test } from './test.ts'
import { expectToast, MODES, testAddress, uniquePhone, visit } from './helpers.ts'
import { lastCodeTo, textsTo } from './sms-outbox.ts'

const PHONE_SCREEN = { width: 360, height: 740 }

for (const { name, javaScriptEnabled } of MODES) {
	test.describe(`phone verification ${name}`, () => {
		test.use({ javaScriptEnabled, viewport: PHONE_SCREEN })

		test('sign up on the way to saved items: a wrong code, a resend too soon, then the texted code verifies and goes on', async ({ page, request }) => {
			await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
			const phone = uniquePhone()
			await visit(page, '/register?redirectTo=/saved-items', javaScriptEnabled)
			const form = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) })
			await form.getByLabel('Your name', { exact: true }).fill('Wanjiru Buyer')
			await form.getByLabel('Email', { exact: true }).fill(`verify-${phone}@example.com`)
			await form.getByLabel('Phone number', { exact: true }).fill(phone)
			await form.getByLabel('Password', { exact: true }).fill('secret123')
			await form.getByRole('button', { name: 'Create account' }).click()

			await expect(page).toHaveURL('/verify-phone?redirectTo=%2Fsaved-items')
			await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible()
			await expect(page.getByRole('link', { name: 'Later' })).toHaveAttribute('href', '/saved-items')
			const code = lastCodeTo(phone)
			expect(textsTo(phone)).toHaveLength(1)

			await page.getByLabel('Code from the SMS').fill(code === '000000' ? '111111' : '000000')
			await page.getByRole('button', { name: 'Verify', exact: true }).click()
			await expect(page.getByText('Wrong code. Tries left: 4.')).toBeVisible()

			await page.getByRole('button', { name: 'Send a new code' }).click()
			await expect(page.getByText(/A code was sent less than a minute ago\. Please wait/)).toBeVisible()
			expect(textsTo(phone)).toHaveLength(1)

			await page.getByLabel('Code from the SMS').fill(code)
			await page.getByRole('button', { name: 'Verify', exact: true }).click()
			await expectToast(page, 'Your phone number is verified.')
			await expect(page).toHaveURL('/saved-items')
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SCREEN.width)

			const login = await request.post('/api/auth/login', { data: { phone, password: 'secret123' } })
			expect(((await login.json()) as { user: { phoneVerified: boolean } }).user.phoneVerified).toBe(true)
		})

		test('a Swahili visitor gets the SMS and the code page in Swahili', async ({ page, context, baseURL }) => {
			await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
			await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }])
			const phone = uniquePhone()
			await visit(page, '/register', javaScriptEnabled)
			const form = page.locator('form', { has: page.getByRole('button', { name: 'Fungua akaunti' }) })
			await form.getByLabel('Jina lako', { exact: true }).fill('Baraka Mnunuzi')
			await form.getByLabel('Barua pepe', { exact: true }).fill(`sw-${phone}@example.com`)
			await form.getByLabel('Nambari ya simu', { exact: true }).fill(phone)
			await form.getByLabel('Nenosiri', { exact: true }).fill('secret123')
			await form.getByRole('button', { name: 'Fungua akaunti' }).click()

			await expect(page.getByRole('heading', { name: 'Thibitisha simu yako' })).toBeVisible()
			expect(textsTo(phone).at(-1)).toMatch(/^Soko: msimbo wako ni \d{6}\. Unaisha baada ya dakika 10\./)
			await page.getByLabel('Msimbo kutoka kwenye SMS').fill(lastCodeTo(phone))
			await page.getByRole('button', { name: 'Thibitisha', exact: true }).click()
			await expect(page.getByRole('region', { name: 'Arifa (F8)' }).getByRole('status')).toContainText('Nambari yako ya simu imethibitishwa.')
		})
	})
}
