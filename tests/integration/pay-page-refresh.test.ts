import { createElement, Fragment } from 'react'
import { Outlet } from 'react-router'
import { beforeAll, expect, test } from 'vitest'
import { RefreshWithoutScript } from '#app/components/refresh-without-script.tsx'
import * as payPage from '#app/routes/sell.pay.tsx'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from './context.ts'
import { createListing } from './factories.ts'
import { renderPage } from './render-page.ts'
import { session } from './trust-helpers.ts'

let context: AppContext

/** The root layout's part that matters here: its <head> reloads a page whose route asks for it. */
const HeadAndPage = () => createElement(Fragment, null, createElement(RefreshWithoutScript), createElement(Outlet))

beforeAll(async () => {
	context = await createTestContext()
})

/*
 * Issue 26: the pay page reloaded itself every 10 s even where its script already polls the prompt's status (6 full
 * reloads a minute on a paid-for line; axe: WCAG 2.2.1). The reload is for browsers that run no script: in <noscript>,
 * which the root puts in <head> (HTML allows a <meta> in <noscript> there only).
 */
test('while a prompt is out, the pay page reloads itself only where no script runs', async () => {
	const seller = await session(context, 'SELLER')
	const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PAYMENT_PENDING' })
	await context.db.updateTable('listings').set({ payment_status: 'PENDING', payment_phone: '254711222333' }).where('id', '=', id).execute()
	const html = await renderPage(context, payPage, `/sell/${id}/pay`, { lang: 'en', token: seller.token, pattern: 'sell/:id/pay', params: { id: String(id) }, root: HeadAndPage })
	expect(html).toContain('<noscript><meta http-equiv="refresh" content="10"/></noscript>')
	expect(html.match(/http-equiv="refresh"/g)).toHaveLength(1)

	await context.db.updateTable('listings').set({ status: 'PUBLISHED', payment_status: 'COMPLETED' }).where('id', '=', id).execute()
	const paid = await renderPage(context, payPage, `/sell/${id}/pay`, { lang: 'en', token: seller.token, pattern: 'sell/:id/pay', params: { id: String(id) }, root: HeadAndPage })
	expect(paid).not.toContain('http-equiv="refresh"')
})
