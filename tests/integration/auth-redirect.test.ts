import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as loginPage from '#app/routes/login.tsx'
import * as registerPage from '#app/routes/register.tsx'
import type { AppContext } from '#app/context.ts'
import { call, createTestContext } from './context.ts'

/**
 * Issue 25: a refused sign-up or login comes back on the bare /register or /login address (the form's action); where
 * the person was going is kept from what the form sent, so the next try still ends there.
 */

const GOING_TO = '/listings/7?do=save'

let context: AppContext

beforeEach(async () => {
	context = await createTestContext()
})

function post(path: string, fields: Record<string, string>) {
	return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
}

/** The page as the refused post renders it: on its bare address, with the action's answer. */
function renderRefused(page: typeof loginPage | typeof registerPage, path: string, answer: unknown) {
	const Stub = createRoutesStub([{ id: 'page', path, Component: page.default, loader: () => ({}), action: () => answer }])
	return renderToString(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { page: {} }, actionData: { page: answer } } }))
}

describe('a refused form keeps redirectTo', () => {
	test.each([
		['sign-up (password too short)', registerPage, '/register', { name: 'Wanjiru', email: 'w@example.com', phone: '0727 555 123', password: '123' }],
		['login (no password)', loginPage, '/login', { phone: '+254 727 555 123', password: '' }],
	] as const)('%s: the hidden field and the other tab still point there', async (_, page, path, fields) => {
		const res = await call(page.action, context, post(path, { ...fields, redirectTo: GOING_TO }))
		expect(res.status).toBe(400)
		const html = renderRefused(page, path, await res.json())
		expect(html).toContain(`name="redirectTo" value="${GOING_TO.replace('&', '&amp;')}"`)
		expect(html).toContain(`?redirectTo=${encodeURIComponent(GOING_TO)}`)
	})

	test('a target off the site is still refused for the default', async () => {
		const res = await call(registerPage.action, context, post('/register', { phone: '07', password: '1', redirectTo: '//evil.example' }))
		expect(renderRefused(registerPage, '/register', await res.json())).toContain('name="redirectTo" value="/"')
	})
})
