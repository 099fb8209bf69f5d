import { expect, test } from 'vitest'
import { cookieValue, parseCookieHeader } from './cookie-header.ts'

test('names and values are read trimmed, the first of a name wins, names keep their case, bad encodings read as none', () => {
	const table: [string, string, string | null][] = [
		['__session=abc', '__session', 'abc'],
		['__session =abc', '__session', 'abc'],
		[' __session = abc ', '__session', 'abc'],
		['\t__session\t=abc', '__session', 'abc'],
		[';;__session=abc;', '__session', 'abc'],
		['lite=1;__session=abc', '__session', 'abc'],
		['__session=abc; __session=def', '__session', 'abc'],
		['__Session=abc', '__session', null],
		['__session="abc"', '__session', '"abc"'],
		['__session=%61bc', '__session', 'abc'],
		['__session=%ZZ', '__session', null],
		['x__session=abc', '__session', null],
		['lite=10', 'lite', '10'],
		['=abc; lite', 'lite', null],
	]
	for (const [header, name, value] of table) expect(cookieValue(header, name), header).toBe(value)
	expect([...parseCookieHeader('a=1; ; b = 2;;a=3').entries()]).toEqual([
		['a', '1'],
		['b', '2'],
	])
})
