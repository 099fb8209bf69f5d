import { expect, test } from 'vitest'
import { outageAnswer, OUTAGE_MESSAGE } from './outage.server.ts'

test('while the database is away, a page says so in the visitor’s language, the API in JSON; never stored, retried in 5 s', () => {
	const english = outageAnswer({ pathname: '/browse', cookie: '', acceptLanguage: 'en-KE' })
	expect(english.headers).toMatchObject({ 'Retry-After': '5', 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' })
	expect(english.body).toContain('<html lang="en-KE">')
	expect(english.body).toContain('<h1>We’ll be right back</h1>')

	const swahili = outageAnswer({ pathname: '/', cookie: 'lang=sw', acceptLanguage: 'en' })
	expect(swahili.body).toContain('<html lang="sw-KE">')
	expect(swahili.body).toContain('<h1>Tutarudi hivi punde</h1>')
	expect(swahili.body).toContain('Soko haipatikani kwa muda mfupi. Tafadhali jaribu tena baada ya sekunde chache.')
	expect(swahili.body).not.toContain('<script')

	const api = outageAnswer({ pathname: '/api/listings', cookie: 'lang=sw', acceptLanguage: 'sw' })
	expect([api.status, api.headers['Content-Type'], JSON.parse(api.body)]).toEqual([503, 'application/json', { message: OUTAGE_MESSAGE }])
})
