import { CACHES } from './caches.ts'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const unescape = (text: string) =>
	text.replace(/&(#\d+|amp|lt|gt|quot);/g, (_, code: string) =>
		code[0] === '#' ? String.fromCharCode(Number(code.slice(1))) : ({ amp: '&', lt: '<', gt: '>', quot: '"' } as Record<string, string>)[code]!,
	)

/** A page kept offline: its title, and the first of its photos also kept (a listing's, or a card's). */
async function describe(request: Request, pages: Cache, photos: Cache) {
	const html = (await (await pages.match(request))?.text()) ?? ''
	const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? new URL(request.url).pathname).replace(/ · Soko$/, '')
	let photo: string | undefined
	for (const [url] of html.matchAll(/\/photos\/[a-f0-9]{24}\/[a-z0-9]+\.(?:webp|jpg)/g)) {
		if (await photos.match(url)) {
			photo = url
			break
		}
	}
	return { url: new URL(request.url).pathname + new URL(request.url).search, title, photo }
}

/**
 * What a navigation gets offline when the page was never kept: the pages that were (listings first, newest first),
 * with their photos. Built from the caches, so it is always true to what this phone holds.
 */
export async function offlinePage() {
	const [pages, photos] = await Promise.all([caches.open(CACHES.pages), caches.open(CACHES.photos)])
	const kept = await Promise.all([...(await pages.keys())].reverse().map((request) => describe(request, pages, photos)))
	kept.sort((a, b) => Number(b.url.startsWith('/listings/')) - Number(a.url.startsWith('/listings/')))
	const items = kept
		.map(
			(p) =>
				`<li><a href="${escape(p.url)}">${p.photo ? `<img src="${p.photo}" alt="" width="64" height="48">` : ''}<span>${escape(p.title)}</span></a></li>`,
		)
		.join('')
	const body = items
		? `<p>These pages are saved on this phone and open without a connection:</p><ul>${items}</ul>`
		: '<p>Pages you open while online are saved on this phone, so you can read them later without a connection.</p>'
	return new Response(
		'<!doctype html><html lang="en-KE"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
			'<title>Offline · Soko</title><style>body{font:16px/1.4 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:16px;color:#1b1f1c}' +
			'ul{list-style:none;padding:0}li a{display:flex;gap:12px;align-items:center;min-height:48px;padding:6px 0;color:#0b6b35}' +
			'img{object-fit:cover;border-radius:4px;flex:none}</style>' +
			`<h1>You are offline</h1>${body}<p><a href="">Try again</a></p></html>`,
		{ headers: { 'content-type': 'text/html; charset=utf-8' } },
	)
}
