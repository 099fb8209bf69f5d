import { describe, expect, test } from 'vitest'
import { normalizeMpesaPhone } from './phone.ts'
import { MpesaPhoneSchema } from './phone-schema.ts'

const INVALID = 'Please enter a valid Safaricom number, e.g. 0712 345 678'

describe('normalizeMpesaPhone', () => {
	test.each([
		['0712345678', '254712345678'],
		['0712 345 678', '254712345678'],
		['0712-345-678', '254712345678'],
		['0110345678', '254110345678'],
		['+254712345678', '254712345678'],
		['+254 712 345 678', '254712345678'],
		['+254-110-345-678', '254110345678'],
		['254712345678', '254712345678'],
		['254110345678', '254110345678'],
		['  0712345678  ', '254712345678'],
	])('%s -> %s', (input, phone) => {
		expect(normalizeMpesaPhone(input)).toEqual({ ok: true, phone })
	})

	test.each([
		'0812345678', // not a 07/01 number
		'071234567', // too short
		'07123456789', // too long
		'712345678', // no leading 0 or country code
		'+255712345678', // Tanzania
		'2540712345678', // country code and trunk 0
		'+254812345678',
		'07l2345678', // a letter l for a 1
		'(0712) 345678',
		'phone',
	])('%s is refused with a clear message', (input) => {
		expect(normalizeMpesaPhone(input)).toEqual({ ok: false, message: INVALID })
	})

	test('empty input asks for the number', () => {
		expect(normalizeMpesaPhone('')).toEqual({ ok: false, message: 'Please enter your M-PESA phone number' })
		expect(normalizeMpesaPhone('  - ')).toEqual({ ok: false, message: 'Please enter your M-PESA phone number' })
	})
})

describe('MpesaPhoneSchema', () => {
	test('gives the normalised number', () => {
		expect(MpesaPhoneSchema.parse('0712 345 678')).toBe('254712345678')
		expect(MpesaPhoneSchema.parse(254712345678)).toBe('254712345678')
	})

	test('gives the same messages as the function', () => {
		expect(MpesaPhoneSchema.safeParse('0812345678').error?.issues[0]?.message).toBe(INVALID)
		expect(MpesaPhoneSchema.safeParse('').error?.issues[0]?.message).toBe('Please enter your M-PESA phone number')
		expect(MpesaPhoneSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Please enter your M-PESA phone number')
	})
})
