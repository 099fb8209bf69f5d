import { LOCALE_COOKIE } from '../i18n/locales.ts'
import { CACHES } from './caches.ts'
import { offlineTexts } from './offline-texts.ts'
import { decodeEntities } from './html-entities.ts'
import { wasSignedIn } from './signed-in.ts'

declare const self: ServiceWorkerGlobalScope

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
/** A page kept offline: its title, and the first of its photos also kept (a listing's, or a card's). */
async function describe(request: Request, pages: Cache, photos: Cache) {
	const html = (await (await pages.match(request))?.text()) ?? ''
	const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? new URL(request.url).pathname).replace(/ · Soko$/, '')
	let photo: string | undefined
	for (const [url] of html.matchAll(/\/photos\/[a-f0-9]{24}\/[a-z0-9]+\.(?:avif|webp|jpg)/g)) {
		if (await photos.match(url)) {
			photo = url
			break
		}
	}
	return { url: new URL(request.url).pathname + new URL(request.url).search, title, photo }
}

/** The `lang` cookie's value where the worker can read cookies (cookieStore: not in every browser); else null. */
async function langCookie() {
	try {
		return (await self.cookieStore?.get(LOCALE_COOKIE))?.value ?? null
	} catch {
		return null
	}
}

/**
 * What a navigation gets offline when the page was never kept: the pages that were (listings first, newest first),
 * with their photos. Built from the caches, so it is always true to what this phone holds.
 */
export async function offlinePage() {
	const [pages, photos, cookie, signedIn] = await Promise.all([caches.open(CACHES.pages), caches.open(CACHES.photos), langCookie(), wasSignedIn()])
	const words = offlineTexts(cookie, self.navigator.language, signedIn)
	const kept = await Promise.all([...(await pages.keys())].reverse().map((request) => describe(request, pages, photos)))
	kept.sort((a, b) => Number(b.url.startsWith('/listings/')) - Number(a.url.startsWith('/listings/')))
	const items = kept
		.map(
			(p) =>
				`<li><a href="${escape(p.url)}">${p.photo ? `<img src="${p.photo}" alt="" width="64" height="48">` : ''}<span>${escape(p.title)}</span></a></li>`,
		)
		.join('')
	const body = items ? `<p>${words.kept}</p><ul>${items}</ul>` : `<p>${words.none}</p>`
	return new Response(
		`<!doctype html><html lang="${words.lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
			`<title>${words.title} · Soko</title>` +
			'<style>body{font:16px/1.4 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:16px;color:#1b1f1c}' +
			'ul{list-style:none;padding:0}li a{display:flex;gap:12px;align-items:center;min-height:48px;padding:6px 0;color:#0b6b35}' +
			'img{object-fit:cover;border-radius:4px;flex:none}</style>' +
			`<h1>${words.heading}</h1>${body}<p><a href="">${words.retry}</a></p></html>`,
		{ headers: { 'content-type': 'text/html; charset=utf-8' } },
	)
}
