import { expect, test } from 'vitest'
import * as categories from '#app/routes/categories.tsx'
import { createTestContext } from './context.ts'
import { renderPage } from './render-page.ts'

// Spec 2, Categories page: "A 'Create Alert' button links to /alerts", in the page's language.
test('/categories has a Create Alert button to /alerts, in English and in Swahili', async () => {
	const context = await createTestContext()
	const button = (text: string) => new RegExp(`<a class="btn btn-primary" href="/alerts"[^>]*>${text}</a>`)
	expect(await renderPage(context, categories, '/categories', { lang: 'en' })).toMatch(button('Create Alert'))
	expect(await renderPage(context, categories, '/categories', { lang: 'sw' })).toMatch(button('Weka Arifa'))
})
