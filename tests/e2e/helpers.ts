import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'

/** Demo accounts of the seeded throwaway database (see playwright.config.ts). */
export const SELLER = { phone: '0712345678', password: 'soko1234' }
export const BUYER = { phone: '0722345678', password: 'soko1234' }

/** Every form/page flow runs twice: with JavaScript (hydrated React Router) and without (plain HTML forms). */
export const MODES = [
	{ name: 'with JS', javaScriptEnabled: true },
	{ name: 'without JS', javaScriptEnabled: false },
] as const

let lastStamp = 0

/**
 * A phone number no other test (and no demo account: those start with 07) uses in this run: 01 + 8 digits of the
 * clock, strictly increasing within the worker.
 */
export function uniquePhone() {
	lastStamp = Math.max(lastStamp + 1, Date.now() % 100_000_000)
	return `01${String(lastStamp).padStart(8, '0')}`
}

/**
 * The header's main navigation. On a phone-sized screen it sits behind the Menu button, as a user finds it;
 * this opens the menu when it is closed.
 */
export async function mainNav(page: Page): Promise<Locator> {
	const nav = page.getByRole('navigation', { name: 'Main' })
	const menu = page.locator('header details.menu')
	if (!(await nav.isVisible()) && (await menu.isVisible())) {
		// Opened from the keyboard: a toast sits over the Menu button for a while after most form posts (and, without
		// JS, its empty area keeps covering it: see "toast does not block the header" in shell.spec.ts).
		await menu.getByLabel('Menu').focus()
		await page.keyboard.press('Enter')
	}
	await expect(nav).toBeVisible()
	return nav
}

/** The notification area (toaster), F8 region. */
export function toasts(page: Page) {
	return page.getByRole('region', { name: 'Notifications (F8)' })
}

export async function expectToast(page: Page, title: string) {
	await expect(toasts(page).getByRole('status')).toContainText(title)
}

/**
 * Lets a form reach the server with values the browser's own checks (required, minlength, type=email) would stop,
 * so the server's messages can be checked: what a user gets when the browser does no constraint validation.
 */
export async function skipBrowserValidation(form: Locator) {
	await form.evaluate((f) => {
		;(f as HTMLFormElement).noValidate = true
	})
}

/**
 * Logs in through the JSON API and puts the session cookie into the browser context: a logged-in visitor without
 * spending a UI login (each call is its own session, so logging out in one test never affects another).
 */
export async function logInViaApi(request: APIRequestContext, context: BrowserContext, baseURL: string, user = SELLER) {
	const res = await request.post('/api/auth/login', { data: user })
	expect(res.status(), await res.text()).toBe(200)
	const { token } = (await res.json()) as { token: string }
	await context.addCookies([{ name: '__session', value: token, url: baseURL }])
}

/** KSh 12,500 -> 12500 */
export function parseKsh(text: string) {
	const match = /KSh\s*([\d,]+)/.exec(text)
	if (!match) throw new Error(`not a KSh price: ${text}`)
	return Number(match[1]!.replace(/,/g, ''))
}

export type ApiListing = { id: number; title: string; description: string; price: string; category: string; location: string }

export async function publishedListings(request: APIRequestContext, limit = 5, extra = '') {
	const res = await request.get(`/api/listings?status=PUBLISHED&limit=${limit}${extra}`)
	expect(res.ok()).toBe(true)
	return (await res.json()) as ApiListing[]
}

/**
 * Waits until React has hydrated the page (its props are attached to the server-rendered DOM), so a click in a
 * "with JS" test exercises the JavaScript behaviour and not the plain-HTML fallback that runs before hydration.
 */
export async function waitForHydration(page: Page) {
	await page.waitForFunction(() => {
		const el = document.querySelector('footer form button')
		return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'))
	})
}

/** goto, then (with JavaScript on) wait for hydration. */
export async function visit(page: Page, url: string, javaScriptEnabled: boolean) {
	const response = await page.goto(url)
	if (javaScriptEnabled) await waitForHydration(page)
	return response
}
