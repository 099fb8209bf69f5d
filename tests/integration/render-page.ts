import { createElement, type ComponentType, type ReactElement } from 'react'
import { prerender } from 'react-dom/static'
import { createRoutesStub, Outlet } from 'react-router'
import { expect } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { messagesFor } from '#app/i18n/messages.server.ts'
import { call, dataUrl } from './context.ts'

export type Lang = 'sw' | 'en'

export type Page = { default: ComponentType<never>; loader: unknown; action?: unknown; handle?: unknown }

type Visit = { lang: Lang; token?: string; body?: Record<string, string> | [string, string][] }

/** A request as a navigation makes it: the language switch's cookie, the session's if signed in, asking for data. */
export function pageRequest(path: string, { lang, token, body }: Visit) {
	const headers = { cookie: [`lang=${lang}`, ...(token ? [`__session=${token}`] : [])].join('; ') }
	return new Request(dataUrl(path), body ? { method: 'POST', body: new URLSearchParams(body), headers } : { headers })
}

/**
 * The page as the server renders it in `lang` with nothing but the words its loader data brings (a navigation's data
 * request) and the root's common ones, so a word missing from its areas shows up. `pattern` is the route's path when it
 * has params ('admin/fraud/cases/:id'); `actionData` is what its action answered (a refused form), if any; `root` stands
 * in for the root layout (an <Outlet/> with what of the layout a test needs).
 */
export async function renderPage(
	context: AppContext,
	route: Page,
	path: string,
	{
		pattern,
		params = {},
		actionData,
		root = Outlet,
		...visit
	}: Visit & { pattern?: string; params?: Record<string, string>; actionData?: unknown; root?: ComponentType },
) {
	const res = await call(route.loader, context, pageRequest(path, visit), params)
	expect(res.status, `GET ${path}`).toBe(200)
	const pageData = (await res.json()) as { messages?: Record<string, string> }
	if (visit.lang === 'en') expect(pageData.messages ?? {}).toEqual({})
	const rootData = { locale: visit.lang, messages: messagesFor(visit.lang, ['common']) }
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			Component: root,
			loader: () => rootData,
			children: [{ id: 'page', path: pattern ?? new URL(path, 'http://localhost').pathname.slice(1), Component: route.default as ComponentType, loader: () => pageData, handle: route.handle }],
		},
	])
	return renderWhole(
		createElement(Stub, {
			initialEntries: [path],
			hydrationData: { loaderData: { root: rootData, page: pageData }, ...(actionData ? { actionData: { page: actionData } } : {}) },
		}),
	)
}

/** The HTML of `element` whole, as the server sends it (entry.server.tsx waits for every part): lazy parts included. */
export async function renderWhole(element: ReactElement) {
	const { prelude } = await prerender(element)
	return new Response(prelude).text()
}
