import type { Translate } from '#app/i18n/translate.ts'
import { formatKsh } from '#app/utils/format.ts'

/** One listing in an alert message, its links already made absolute. */
export type MailItem = { title: string; priceCents: number; location: string; photoUrl: string | null; link: string }

const SAFETY = 'Meet in a public place, check the item, then pay. Never send money before you have seen it.'

/** "New on Soko for your alert “sofa”:", naming every alert (or search) that found something, in the buyer's language. */
export function alertHeading(names: string[], t: Translate) {
	const quoted = names.map((n) => `“${n}”`).join(', ')
	return names.length > 1 ? t('New on Soko for your alerts {names}:', { names: quoted }) : t('New on Soko for your alert {names}:', { names: quoted })
}

const escape = (text: string) =>
	text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The email that brings a buyer the listings their alerts found: plain text for every client, HTML with each cover
 * photo, price, town and link, and the one-click unsubscribe of RFC 8058 as headers and as a link. Its words are in the
 * buyer's language (`t`); listing titles and towns as the sellers wrote them.
 */
export function alertMail({
	heading,
	items,
	unsubscribeUrl,
	manageUrl,
	t,
}: { heading: string; items: MailItem[]; unsubscribeUrl: string; manageUrl: string; t: Translate }) {
	const subject = items.length === 1 ? t('New on Soko: {title}', { title: items[0]!.title }) : t('{count} new listings for your Soko alerts', { count: items.length })
	const safety = t(SAFETY)
	const text = [
		heading,
		'',
		...items.map((i) => `- ${i.title}: ${formatKsh(i.priceCents)}, ${i.location}\n  ${i.link}`),
		'',
		safety,
		`${t('Your alerts')}: ${manageUrl}`,
		`${t('Stop alert emails')}: ${unsubscribeUrl}`,
	].join('\n')
	const rows = items
		.map(
			(i) => `<tr><td style="padding:8px 0;width:112px;vertical-align:top">${
				i.photoUrl
					? `<a href="${escape(i.link)}"><img src="${escape(i.photoUrl)}" width="104" height="78" alt="" style="display:block;border-radius:6px;object-fit:cover"></a>`
					: ''
			}</td><td style="padding:8px 0 8px 8px;vertical-align:top"><a href="${escape(i.link)}" style="color:#0b5d3b;font-weight:bold;text-decoration:none">${escape(i.title)}</a><br><strong>${escape(formatKsh(i.priceCents))}</strong><br><span style="color:#555">${escape(i.location)}</span></td></tr>`,
		)
		.join('')
	const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1a1a1a;max-width:560px;margin:0 auto;padding:12px"><p>${escape(heading)}</p><table role="presentation" style="border-collapse:collapse;width:100%">${rows}</table><p style="color:#555">${escape(safety)}</p><p style="font-size:13px;color:#555"><a href="${escape(manageUrl)}">${escape(t('Your alerts'))}</a> · <a href="${escape(unsubscribeUrl)}">${escape(t('Stop alert emails'))}</a></p></body></html>`
	return {
		subject,
		body: text,
		html,
		headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
	}
}
