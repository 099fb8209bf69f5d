import { test } from './test.ts'
import { lastCodeTo } from './sms-outbox.ts'
import { devices, expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'

/** Demo accounts of the seeded throwaway database (see playwright.config.ts). */
export const SELLER = { phone: '0712345678', password: 'soko1234' }
export const BUYER = { phone: '0722345678', password: 'soko1234' }

/** Every form/page flow runs twice: with JavaScript (hydrated React Router) and without (plain HTML forms). */
export const MODES = [
	{ name: 'with JS', javaScriptEnabled: true },
	{ name: 'without JS', javaScriptEnabled: false },
] as const

let lastStamp = 0
let lastAddress = 0

/** A client address of the documentation range 198.51.100.0/24 and up, new on every call (see TRUST_PROXY in the throwaway server). */
export function testAddress() {
	lastAddress++
	return `198.51.${100 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`
}

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

export async function expectToast(page: Page, title: string | RegExp) {
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

// ---- Selling and admin (issue 3) ----

/** The administrator of the throwaway server (ADMIN_PHONE / ADMIN_PASSWORD in scripts/throwaway-server.ts). */
export const ADMIN = { phone: '0700000001', password: 'admin-e2e-pass' }

/** Phones the built-in M-PESA simulator answers with a failure; any other valid Safaricom number pays. */
export const MPESA = { pays: '0711222333', cancels: '0700001032' }

let payers = 0
/**
 * A Safaricom number of its own for each fee the helpers pay: Soko rings one phone at most 20 times an hour, and the
 * suite publishes more listings than that (the simulator pays from any number but its test ones).
 */
function nextPayingPhone() {
	payers += 1
	return `0711${String((Date.now() + payers) % 1_000_000).padStart(6, '0')}`
}

let lastWord = 0

/**
 * A word no other listing has (letters only, so search finds it as a word): "Zq" + nine letters from the clock, a new
 * one on every call within the worker.
 */
export function uniqueWord() {
	lastWord = Math.max(lastWord + 1, Date.now())
	// Scrambled (times an odd number prime to 13, modulo 26^9: still one word per number), so two words made a moment
	// apart differ in most letters: search reads a near miss as a typo ("tecon" is "tecno") and would match them.
	let n = Number((BigInt(lastWord) * 2654435761n) % 26n ** 9n)
	let word = ''
	for (let i = 0; i < 9; i++) {
		word = String.fromCharCode(97 + (n % 26)) + word
		n = Math.floor(n / 26)
	}
	return `Zq${word}`
}

/** A photo for a file input or an upload: a plain-coloured JPEG made with sharp (a different colour, a different file). */
export async function testPhoto(name = 'photo.jpg', background = '#2a7', size = { width: 800, height: 600 }) {
	const { default: sharp } = await import('sharp')
	const buffer = await sharp({ create: { ...size, channels: 3, background } }).jpeg().toBuffer()
	return { name, mimeType: 'image/jpeg', buffer }
}

/** A photo as a phone camera makes it: 4000x3000 and megabytes (noise compresses badly, like real detail). */
export async function cameraPhoto(name: string) {
	const { default: sharp } = await import('sharp')
	const buffer = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 10 } } })
		.jpeg({ quality: 85 })
		.toBuffer()
	return { name, mimeType: 'image/jpeg', buffer }
}

export async function testPhotos(count: number) {
	const colours = ['#2a7', '#c33', '#36c', '#fb0', '#939', '#0aa']
	return Promise.all(Array.from({ length: count }, (_, i) => testPhoto(`photo-${i + 1}.jpg`, colours[i % colours.length])))
}

/** A Bearer token for the JSON API. */
export async function apiToken(request: APIRequestContext, user: { phone: string; password: string }) {
	const res = await request.post('/api/auth/login', { data: user })
	expect(res.status(), await res.text()).toBe(200)
	return ((await res.json()) as { token: string }).token
}

export function bearer(token: string) {
	return { authorization: `Bearer ${token}` }
}

export type TestUser = { id: number; phone: string; password: string; token: string }

/**
 * A new account (SELLER unless told), registered through the API: its own data, its own session token. Its phone is
 * verified with the code texted to it (read from the outbox), as a real person's would be before selling, offering or
 * messaging; `verified: false` leaves it waiting for the code.
 */
export async function registerViaApi(
	request: APIRequestContext,
	role: 'SELLER' | 'BUYER' = 'SELLER',
	{ verified = true }: { verified?: boolean } = {},
): Promise<TestUser> {
	const phone = uniquePhone()
	const password = 'secret123'
	// From its own address, as a new user on their own phone would be: registrations are rate limited per address.
	const res = await request.post('/api/auth/register', {
		data: { email: `${role.toLowerCase()}-${phone}@example.com`, phone, password, role },
		headers: { 'x-forwarded-for': testAddress() },
	})
	expect(res.status(), await res.text()).toBe(201)
	const body = (await res.json()) as { token: string; user: { id: number } }
	if (verified) {
		const verify = await request.post('/api/auth/verify-phone', { headers: bearer(body.token), data: { code: lastCodeTo(phone) } })
		expect(verify.status(), await verify.text()).toBe(200)
	}
	return { id: body.user.id, phone, password, token: body.token }
}

/** On /verify-phone after signing up through the pages: the code texted to `phone` (read from the outbox), entered. */
export async function verifyPhoneOnPage(page: Page, phone: string) {
	await expect(page).toHaveURL(/\/verify-phone\?/)
	await page.getByLabel('Code from the SMS').fill(lastCodeTo(phone))
	await page.getByRole('button', { name: 'Verify', exact: true }).click()
	await expectToast(page, 'Your phone number is verified.')
}

/** Puts a session token into a browser context as the `__session` cookie: that browser is now logged in. */
export async function useSession(context: BrowserContext, baseURL: string, token: string) {
	await context.addCookies([{ name: '__session', value: token, url: baseURL }])
}

export type UploadedPhoto = { public_id: string; url: string; secure_url: string }

export async function uploadViaApi(request: APIRequestContext, token: string, photo: { name: string; mimeType: string; buffer: Buffer }) {
	const res = await request.post('/api/upload-image', { headers: bearer(token), multipart: { image: photo } })
	expect(res.status(), await res.text()).toBe(201)
	return (await res.json()) as UploadedPhoto
}

export type ListingInput = { title: string; description: string; category: string; subcategory?: string; price: string; location: string; condition: string; reason: string }

export function listingInput(title = `Test item ${uniqueWord()}`): ListingInput {
	return {
		title,
		description: 'A sturdy item in good working order, kept indoors and used with care. Collection in town only.',
		category: 'electronics',
		price: '12500',
		location: 'Nairobi',
		condition: 'GOOD',
		reason: 'Moving house and cannot take it along.',
	}
}

/** A listing created as `token`'s user through the API: two uploaded photos, then POST /api/listings. PENDING_APPROVAL. */
export async function createListingViaApi(request: APIRequestContext, token: string, input: ListingInput = listingInput()) {
	const photos = []
	for (const photo of await testPhotos(2)) photos.push((await uploadViaApi(request, token, photo)).public_id)
	const res = await request.post('/api/listings', { headers: bearer(token), data: { ...input, photos } })
	expect(res.status(), await res.text()).toBe(201)
	const { id } = (await res.json()) as { id: number }
	return { id, ...input, photos }
}

/** POST /api/listings/:id/approve as the administrator. */
export async function approveViaApi(request: APIRequestContext, listingId: number) {
	const res = await request.post(`/api/listings/${listingId}/approve`, { headers: bearer(await apiToken(request, ADMIN)), data: {} })
	expect(res.status(), await res.text()).toBe(200)
	return (await res.json()) as { status: string }
}

/** A listing, live: created, its fee paid in the M-PESA simulator and approved, all through the API (a new seller unless given). */
export async function publishedListingViaApi(request: APIRequestContext, input: ListingInput = listingInput(), seller?: TestUser) {
	seller ??= await registerViaApi(request)
	const listing = await createListingViaApi(request, seller.token, input)
	const pay = await request.post('/api/payments/mpesa-initiate', { headers: bearer(seller.token), data: { listing_id: listing.id, phone: nextPayingPhone() } })
	expect(pay.ok(), await pay.text()).toBe(true)
	await approveViaApi(request, listing.id)
	await expect.poll(() => listingStatusViaApi(request, seller.token, listing.id), { timeout: 15_000 }).toBe('PUBLISHED')
	return { ...listing, seller }
}

/** A listing's status as its seller (or an admin) sees it, through the API. */
export async function listingStatusViaApi(request: APIRequestContext, token: string, listingId: number) {
	const res = await request.get(`/api/listings/${listingId}`, { headers: bearer(token) })
	expect(res.status(), await res.text()).toBe(200)
	return ((await res.json()) as { status: string }).status
}

/**
 * The pay page after a payment was started, without JavaScript: it refreshes itself every 10 s while waiting;
 * a user who doesn't want to wait follows "Refresh status". Follows it (or reloads) until `heading` shows, bounded.
 */
export async function refreshUntil(page: Page, heading: string, timeout = 15_000) {
	await expect(async () => {
		const refresh = page.getByRole('link', { name: 'Refresh status' })
		if (await refresh.isVisible()) await refresh.click()
		else await page.reload()
		await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 1_000 })
	}).toPass({ timeout, intervals: [250, 500, 1_000] })
}

/** Another person on another phone: a fresh browser context like the test's own (Pixel 5), with or without JS. */
export function newVisitor(browser: Browser, baseURL: string, javaScriptEnabled = true) {
	return browser.newContext({ ...devices['Pixel 5'], baseURL, javaScriptEnabled })
}

/** A published listing of the demo seller, read as that seller (who alone gets their own full phone from the API). */
export async function demoSellerListing(request: APIRequestContext) {
	const login = await request.post('/api/auth/login', { data: SELLER })
	expect(login.status()).toBe(200)
	const { token, user } = (await login.json()) as { token: string; user: { id: number } }
	const res = await request.get(`/api/listings/seller/${user.id}`, { headers: bearer(token) })
	expect(res.status()).toBe(200)
	const listings = (await res.json()) as { id: number; title: string; status: string; seller_phone: string }[]
	const listing = listings.find((l) => l.status === 'PUBLISHED')!
	expect(listing.seller_phone).toBe(SELLER.phone)
	return listing
}

/** Signs in through the login page's form, where a visitor's action that needs an account sent them. */
export async function logInOnLoginPage(page: Page, user: { phone: string; password: string }) {
	const form = page.locator('main form', { has: page.getByRole('button', { name: 'Login', exact: true }) })
	await form.getByLabel('Phone number', { exact: true }).fill(user.phone)
	await form.getByLabel('Password', { exact: true }).fill(user.password)
	await form.getByRole('button', { name: 'Login', exact: true }).click()
}

/**
 * Listings a test published (add their ids), deleted after each test of the file even when it failed half-way, so the
 * newest published listings stay the seeded ones (listing.spec.ts expects a demo seller's 07... phone on them).
 */
export function deletePublishedAfterEach() {
	const published = new Set<number>()
	test.afterEach(async ({ request }) => {
		if (!published.size) return
		const headers = bearer(await apiToken(request, ADMIN))
		for (const id of published) await request.delete(`/api/admin/listings/${id}`, { headers })
		published.clear()
	})
	return published
}

/** Logs in at /admin-login through its form, as the administrator (or whoever is given). */
export async function adminLoginForm(page: Page, javaScriptEnabled: boolean, user = ADMIN) {
	await visit(page, '/admin-login', javaScriptEnabled)
	await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible()
	const form = page.locator('main form', { has: page.getByRole('button', { name: 'Sign In' }) })
	await form.getByLabel('Phone number', { exact: true }).fill(user.phone)
	await form.getByLabel('Password', { exact: true }).fill(user.password)
	await form.getByRole('button', { name: 'Sign In' }).click()
	return form
}

/** Until the service worker (app/sw/sw.ts) controls the page, nothing goes through it. */
export async function underServiceWorker(page: Page) {
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}
