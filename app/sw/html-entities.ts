const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** Text read out of a page's HTML (a kept page's <title>): its character references decoded, as React writes them (`&#x27;`). */
export function decodeEntities(text: string) {
	return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
		if (code[0] !== '#') return NAMED[code.toLowerCase()] ?? whole
		const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
		return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole
	})
}
