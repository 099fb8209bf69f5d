import { pageUrl } from '#app/utils/data-request.ts'
import { isApiPath } from '#app/utils/api-path.ts'
import { RETRY_AFTER_SECONDS } from '#db/availability.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { HTML_LANG, negotiateLocale } from '#app/i18n/locales.ts'

/** What the API says while the database is away or full: English, like every API answer. */
export const OUTAGE_MESSAGE = 'Soko is briefly unavailable. Please try again in a few seconds.'

export type OutageAnswer = { status: 503; headers: Record<string, string>; body: string }

/**
 * The answer while the database can't serve a request: 503 with Retry-After, never stored. The API gets JSON
 * `{message}`; a page gets a short "we'll be right back" in the visitor's language (their switch, else their browser's:
 * their account can't be read now), with no script, no stylesheet and no picture to fetch.
 */
export function outageAnswer({ pathname, cookie, acceptLanguage }: { pathname: string; cookie: string; acceptLanguage: string }): OutageAnswer {
	const headers = { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' }
	if (isApiPath(pathname)) {
		return { status: 503, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ message: OUTAGE_MESSAGE }) }
	}
	const locale = negotiateLocale({ cookie, acceptLanguage })
	const t = serverT(locale)
	const body =
		`<!DOCTYPE html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
		`<meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 2}">` +
		`<title>${t('We’ll be right back')} · Soko</title></head>` +
		`<body style="font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
		`<h1>${t('We’ll be right back')}</h1><p>${t('Soko is briefly unavailable. Please try again in a few seconds.')}</p>` +
		`<p><a href="">${t('Try again')}</a></p></body></html>`
	return { status: 503, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body }
}

/** The same answer for a request React Router is handling. */
export function outageResponse(request: Request) {
	const { status, headers, body } = outageAnswer({
		pathname: pageUrl(request.url).pathname,
		cookie: request.headers.get('cookie') ?? '',
		acceptLanguage: request.headers.get('accept-language') ?? '',
	})
	return new Response(body, { status, headers })
}
