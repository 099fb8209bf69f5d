import { expect, test } from './test.ts'
import { MODES, listingInput, publishedListingViaApi, uniqueWord, visit } from './helpers.ts'

/** Issue 12 §3: a buyer sees a plain warning next to the price of a listing that looks like a scam, once published. */

const WARNING = 'Never send money before you have seen the item.'

test.describe('the buyer warning', () => {
	let cheapId = 0
	let depositId = 0
	let ordinaryId = 0

	test.beforeAll(async ({ request }) => {
		test.setTimeout(120_000)
		// Five sellers' ordinary prices for the same item make a market; a sixth asks a fifth of it.
		const title = `Samsung Galaxy ${uniqueWord()} 64GB`
		for (const price of ['12000', '12500', '13000', '13500', '14000']) await publishedListingViaApi(request, { ...listingInput(title), price })
		cheapId = (await publishedListingViaApi(request, { ...listingInput(title), price: '2500' })).id
		depositId = (await publishedListingViaApi(request, { ...listingInput(), description: 'Serious buyers only: send deposit first and I dispatch by courier the same day.' })).id
		ordinaryId = (await publishedListingViaApi(request, listingInput(title))).id
	})

	for (const mode of MODES) {
		test.describe(mode.name, () => {
			test.use({ javaScriptEnabled: mode.javaScriptEnabled })

			test('shows next to the price, with why, and not on an ordinary listing', async ({ page }) => {
				await visit(page, `/listings/${cheapId}`, mode.javaScriptEnabled)
				const note = page.getByRole('note')
				await expect(note).toHaveText(`${WARNING} This price is far below similar items.`)
				await expect(page.locator('.headline + [role=note]')).toBeVisible()

				await visit(page, `/listings/${depositId}`, mode.javaScriptEnabled)
				await expect(page.getByRole('note')).toHaveText(`${WARNING} This listing asks for payment before viewing.`)

				await visit(page, `/listings/${ordinaryId}`, mode.javaScriptEnabled)
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
				await expect(page.getByRole('note')).toHaveCount(0)
			})
		})
	}
})
