import { describe, expect, it } from 'vitest'
import { decodeEntities } from './html-entities.ts'

describe('a kept page’s title read from its HTML', () => {
	it('has its character references decoded, hexadecimal ones (React’s apostrophe) included', () => {
		expect(decodeEntities('Kenya&#x27;s marketplace')).toBe("Kenya's marketplace")
		expect(decodeEntities('Tom &amp; Jerry &lt;3 &quot;new&quot; &#39;ok&#39; &#X27;')).toBe(`Tom & Jerry <3 "new" 'ok' '`)
		expect(decodeEntities('Sofa &#8211; 3 seater')).toBe('Sofa – 3 seater')
	})

	it('leaves what is not a reference as it is', () => {
		expect(decodeEntities('A & B &unknown; &#0;')).toBe('A & B &unknown; &#0;')
	})
})
