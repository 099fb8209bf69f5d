import { expect, test } from './test.ts'
import { MODES, MPESA, createListingViaApi, listingInput, registerViaApi, skipBrowserValidation, testPhotos, useSession, visit } from './helpers.ts'

/*
 * Issue 13 §3: a seller whose phone speaks Swahili sells in Swahili, with JavaScript and without: the create form, its
 * server-made messages (the summary naming the missing field, said whole), the dashboard, and the M-PESA fee page with
 * its toast and the payment's outcome. The console guard of ./test.ts fails on a hydration mismatch.
 */
for (const mode of MODES) {
	test.describe(`selling in Swahili ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 360, height: 740 }, locale: 'sw-KE' })

		test('the create form, its summary of what is missing, the dashboard, and paying the fee', async ({ page, request, context, baseURL }) => {
			const seller = await registerViaApi(request)
			await useSession(context, baseURL!, seller.token)

			await visit(page, '/sell/new', mode.javaScriptEnabled)
			await expect(page).toHaveTitle('Uza bidhaa · Soko')
			await expect(page.getByRole('heading', { level: 1, name: 'Uza bidhaa' })).toBeVisible()
			const create = page.getByRole('button', { name: 'Weka tangazo' })
			const form = page.locator('main form', { has: create })
			const input = listingInput()
			await form.getByLabel('Kategoria', { exact: true }).selectOption(input.category)
			await form.getByLabel('Bei (KES)', { exact: true }).fill(input.price)
			await form.getByLabel('Hali', { exact: true }).selectOption(input.condition)
			await form.getByLabel('Mji', { exact: true }).selectOption(input.location)
			await form.getByLabel('Sababu ya kuuza', { exact: true }).fill(input.reason)
			await form.getByLabel('Maelezo', { exact: true }).fill(input.description)
			await form.locator('#photo-files').setInputFiles(await testPhotos(2))
			if (mode.javaScriptEnabled) await expect(form.getByRole('img', { name: 'Picha ya 2' })).toBeVisible()
			await skipBrowserValidation(form)
			await create.click()
			await expect(form.getByText('Tafadhali jaza: Jina la bidhaa')).toBeVisible()
			await expect(form.getByText('Jina la bidhaa linahitajika')).toBeVisible()

			await visit(page, '/seller-dashboard', mode.javaScriptEnabled)
			await expect(page).toHaveTitle('Matangazo Yangu · Soko')
			await expect(page.getByText('Bado huna tangazo lolote.')).toBeVisible()

			const listing = await createListingViaApi(request, seller.token)
			await visit(page, `/sell/${listing.id}/pay`, mode.javaScriptEnabled)
			const main = page.getByRole('main')
			await expect(main.getByRole('heading', { level: 1, name: 'Lipa ada ya tangazo' })).toBeVisible()
			await expect(main.getByText('Linasubiri kukubaliwa')).toBeVisible()
			await main.getByLabel('Nambari ya simu ya M-PESA').fill(MPESA.cancels)
			await main.getByRole('button', { name: 'Lipa KES 15' }).click()
			await expect(page.getByRole('region', { name: 'Arifa (F8)' }).getByRole('status')).toContainText('Malipo Yameanzishwa')
			// The simulator answers within a second: without JavaScript, the page is loaded again as its refresh would.
			await expect(async () => {
				if (!mode.javaScriptEnabled) await page.reload()
				await expect(main.getByRole('heading', { name: 'Malipo Yameshindwa' })).toBeVisible({ timeout: 2_000 })
			}).toPass({ timeout: 15_000 })
			await expect(main.getByRole('alert').getByText('Umeghairi malipo ya M-PESA.')).toBeVisible()
			await expect(main.getByRole('button', { name: 'Lipa Sasa tena' })).toBeVisible()
		})

		test('/sell and a seller’s public page read in Swahili, links inside their sentences', async ({ page, request }) => {
			const seller = await registerViaApi(request)
			await visit(page, '/sell', mode.javaScriptEnabled)
			await expect(page).toHaveTitle('Uza Bidhaa Yako · Soko')
			const tips = page.getByRole('main').getByRole('link', { name: 'Vidokezo vya Kuweka Bei' })
			await expect(tips).toHaveAttribute('href', '/pricing-tips')
			await expect(page.getByRole('main').locator('p', { has: page.getByRole('link', { name: 'Vidokezo vya Kuweka Bei' }) })).toContainText(/Soma Vidokezo vya Kuweka Bei kwa zaidi\.$/)

			await visit(page, `/sellers/${seller.id}`, mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { name: 'Matangazo yanayouzwa' })).toBeVisible()
			await expect(page.getByText('Matangazo 0 yanauzwa · 0 zimeuzwa')).toBeVisible()
			await expect(page.getByText('Hakuna matangazo yanayouzwa kwa sasa.')).toBeVisible()
		})
	})
}
