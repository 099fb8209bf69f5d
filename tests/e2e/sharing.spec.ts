import { bearer, listingInput, MODES, publishedListingViaApi, uniqueWord, visit } from './helpers.ts'
import { expect, test } from './test.ts'

/** Issue 8 §3: shared links preview the listing (Open Graph, Twitter), and a sold one's link still shows what it was. */
test('/listings/ID and /?listing=ID carry Open Graph and Twitter tags: title and price, town, an absolute cover photo', async ({ request, baseURL }) => {
	const listing = await publishedListingViaApi(request, { ...listingInput(`Hisense 43 inch TV ${uniqueWord()}`), price: '26500', location: 'Kisumu' })
	for (const path of [`/listings/${listing.id}`, `/?listing=${listing.id}`]) {
		const html = await (await request.get(path)).text()
		const tag = (attribute: string, name: string) => new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]
		expect(tag('property', 'og:title')).toBe(`${listing.title} · KSh 26,500`)
		expect(tag('property', 'og:description')).toMatch(/^KSh 26,500 in Kisumu\. /)
		expect(tag('property', 'og:url')).toBe(`${baseURL}/listings/${listing.id}`)
		expect(tag('name', 'twitter:card')).toBe('summary_large_image')
		const image = tag('property', 'og:image')!
		expect(image).toMatch(new RegExp(`^${baseURL}/photos/`))
		const photo = await request.get(image)
		expect(photo.status()).toBe(200)
		expect(photo.headers()['content-type']).toBe('image/jpeg')
	}
})

for (const mode of MODES) {
	test.describe(`a sold listing's link ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('shows the listing marked Sold, without the seller’s contacts, and similar items', async ({ page, request }) => {
			const listing = await publishedListingViaApi(request, { ...listingInput(`Samsung Galaxy A15 ${uniqueWord()}`), subcategory: 'mobile-phones-tablets' })
			const sold = await request.patch(`/api/listings/${listing.id}/status`, { headers: bearer(listing.seller.token), data: { status: 'SOLD' } })
			expect(sold.status(), await sold.text()).toBe(200)
			const response = await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			expect(response!.status()).toBe(200)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title)
			await expect(page.getByRole('status').filter({ hasText: 'Sold' })).toContainText('this item has found a buyer')
			await expect(page.getByRole('heading', { name: 'Similar items for sale' })).toBeVisible()
			await expect(page.getByRole('button', { name: 'Contact', exact: true })).toHaveCount(0)
			expect(await page.content()).not.toContain(listing.seller.phone.slice(4))
			await expect(page).toHaveTitle(`Sold: ${listing.title} · Soko`)
		})
	})
}
