import { expect } from 'vitest'

/** The page holds every one of `texts`; a failure names all that are missing, not only the first. */
export function expectAll(html: string, texts: readonly string[]) {
	expect(texts.filter((text) => !html.includes(text)), 'missing from the page').toEqual([])
}
