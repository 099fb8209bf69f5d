import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, SELLER, expectToast, logInViaApi, mainNav, skipBrowserValidation, testAddress, uniquePhone, verifyPhoneOnPage, visit, waitForHydration } from './helpers.ts'

/*
 * Note on failed logins: the server slows down an address after 5 failed logins (and every test browser comes from
 * 127.0.0.1), so the whole suite makes only two failing login attempts (the wrong-password tests). "Bad sign-up
 * input creates nothing" is proved by registering that same phone number successfully afterwards instead.
 */

async function expectLoggedInAs(page: Page, phone: string) {
	const nav = await mainNav(page)
	await expect(nav.getByRole('listitem').filter({ hasText: 'Logged in as' })).toHaveText(`Logged in as ${phone}`)
	await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible()
	await expect(nav.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0)
}

async function expectLoggedOut(page: Page) {
	// The menu closes itself when a navigation lands: opened while the logout's redirect was still loading, it is shut
	// again by the time the header shows Login. Open it again until it shows.
	let nav = page.getByRole('navigation', { name: 'Main' })
	await expect(async () => {
		nav = await mainNav(page)
		await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible({ timeout: 1_000 })
	}).toPass({ timeout: 10_000 })
	await expect(nav.getByRole('button', { name: 'Logout' })).toHaveCount(0)
	await expect(nav.getByText('Logged in as')).toHaveCount(0)
}

function registerForm(page: Page) {
	return page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) })
}

function loginForm(page: Page) {
	return page.locator('main form', { has: page.getByRole('button', { name: 'Login', exact: true }) })
}

for (const mode of MODES) {
	test.describe(`auth pages ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('register a new buyer: toast, the code texted to the phone verifies it, header shows the phone and Logout', async ({ page, request }) => {
			// Code SMS are limited per address: this visitor is on a phone of its own.
			await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
			const phone = uniquePhone()
			await visit(page, '/register', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { name: 'Welcome to Soko' })).toBeVisible()
			const form = registerForm(page)
			await form.getByLabel('Your name', { exact: true }).fill('Achieng Buyer')
			await form.getByLabel('Email', { exact: true }).fill(`buyer-${phone}@example.com`)
			await form.getByLabel('Phone number', { exact: true }).fill(phone)
			await form.getByLabel('Password', { exact: true }).fill('secret123')
			await expect(form.getByRole('radio', { name: 'Buy' })).toBeChecked()
			await form.getByRole('button', { name: 'Create account' }).click()

			await expectToast(page, 'Account created successfully')
			await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible()
			await expect(page.getByText(`Enter the 6-digit code we sent by SMS to ${phone}.`)).toBeVisible()
			await verifyPhoneOnPage(page, phone)
			await expect(page).toHaveURL('/')
			await expectLoggedInAs(page, phone)

			const login = await request.post('/api/auth/login', { data: { phone, password: 'secret123' } })
			expect(login.status()).toBe(200)
			expect(((await login.json()) as { user: { role: string; phoneVerified: boolean } }).user).toMatchObject({ role: 'BUYER', phoneVerified: true })
		})

		test('register with bad input shows field errors and creates nothing', async ({ page }) => {
			await visit(page, '/register', mode.javaScriptEnabled)
			let form = registerForm(page)
			await skipBrowserValidation(form)
			await form.getByLabel('Email', { exact: true }).fill('not-an-email')
			await form.getByLabel('Phone number', { exact: true }).fill('0712')
			await form.getByLabel('Password', { exact: true }).fill('123')
			await form.getByRole('button', { name: 'Create account' }).click()

			await expect(form.getByText('Please enter your name')).toBeVisible()
			await expect(form.getByText('Please enter a valid email address')).toBeVisible()
			await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible()
			await expect(form.getByText('Please enter a Kenyan mobile number, e.g. 0712 345 678')).toBeVisible()
			await expect(page).toHaveURL(/\/register/)
			await expect(form.getByLabel('Email', { exact: true })).toHaveValue('not-an-email')

			// A valid, unused phone with the other fields still wrong is refused as well...
			const phone = uniquePhone()
			form = registerForm(page)
			await skipBrowserValidation(form)
			await form.getByLabel('Phone number', { exact: true }).fill(phone)
			await form.getByLabel('Password', { exact: true }).fill('123')
			await form.getByRole('button', { name: 'Create account' }).click()
			await expect(form.getByText('Please enter a Kenyan mobile number, e.g. 0712 345 678')).toHaveCount(0)
			await expect(form.getByText('Please enter a valid email address')).toBeVisible()
			await expect(form.getByText('Password must be at least 6 characters long')).toBeVisible()
			await expect(form.getByLabel('Phone number', { exact: true })).toHaveValue(phone)
			await expectLoggedOut(page)

			// ...and created no account: the same phone can still sign up.
			await visit(page, '/register', mode.javaScriptEnabled)
			form = registerForm(page)
			await form.getByLabel('Your name', { exact: true }).fill('Fixed Buyer')
			await form.getByLabel('Email', { exact: true }).fill(`fixed-${phone}@example.com`)
			await form.getByLabel('Phone number', { exact: true }).fill(phone)
			await form.getByLabel('Password', { exact: true }).fill('secret123')
			await form.getByRole('button', { name: 'Create account' }).click()
			await expectToast(page, 'Account created successfully')
			await expectLoggedInAs(page, phone)
		})

		test('choosing Sell registers a named SELLER, whose seller page shows the name', async ({ page, request }) => {
			const phone = uniquePhone()
			const name = `Mama Mboga ${phone.slice(-4)}`
			await visit(page, '/register', mode.javaScriptEnabled)
			const form = registerForm(page)
			await form.getByLabel('Your name', { exact: true }).fill(`  ${name} `)
			await form.getByLabel('Email', { exact: true }).fill(`seller-${phone}@example.com`)
			await form.getByLabel('Phone number', { exact: true }).fill(phone)
			await form.getByLabel('Password', { exact: true }).fill('secret123')
			await form.getByRole('radio', { name: 'Sell' }).check()
			await form.getByRole('button', { name: 'Create account' }).click()
			await expectToast(page, 'Account created successfully')
			await expectLoggedInAs(page, phone)

			// The header has no role-specific button yet, so the role is read back through the API login.
			const login = await request.post('/api/auth/login', { data: { phone, password: 'secret123' } })
			expect(login.status()).toBe(200)
			const { user } = (await login.json()) as { user: { id: number; role: string; name: string } }
			expect(user).toMatchObject({ role: 'SELLER', name })
			await visit(page, `/sellers/${user.id}`, mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
		})

		test('on the way to selling, Sign Up starts on Sell; otherwise on Buy', async ({ page }) => {
			await visit(page, '/register?redirectTo=/sell/new', mode.javaScriptEnabled)
			await expect(registerForm(page).getByRole('radio', { name: 'Sell' })).toBeChecked()
			await visit(page, '/register?role=SELLER', mode.javaScriptEnabled)
			await expect(registerForm(page).getByRole('radio', { name: 'Sell' })).toBeChecked()
			await visit(page, '/login?redirectTo=/browse', mode.javaScriptEnabled)
			await page.getByRole('navigation', { name: 'Login or sign up' }).getByRole('link', { name: 'Sign Up' }).click()
			await expect(registerForm(page).getByRole('radio', { name: 'Buy' })).toBeChecked()
		})

		test('log in with the demo seller', async ({ page }) => {
			await visit(page, '/login', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { name: 'Welcome to Soko' })).toBeVisible()
			const form = loginForm(page)
			await form.getByLabel('Phone number', { exact: true }).fill(SELLER.phone)
			await form.getByLabel('Password', { exact: true }).fill(SELLER.password)
			await form.getByRole('button', { name: 'Login', exact: true }).click()
			await expectToast(page, 'Logged in successfully')
			await expect(page).toHaveURL('/')
			await expectLoggedInAs(page, SELLER.phone)
		})

		test('wrong password shows "Invalid phone number or password"', async ({ page }) => {
			await visit(page, '/login', mode.javaScriptEnabled)
			const form = loginForm(page)
			await form.getByLabel('Phone number', { exact: true }).fill(SELLER.phone)
			await form.getByLabel('Password', { exact: true }).fill('not-the-password')
			await form.getByRole('button', { name: 'Login', exact: true }).click()
			await expect(page.getByText('Invalid phone number or password')).toBeVisible()
			await expect(page).toHaveURL(/\/login/)
			await expect(loginForm(page).getByLabel('Phone number', { exact: true })).toHaveValue(SELLER.phone)
			await expectLoggedOut(page)
		})

		test('login from /login?redirectTo=/browse lands on /browse', async ({ page }) => {
			await visit(page, '/login?redirectTo=/browse', mode.javaScriptEnabled)
			const form = loginForm(page)
			await form.getByLabel('Phone number', { exact: true }).fill(SELLER.phone)
			await form.getByLabel('Password', { exact: true }).fill(SELLER.password)
			await form.getByRole('button', { name: 'Login', exact: true }).click()
			await expect(page).toHaveURL('/browse')
			await expect(page.getByRole('heading', { name: 'Browse items' })).toBeVisible()
			await expectToast(page, 'Logged in successfully')
			await expectLoggedInAs(page, SELLER.phone)
		})

		test('log out: back on / with Login shown, and the session is gone', async ({ page, context, request, baseURL }) => {
			await logInViaApi(request, context, baseURL!)
			await visit(page, '/browse', mode.javaScriptEnabled)
			const nav = await mainNav(page)
			await expect(nav.getByRole('listitem').filter({ hasText: 'Logged in as' })).toHaveText(`Logged in as ${SELLER.phone}`)
			await nav.getByRole('button', { name: 'Logout' }).click()
			await expect(page).toHaveURL('/')
			await expectLoggedOut(page)
			// A logged-in visitor is sent away from /login; a logged-out one gets the form.
			await visit(page, '/login', mode.javaScriptEnabled)
			await expect(page).toHaveURL(/\/login/)
			await expect(loginForm(page)).toBeVisible()
		})
	})
}

test.describe('auth dialog (with JS)', () => {
	test('header Login opens "Welcome to Soko" with Login / Sign Up tabs, and logging in there works', async ({ page }) => {
		await page.goto('/browse')
		await waitForHydration(page)
		const nav = await mainNav(page)
		await nav.getByRole('link', { name: 'Login', exact: true }).click()

		const dialog = page.getByRole('dialog', { name: 'Welcome to Soko' })
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL('/browse')
		const tabs = dialog.getByRole('navigation', { name: 'Login or sign up' })
		await expect(tabs.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page')
		await tabs.getByRole('link', { name: 'Sign Up' }).click()
		await expect(tabs.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('aria-current', 'page')
		await expect(dialog.getByLabel('Email', { exact: true })).toBeVisible()
		await expect(dialog.getByRole('button', { name: 'Create account' })).toBeVisible()
		await tabs.getByRole('link', { name: 'Login' }).click()
		await expect(dialog.getByLabel('Email', { exact: true })).toHaveCount(0)

		await dialog.getByLabel('Phone number', { exact: true }).fill(SELLER.phone)
		await dialog.getByLabel('Password', { exact: true }).fill(SELLER.password)
		await dialog.getByRole('button', { name: 'Login', exact: true }).click()

		await expectToast(page, 'Logged in successfully')
		await expect(dialog).toBeHidden()
		await expect(page).toHaveURL('/browse')
		await expectLoggedInAs(page, SELLER.phone)
	})
})

test.describe('Start Selling sign-up dialog (with JS)', () => {
	test('Start Selling opens Sign Up with Sell chosen; the new seller lands on the sell form under their name', async ({ page, request }) => {
		await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
		await page.goto('/')
		await waitForHydration(page)
		await page.locator('.hero').getByRole('link', { name: 'Start Selling' }).click()
		const dialog = page.getByRole('dialog', { name: 'Welcome to Soko' })
		await expect(dialog.getByRole('radio', { name: 'Sell' })).toBeChecked()

		const phone = uniquePhone()
		const name = `Duka la Juma ${phone.slice(-4)}`
		await dialog.getByLabel('Your name', { exact: true }).fill(name)
		await dialog.getByLabel('Email', { exact: true }).fill(`dialog-${phone}@example.com`)
		await dialog.getByLabel('Phone number', { exact: true }).fill(phone)
		await dialog.getByLabel('Password', { exact: true }).fill('secret123')
		await dialog.getByRole('button', { name: 'Create account' }).click()
		await expectToast(page, 'Account created successfully')
		await verifyPhoneOnPage(page, phone)
		await expect(page).toHaveURL(/\/sell\/new/)

		const login = await request.post('/api/auth/login', { data: { phone, password: 'secret123' } })
		expect(((await login.json()) as { user: { role: string; name: string } }).user).toMatchObject({ role: 'SELLER', name })
	})
})
