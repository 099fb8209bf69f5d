import { expect, test } from './test.ts'
import { ADMIN, BUYER, createListingViaApi, logInViaApi, registerViaApi, useSession, visit } from './helpers.ts'

/**
 * Issue 26: on a Swahili page, what is drawn only once scripts run (the counters, the camera button, the drop hint,
 * the keyword Add button, the admin's select-all box) was not in the words the first load carried; its area's words
 * come afterwards and must redraw it in Swahili rather than leave it in English.
 */
test.describe('Swahili once scripts run', () => {
	test.use({ locale: 'sw-KE' })

	test('the sell and edit forms\' character counters; the sell form\'s "Take a photo" and "or drop photos here"', async ({ page, request, context, baseURL }) => {
		const seller = await registerViaApi(request)
		await useSession(context, baseURL!, seller.token)
		const listing = await createListingViaApi(request, seller.token)
		for (const path of ['/sell/new', `/listings/${listing.id}/edit`]) {
			await visit(page, path, true)
			const main = page.getByRole('main')
			await expect(main.getByText(/^Herufi \d+\/\d+$/), path).toHaveCount(2)
			await expect(main.getByText(/characters/), path).toHaveCount(0)
		}
		// The photo picker is the create form's (the edit page uploads with a form of its own).
		await visit(page, '/sell/new', true)
		const main = page.getByRole('main')
		await expect(main.getByText('Piga picha', { exact: true })).toBeVisible()
		await expect(main.getByText('au dondosha picha hapa', { exact: true })).toBeVisible()
		await expect(main.getByText(/Take a photo|drop photos/)).toHaveCount(0)
	})

	test('the buyer dashboard\'s "Add"', async ({ page, request, context, baseURL }) => {
		await logInViaApi(request, context, baseURL!, BUYER)
		await visit(page, '/buyer-dashboard', true)
		await expect(page.getByRole('button', { name: 'Ongeza', exact: true })).toBeVisible()
		await expect(page.getByRole('button', { name: 'Add', exact: true })).toHaveCount(0)
	})

	test('the admin\'s "Select every user"', async ({ page, request, context, baseURL }) => {
		await logInViaApi(request, context, baseURL!, ADMIN)
		await visit(page, '/admin/users', true)
		await expect(page.getByRole('checkbox', { name: 'Chagua watumiaji wote wa ukurasa huu' })).toBeVisible()
	})
})
