import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, expectToast, logInOnLoginPage, mainNav, registerViaApi, useSession, visit } from './helpers.ts'

/** Presses a button from the keyboard: a toast may sit over the top of the page for a while after a post. */
async function press(button: Locator) {
	await button.focus()
	await button.page().keyboard.press('Enter')
}

/** The first card on /browse, and its title. */
async function firstCard(page: Page) {
	const card = page.locator('main article.card').first()
	const title = (await card.getByRole('heading').textContent())!.trim()
	return { card, title }
}

function saveButton(scope: Locator, title: string) {
	return scope.getByRole('button', { name: new RegExp(`^Saved? ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
}

/** With JavaScript, the answer comes in place: mark the window, and check later that it is the same page. */
async function markPage(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }))
}
async function expectSamePage(page: Page, javaScriptEnabled: boolean) {
	if (javaScriptEnabled) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
}

for (const mode of MODES) {
	test.describe(`saved items ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('save and unsave from /browse; the saved page lists it; Remove there leaves "No saved items yet"', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/browse', mode.javaScriptEnabled)
			const { card, title } = await firstCard(page)
			const save = saveButton(card, title)
			await expect(save).toHaveAttribute('aria-pressed', 'false')

			await markPage(page, mode.javaScriptEnabled)
			await press(save)
			await expectToast(page, 'Saved')
			await expect(saveButton(page.locator('main article.card').first(), title)).toHaveAttribute('aria-pressed', 'true')
			await expect(page).toHaveURL('/browse')
			await expectSamePage(page, mode.javaScriptEnabled)

			await press(saveButton(page.locator('main article.card').first(), title))
			await expectToast(page, 'Removed from saved')
			await expect(saveButton(page.locator('main article.card').first(), title)).toHaveAttribute('aria-pressed', 'false')
			await press(saveButton(page.locator('main article.card').first(), title))
			await expect(saveButton(page.locator('main article.card').first(), title)).toHaveAttribute('aria-pressed', 'true')

			// It stays saved: the API and the page agree (with JavaScript the button turns at once, the post lands after).
			const savedTitles = async () => {
				const api = await request.get('/api/recommendations/saved', { headers: { authorization: `Bearer ${buyer.token}` } })
				return ((await api.json()) as { title: string }[]).map((l) => l.title)
			}
			await expect.poll(savedTitles).toEqual([title])

			await (await mainNav(page)).getByRole('link', { name: 'Saved', exact: true }).click()
			await expect(page).toHaveURL('/saved-items')
			await expect(page.getByRole('heading', { name: 'Saved Items', level: 1 })).toBeVisible()
			const saved = page.locator('main article', { has: page.getByRole('heading', { name: title }) })
			await expect(saved.getByText('Saved', { exact: true })).toBeVisible()
			await expect(saved.getByText(/^KSh [\d,]+$/)).toBeVisible()
			await expect(saved.getByText(/ago$/)).toBeVisible()
			await expect(saved.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', /^\/listings\/\d+$/)

			await press(saved.getByRole('button', { name: `Remove ${title} from saved items` }))
			await expectToast(page, 'Removed from saved')
			await expect(page.getByRole('heading', { name: 'No saved items yet' })).toBeVisible()
		})

		test('save and unsave on the listing page', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/browse', mode.javaScriptEnabled)
			const { card, title } = await firstCard(page)
			const href = (await card.getByRole('link', { name: title }).getAttribute('href'))!
			await visit(page, href, mode.javaScriptEnabled)
			const main = page.getByRole('main')
			await markPage(page, mode.javaScriptEnabled)
			await press(saveButton(main, title))
			await expectToast(page, 'Saved')
			await expect(saveButton(main, title)).toHaveAttribute('aria-pressed', 'true')
			await expect(saveButton(main, title)).toContainText('Saved')
			await expect(page).toHaveURL(href)
			await expectSamePage(page, mode.javaScriptEnabled)

			await visit(page, '/saved-items', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { name: title })).toBeVisible()

			await visit(page, href, mode.javaScriptEnabled)
			await expect(saveButton(main, title)).toHaveAttribute('aria-pressed', 'true')
			await press(saveButton(main, title))
			await expectToast(page, 'Removed from saved')
			await expect(saveButton(main, title)).toHaveAttribute('aria-pressed', 'false')
			await visit(page, '/saved-items', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { name: 'No saved items yet' })).toBeVisible()
		})

		test('signed out, Save asks to log in and comes back with the Save still to do', async ({ page, request }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await visit(page, '/browse', mode.javaScriptEnabled)
			const { card, title } = await firstCard(page)
			const id = /\/listings\/(\d+)/.exec((await card.getByRole('link', { name: title }).getAttribute('href'))!)![1]
			await press(saveButton(card, title))
			await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/browse?listing=${id}&do=save`)}`)
			await expectToast(page, 'You need to be signed in to save items')

			await logInOnLoginPage(page, buyer)
			await expect(page).toHaveURL(`/browse?listing=${id}&do=save`)
			const waiting = saveButton(page.locator('main article.card').first(), title)
			await expect(waiting).toBeFocused()
			await page.keyboard.press('Enter')
			await expectToast(page, 'Saved')
			await expect(saveButton(page.locator('main article.card').first(), title)).toHaveAttribute('aria-pressed', 'true')
		})

		test('a visitor going to /saved-items is sent home', async ({ page }) => {
			await visit(page, '/saved-items', mode.javaScriptEnabled)
			await expect(page).toHaveURL('/')
		})
	})
}
