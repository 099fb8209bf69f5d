import { AsyncLocalStorage } from 'node:async_hooks'
import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, redirect, ServerRouter, type EntryContext, type RouterContextProvider, type HandleDataRequestFunction, type HandleErrorFunction } from 'react-router'
import css from './styles/app.css?raw'
import href from './styles/app.css?url'
import { appStylesheet } from './utils/app-stylesheet.server.ts'
import { isSecure } from './utils/cookies.server.ts'
import { allMessages } from './i18n/messages.server.ts'
import { isLocale } from './i18n/locales.ts'
import type { RenderDictionary } from './i18n/render-dictionary.ts'
import { messageKey } from './i18n/translate.ts'
import { PWA_WORDS } from './pwa/words.ts'
import { outageResponse } from './utils/outage.server.ts'
import { pageUrl } from './utils/data-request.ts'
import { appContext, outageContext } from './context.ts'
import { isDatabaseUnavailable } from '#db/availability.ts'

const stylesheetFor = appStylesheet({ css, href })
const ABORT_MS = 10_000

/**
 * The requests the database failed (handleError hears of each failure first): their page is "we'll be right back"
 * (503), not "something went wrong". By the time the page is rendered, React Router has hidden the error itself.
 */

/** Each request's render looks its words up in its own dictionary (render-dictionary.ts). */
const renders = new AsyncLocalStorage<RenderDictionary>()
globalThis.__sokoRender = { current: () => renders.getStore() }

type RootData = { locale?: string; lite?: boolean } | undefined

/** The dictionary a page is rendered with: its language's, whole; English has none. */
function dictionaryFor(root: RootData): RenderDictionary {
	const locale = isLocale(root?.locale) ? root.locale : 'en'
	const messages = allMessages(locale)
	const used = new Map<string, string>()
	for (const word of PWA_WORDS) {
		const found = messages[messageKey(word)]
		if (found !== undefined) used.set(messageKey(word), found)
	}
	return { messages, used }
}

/**
 * The words the page used, for the browser to hydrate with the same text: a script before the page's own, at the
 * end of the body (React Router's are modules, which run after it). Lite mode runs no script, so gets none.
 */
function withWords(html: string, dictionary: RenderDictionary, root: RootData) {
	if (!dictionary.used.size || root?.lite) return html
	const words = JSON.stringify(Object.fromEntries(dictionary.used)).replace(/</g, '\\u003c')
	const end = html.lastIndexOf('</body>')
	return `${html.slice(0, end)}<script>window.__sokoT=${words}</script>${html.slice(end)}`
}

/**
 * The global sheet goes before the head's first <link>: a route's own stylesheet (the admin console's) then comes
 * after it and wins where both style the same element.
 */
function withStylesheet(html: string, stylesheet: string) {
	const head = html.indexOf('</head>')
	const link = html.indexOf('<link')
	const at = link >= 0 && link < head ? link : head
	return `${html.slice(0, at)}${stylesheet}${html.slice(at)}`
}

/**
 * Renders the whole page before answering (the server compresses and ETags it whole anyway), with the one global
 * stylesheet in <head>: inlined on a first visit, so that on 2G the page paints from its first round trip, no CSS
 * request in the way; linked once the browser has the file (app-stylesheet.server.ts). The sheet is added here, on
 * the server only, so it never rides along in the JavaScript bundle.
 */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (loadContext.get(outageContext).database) return outageResponse(request)
	const root = routerContext.staticHandlerContext.loaderData.root as RootData
	const dictionary = dictionaryFor(root)
	const stylesheet = stylesheetFor(request, { secure: isSecure(loadContext.get(appContext).env) })
	if (stylesheet.cookie) responseHeaders.append('Set-Cookie', stylesheet.cookie)
	return new Promise<Response>((resolve, reject) => {
		let status = responseStatusCode
		const { pipe, abort } = renders.run(dictionary, () =>
			renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
			// Sent whole (onAllReady), so each Suspense boundary (code loaded with React.lazy) is written in its place: past
			// this many bytes React would move it to the end of the page behind a script, and a page without JavaScript
			// would never show it.
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onAllReady() {
				const chunks: Buffer[] = []
				const body = new PassThrough()
				body.on('data', (chunk: Buffer) => chunks.push(chunk))
				body.on('end', () => {
					const html = withWords(withStylesheet(Buffer.concat(chunks).toString('utf8'), stylesheet.head), dictionary, root)
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(new Response(html, { status, headers: responseHeaders }))
				})
				pipe(body)
			},
			onShellError: reject,
			onError(error) {
				status = 500
				console.error(error)
			},
		}),
		)
		setTimeout(abort, ABORT_MS)
	})
}

/** A refusal we answered on purpose (a 4xx) or an outage is not a server error: only real failures reach the log. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	if (isRouteErrorResponse(error) && error.status < 500) return
	// The pool logs an outage once, when it starts; each request it fails is answered 503 without a stack trace.
	if (isDatabaseUnavailable(error)) return void (context.get(outageContext).database = true)
	console.error(error)
}

/** A navigation the database failed loads its page whole, which is then "we'll be right back", not the error boundary. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
	if (!context.get(outageContext).database) return response
	const page = pageUrl(request.url)
	return redirect(page.pathname + page.search, { headers: { 'X-Remix-Reload-Document': 'true' } })
}
