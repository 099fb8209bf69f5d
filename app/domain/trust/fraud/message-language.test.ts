import { describe, expect, test } from 'vitest'
import { messageWarnings, warnedMessageIndicators } from './message-language.ts'

const warn = (text: string) => messageWarnings({ text, sellerPhone: '0712345678', sokoHost: 'soko.co.ke' })

describe('messageWarnings', () => {
	test.each([
		['Send a deposit of 1000 first then I courier it', ['ADVANCE_PAYMENT']],
		['Tuma pesa kwanza nikutumie', ['ADVANCE_PAYMENT']],
		['Please send me the code you received on SMS', ['CODE_REQUEST']],
		['Nitumie code umepata', ['CODE_REQUEST']],
		['Pay by M-PESA to 0798 765 432, my brother holds it', ['MPESA_OTHER_NUMBER']],
		['Lipa kwa 0798765432', ['MPESA_OTHER_NUMBER']],
		['Order here: http://cheap-phones.xyz/pay', ['OFF_SOKO_LINK']],
		['See www.bit.ly/abc', ['OFF_SOKO_LINK']],
		['No viewing, I deliver', ['NO_VIEWING']],
	])('%s → %j', (text, codes) => {
		expect(warn(text)).toEqual(codes)
	})

	test.each([
		'Is it still available? Can I see it in Thika on Saturday?',
		'Yes, come see it. You pay when you have checked it.',
		'You can pay M-PESA to my number 0712 345 678 when we meet',
		'The photos are on https://soko.co.ke/listings/12',
		'Call me on 0798765432 when you arrive',
		'No deposit needed, pay on delivery',
		'Do not share any code you received with anyone',
	])('honest: %s', (text) => {
		expect(warn(text)).toEqual([])
	})

	test('the code request comes first when a message fails several checks', () => {
		expect(warn('Send me the code you received, then pay deposit first at www.pay-now.xyz')).toEqual(['CODE_REQUEST', 'ADVANCE_PAYMENT', 'OFF_SOKO_LINK'])
	})
})

describe('warnedMessageIndicators', () => {
	test('none without warned messages; one is MEDIUM, more weigh more up to a cap', () => {
		expect(warnedMessageIndicators([])).toEqual([])
		expect(warnedMessageIndicators([{ id: 4, warning: 'ADVANCE_PAYMENT' }])[0]).toMatchObject({ code: 'SCAM_MESSAGES', weight: 35, evidence: { messages: 1, messageIds: ['4'] } })
		const many = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, warning: i % 2 ? 'CODE_REQUEST' : 'ADVANCE_PAYMENT' }))
		expect(warnedMessageIndicators(many)[0]).toMatchObject({ weight: 65, evidence: { messages: 9, warnings: ['ADVANCE_PAYMENT', 'CODE_REQUEST'] } })
	})
})
