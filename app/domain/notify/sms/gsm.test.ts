import { expect, test } from 'vitest'
import { fitsOneSms, gsmLength } from './gsm.ts'

test('GSM characters count once, extension characters twice, anything else does not fit', () => {
	expect(gsmLength('Samsung A14 - KSh 12,500 @ Nairobi!')).toBe(35)
	expect(gsmLength('naïve')).toBeNull()
	expect(gsmLength('{€}')).toBe(6)
	expect(gsmLength('It’s here')).toBeNull()
	expect(gsmLength('New 📱')).toBeNull()
})

test('one SMS is at most 160 GSM characters', () => {
	expect(fitsOneSms('a'.repeat(160))).toBe(true)
	expect(fitsOneSms('a'.repeat(161))).toBe(false)
	expect(fitsOneSms(`${'a'.repeat(159)}€`)).toBe(false)
	expect(fitsOneSms(`${'a'.repeat(158)}€`)).toBe(true)
	expect(fitsOneSms('Asante – karibu')).toBe(false)
})
