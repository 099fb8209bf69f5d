import { describe, expect, test } from 'vitest'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'
import { PHONE_INPUT_MAX_LENGTH } from './kenyan-phone.ts'
import { PHONE_INVALID_MESSAGE, PhoneSchema } from './user-validation.ts'

// Every way the issue lists a Kenyan number being written, and what the account and M-PESA keep of it.
const WRITTEN = [
	['+254 727 555 123', '0727555123'],
	['0727 555 123', '0727555123'],
	['0727-555-123', '0727555123'],
	['+254727555123', '0727555123'],
	['254727555123', '0727555123'],
	['0110 555 123', '0110555123'],
	['+254 110 555 123', '0110555123'],
	['  0727 555 123 ', '0727555123'],
	['+254-727-555-123', '0727555123'],
] as const

describe('one phone rule for accounts and M-PESA', () => {
	test.each(WRITTEN)('%s is the account phone %s and the M-PESA number 254…', (input, local) => {
		expect(PhoneSchema.parse(input)).toBe(local)
		expect(MpesaPhoneSchema.parse(input)).toBe(`254${local.slice(1)}`)
	})

	test('every written form fits the phone field', () => {
		for (const [input] of WRITTEN) expect(input.trim().length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH)
	})

	test.each([
		['letters', '07l2 345 678'],
		['a word', 'my phone'],
		['too short', '0727 555 12'],
		['too long', '0727 555 1234'],
		['a Nairobi landline', '020 222 3333'],
		['a landline with the country code', '+254 20 222 3333'],
		['Tanzania', '+255 727 555 123'],
		['Uganda', '256727555123'],
		['no leading 0 or country code', '727555123'],
		['country code and trunk 0', '+254 0727 555 123'],
		['brackets', '(0727) 555 123'],
		['an invisible character', '0727\u200b555123'],
	])('%s is refused with the Kenyan-mobile message', (_, input) => {
		expect(PhoneSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([PHONE_INVALID_MESSAGE])
		expect(MpesaPhoneSchema.safeParse(input).success).toBe(false)
	})

	test('an empty field asks for the number', () => {
		for (const input of ['', '   ', undefined]) {
			expect(PhoneSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual(['Phone number is required'])
		}
	})

	test('a JSON number is read as the digits it is', () => {
		expect(PhoneSchema.parse(254727555123)).toBe('0727555123')
	})
})
