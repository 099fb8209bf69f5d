import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, expectToast, mainNav, publishedListings, testAddress, uniquePhone, verifyPhoneOnPage, visit } from './helpers.ts'

/*
 * Issue 25: a Kenyan number typed the way people write it works at sign-up and login (the field takes
 * "+254 7xx xxx xxx" whole), and a refused sign-up still goes back where the person was going. On a 360 px phone.
 */

/** 01ABCDEFGH as "+254 1AB CDE FGH" and as "01AB-CDE-FGH". */
const spaced = (phone: string) => `+254 ${phone.slice(1, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`
const dashed = (phone: string) => `${phone.slice(0, 4)}-${phone.slice(4, 7)}-${phone.slice(7)}`

function registerForm(page: Page) {
	return page.locator('main form', { has: page.getByRole('button', { name: 'Create account' }) })
}

function loginForm(page: Page) {
	return page.locator('main form', { has: page.getByRole('button', { name: 'Login', exact: true }) })
}

/** Types the number key by key, as a person does: a too-short maxlength would cut it. */
async function typePhone(form: Locator, written: string) {
	const field = form.getByLabel('Phone number', { exact: true })
	await field.pressSequentially(written)
	await expect(field).toHaveValue(written)
}

async function fillSignUp(form: Locator, phone: string, written: string, password: string) {
	await form.getByLabel('Your name', { exact: true }).fill('Wanjiru Buyer')
	await form.getByLabel('Email', { exact: true }).fill(`buyer-${phone}@example.com`)
	await typePhone(form, written)
	await form.getByLabel('Password', { exact: true }).fill(password)
}

async function expectLoggedInAs(page: Page, phone: string) {
	const nav = await mainNav(page)
	await expect(nav.getByRole('listitem').filter({ hasText: 'Logged in as' })).toHaveText(`Logged in as ${phone}`)
}

for (const mode of MODES) {
	test.describe(`phone numbers as Kenyans write them ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 360, height: 800 } })

		for (const [signUpAs, logInAs, title] of [
			[spaced, dashed, 'sign up with +254 1xx xxx xxx, log in with 01xx-xxx-xxx'],
			[dashed, spaced, 'sign up with 01xx-xxx-xxx, log in with +254 1xx xxx xxx'],
		] as const) {
			test(title, async ({ page, context }) => {
				// Code SMS are limited per address: this visitor is on a phone of its own.
				await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
				const phone = uniquePhone()
				await visit(page, '/register', mode.javaScriptEnabled)
				const form = registerForm(page)
				await fillSignUp(form, phone, signUpAs(phone), 'secret123')
				await form.getByRole('button', { name: 'Create account' }).click()
				await expectToast(page, 'Account created successfully')
				await verifyPhoneOnPage(page, phone)
				await expectLoggedInAs(page, phone)

				await context.clearCookies()
				await visit(page, '/login', mode.javaScriptEnabled)
				const login = loginForm(page)
				await typePhone(login, logInAs(phone))
				await login.getByLabel('Password', { exact: true }).fill('secret123')
				await login.getByRole('button', { name: 'Login', exact: true }).click()
				await expectToast(page, 'Logged in successfully')
				await expectLoggedInAs(page, phone)
			})
		}

		test('a refused sign-up keeps where the buyer was going: Save on a listing, sign up, back to the Save', async ({ page, request }) => {
			await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
			const [listing] = await publishedListings(request, 1)
			await visit(page, `/listings/${listing!.id}`, mode.javaScriptEnabled)
			const main = page.locator('main')
			await main.getByRole('button', { name: /^Save / }).first().click()
			await expect(page).toHaveURL(/\/login\?redirectTo=/)
			const goingTo = new URL(page.url()).searchParams.get('redirectTo')!
			expect(goingTo).toContain(`/listings/${listing!.id}`)
			expect(goingTo).toContain('do=save')

			await page.locator('main').getByRole('link', { name: 'Sign Up' }).click()
			await expect(page).toHaveURL(`/register?${new URLSearchParams({ redirectTo: goingTo })}`)
			const phone = uniquePhone()
			let form = registerForm(page)
			await fillSignUp(form, phone, dashed(phone), '123')
			// The browser would stop a 3-character password; the server's refusal is what is tested.
			await form.evaluate((f: HTMLFormElement) => (f.noValidate = true))
			await form.getByRole('button', { name: 'Create account' }).click()
			await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible()
			await expect(form.locator('input[name="redirectTo"]')).toHaveValue(goingTo)
			await expect(page.locator('main').getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', `/login?${new URLSearchParams({ redirectTo: goingTo })}`)

			form = registerForm(page)
			await form.getByLabel('Password', { exact: true }).fill('secret123')
			await form.getByRole('button', { name: 'Create account' }).click()
			await expectToast(page, 'Account created successfully')
			// The code step keeps the way too: entered, it goes on to the Save.
			await verifyPhoneOnPage(page, phone)
			await expect(page).toHaveURL(goingTo)
			// Save after signing in is the button waiting with the focus (save-toggle.tsx): one key press saves.
			const save = main.getByRole('button', { name: new RegExp(`^Save ${listing!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
			await expect(save).toBeFocused()
			await page.keyboard.press('Enter')
			await expectToast(page, 'Saved')
			await expect(main.getByRole('button', { name: /^Saved / }).first()).toHaveAttribute('aria-pressed', 'true')
		})
	})
}
