import { Fragment } from 'react'

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi

/**
 * A message's words as plain text (issue 24 §2): links are shown, and only Soko's own (same host as `sokoHost`) can be
 * followed; a link elsewhere stays text, so a tap by reflex does not open a scammer's page.
 */
export function MessageText({ text, sokoHost }: { text: string; sokoHost: string }) {
	const parts: React.ReactNode[] = []
	let last = 0
	for (const match of text.matchAll(URL_PATTERN)) {
		const at = match.index
		parts.push(text.slice(last, at))
		const url = URL.canParse(match[0]) ? new URL(match[0]) : null
		parts.push(url?.host === sokoHost ? <a href={url.pathname + url.search + url.hash}>{match[0]}</a> : match[0])
		last = at + match[0].length
	}
	parts.push(text.slice(last))
	return (
		<p className="message-text">
			{parts.map((part, i) => (
				<Fragment key={i}>{part}</Fragment>
			))}
		</p>
	)
}
