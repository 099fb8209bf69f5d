import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeAll, describe, expect, test } from 'vitest'
import * as listingPage from '#app/routes/listing.tsx'
import type { AppContext } from '#app/context.ts'
import { assessListingNow } from '#app/domain/trust/fraud/assess.server.ts'
import { call, createTestContext, getRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

/** The buyer's warning next to the price (issue 12 §3), from the listing's current assessment. */

let context: AppContext
let sellerId: number

beforeAll(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db)).id
	for (const priceCents of [1_200_000, 1_250_000, 1_300_000, 1_350_000, 1_400_000]) await createListing(context.db, { sellerId, priceCents })
})

async function page(listingId: number) {
	const loaderData = await (await call(listingPage.loader, context, getRequest(`/listings/${listingId}`), { id: String(listingId) })).json()
	const Stub = createRoutesStub([{ id: 'listing', path: '/listings/:id', Component: listingPage.default, loader: () => loaderData }])
	const html = renderToString(createElement(Stub, { initialEntries: [`/listings/${listingId}`], hydrationData: { loaderData: { listing: loaderData } } }))
	return { loaderData: loaderData as { warning: { reasons: string[] } | null }, html }
}

async function assessed(overrides: { priceCents?: number; description?: string }) {
	const other = (await createUser(context.db)).id
	const { id } = await createListing(context.db, { sellerId: other, ...overrides })
	await assessListingNow(context.db, { listingId: id })
	return id
}

describe('the warning next to the price', () => {
	test('a price far below similar items', async () => {
		const { loaderData, html } = await page(await assessed({ priceCents: 250_000 }))
		expect(loaderData.warning).toEqual({ reasons: ['This price is far below similar items'] })
		expect(html).toContain('<strong>Never send money before you have seen the item.</strong> This price is far below similar items.')
	})

	test('a request for payment before viewing', async () => {
		const { loaderData, html } = await page(await assessed({ description: 'Serious buyers send deposit first, I deliver by courier.' }))
		expect(loaderData.warning).toEqual({ reasons: ['This listing asks for payment before viewing'] })
		expect(html).toContain('Never send money before you have seen the item.')
	})

	test('an ordinary listing has none', async () => {
		const { loaderData, html } = await page(await assessed({}))
		expect(loaderData.warning).toBeNull()
		expect(html).not.toContain('Never send money before you have seen the item')
	})
})
