import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { adminLoginForm, bearer, expectToast, listingInput, MODES, registerViaApi, testPhoto, uploadViaApi, visit, type TestUser } from './helpers.ts'

/**
 * Issue 12 §2 and §4: a scam listing (another seller's photo, brightened and made smaller; a deposit asked before
 * viewing) shows the admin its indicators with the two photos side by side; the admin opens a case from it, works on
 * it, and reads the seller's insights and trust score. With and without JavaScript.
 */

/** A product-like picture with structure (a flat one has no perceptual hash): shapes on a gradient, always the same. */
async function structuredPhoto(name: string) {
	const { default: sharp } = await import('sharp')
	const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
		<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4efe6"/><stop offset="1" stop-color="#9aa7b0"/></linearGradient></defs>
		<rect width="800" height="600" fill="url(#g)"/>
		<rect x="260" y="90" width="230" height="420" rx="30" fill="#1d2b3a"/>
		<rect x="280" y="130" width="190" height="330" fill="#4f8fcf"/>
		<circle cx="375" cy="485" r="14" fill="#ddd"/>
		<circle cx="620" cy="150" r="70" fill="#c0392b"/>
	</svg>`
	const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
	return { name, mimeType: 'image/jpeg', buffer }
}

async function listingWithPhoto(request: APIRequestContext, seller: TestUser, input: ReturnType<typeof listingInput>, photo: Awaited<ReturnType<typeof structuredPhoto>>) {
	// Two photos are the minimum; the second is plain (a flat picture has no perceptual hash, so it matches nothing).
	const photos = [(await uploadViaApi(request, seller.token, photo)).public_id, (await uploadViaApi(request, seller.token, await testPhoto('plain.jpg', '#c33'))).public_id]
	const res = await request.post('/api/listings', { headers: bearer(seller.token), data: { ...input, photos } })
	expect(res.status(), await res.text()).toBe(201)
	return ((await res.json()) as { id: number }).id
}

/** Reloads the Fraud tab until the listing's alert shows (assessment and polling are not instant). */
async function alertCard(page: Page, title: string) {
	const card = page.locator('.fraud-alert', { has: page.getByRole('link', { name: title }) })
	await expect(async () => {
		await page.reload()
		await expect(card).toBeVisible({ timeout: 1_000 })
	}).toPass({ timeout: 20_000 })
	return card
}

test.describe('the admin fraud tools', () => {
	test.describe.configure({ mode: 'serial' })

	for (const mode of MODES) {
		test.describe(mode.name, () => {
			test.use({ javaScriptEnabled: mode.javaScriptEnabled })

			let originalId = 0
			let scamId = 0
			let scamTitle = ''
			let scammer: TestUser

			test.beforeAll(async ({ request }) => {
				const { default: sharp } = await import('sharp')
				const honest = await registerViaApi(request)
				scammer = await registerViaApi(request)
				const photo = await structuredPhoto('phone.jpg')
				originalId = await listingWithPhoto(request, honest, listingInput(), photo)
				// The copy: made smaller, brightened and compressed again, as a scammer saves it from the other listing.
				const copy = await sharp(photo.buffer).resize(600).modulate({ brightness: 1.1 }).jpeg({ quality: 60 }).toBuffer()
				scamTitle = `iPhone 13 Pro ${listingInput().title.split(' ').pop()}`
				scamId = await listingWithPhoto(
					request,
					scammer,
					{ ...listingInput(scamTitle), description: 'Brand new, sealed. Send a deposit first by M-PESA and I dispatch by courier, no viewing.' },
					{ ...photo, name: 'copy.jpg', buffer: copy },
				)
			})

			test('a scam listing shows its indicators and the photo evidence; a case is opened from it and worked on', async ({ page }) => {
				const js = mode.javaScriptEnabled
				await adminLoginForm(page, js)
				await expect(page).toHaveURL('/admin')
				await visit(page, '/admin/fraud', js)
				const card = await alertCard(page, scamTitle)

				await expect(card.locator('.badge')).toHaveText(/^(MEDIUM|HIGH|CRITICAL) · \d+\/100$/)
				await expect(card.getByRole('listitem').filter({ hasText: "Photo near-identical to another seller's" })).toBeVisible()
				await expect(card.getByText(/deposit/i).first()).toBeVisible()
				// The pair with the honest seller's listing (the other test mode's listings carry the same photo: pairs too).
				const pair = card
					.getByRole('list', { name: 'Photos seen before' })
					.getByRole('listitem')
					.filter({ has: page.getByRole('link', { name: `Other listing #${originalId}` }) })
				await expect(pair.getByRole('img', { name: 'This listing’s photo' })).toBeVisible()
				await expect(pair.getByRole('img', { name: 'The other seller’s photo' })).toBeVisible()

				await card.getByRole('link', { name: `Open a case about ${scamTitle}` }).click()
				const form = page.locator('#new-case form')
				await expect(form.getByLabel('Title')).toHaveValue(`Listing #${scamId}: ${scamTitle}`)
				await expect(form.getByLabel('Related listing ID')).toHaveValue(String(scamId))
				await expect(form.getByLabel('Related user ID')).toHaveValue(String(scammer.id))
				await expect(form.getByLabel('Description')).toHaveValue(/Photo near-identical to another seller's/)

				// A related user that doesn't exist is refused by its field, with what was typed kept.
				await form.getByLabel('Related user ID').fill('99999999')
				await form.getByRole('button', { name: 'Create case' }).click()
				await expect(page.locator('#new-case form').getByText('User not found')).toBeVisible()
				await expect(page.locator('#new-case form').getByLabel('Title')).toHaveValue(`Listing #${scamId}: ${scamTitle}`)
				await page.locator('#new-case form').getByLabel('Related user ID').fill(String(scammer.id))
				await page.locator('#new-case form').getByRole('button', { name: 'Create case' }).click()

				await expect(page).toHaveURL(/\/admin\/fraud\/cases\/\d+$/)
				await expectToast(page, 'Case opened')
				await expect(page.getByRole('heading', { name: new RegExp(`^Case #\\d+: Listing #${scamId}: `) })).toBeVisible()
				await expect(page.locator('.case-OPEN')).toHaveText('OPEN')

				// Resolving needs a resolution; the refusal says so and writes nothing.
				await page.getByLabel('Status').selectOption('RESOLVED')
				await page.getByRole('button', { name: 'Save case' }).click()
				await expect(page.getByText('A resolution is required to mark a case RESOLVED')).toBeVisible()
				await expect(page.locator('.case-OPEN')).toHaveText('OPEN')

				await page.getByLabel('Status').selectOption('INVESTIGATING')
				await page.getByLabel('Add evidence').fill('Same photo as the other listing; seller asks for a deposit.')
				await page.getByRole('button', { name: 'Save case' }).click()
				await expectToast(page, 'Case updated')
				await expect(page.locator('.case-INVESTIGATING')).toHaveText('INVESTIGATING')
				await expect(page.getByRole('region', { name: 'Evidence (1)' })).toContainText('Same photo as the other listing')

				await page.getByRole('link', { name: `User #${scammer.id}: insights and trust score` }).click()
				await expect(page.getByRole('heading', { name: /^Trust score: \d+\/100$/ })).toBeVisible()
				await expect(page.getByRole('cell', { name: 'Every account starts at 25' })).toBeVisible()
				await expect(page.locator('.case-history')).toContainText('Account registered')
				await page.getByRole('button', { name: 'Calculate trust score' }).click()
				await expectToast(page, /Trust score calculated: \d+\/100/)
			})
		})
	}
})
