import { expect, test } from 'vitest'
import { z } from 'zod'
import { plainText, plainTextField } from './plain-text.ts'

test('control and bidi-override characters are dropped; one line unless asked', () => {
	expect(plainText('Samsung\u202Eenohp\u202C A14')).toBe('Samsungenohp A14')
	expect(plainText('Call\u0000 me\u0007\u2066 now\u2069')).toBe('Call me now')
	expect(plainText('Line one\r\nLine\ttwo')).toBe('Line one Line two')
	expect(plainText('Line one\r\nLine two\n\nThe end\u200F', { multiline: true })).toBe('Line one\nLine two\n\nThe end')
	expect(plainText('Karibu sana — 12,500 KSh')).toBe('Karibu sana — 12,500 KSh')
})

test('a field schema checks the cleaned text', () => {
	const Title = plainTextField(z.string().trim().min(1, 'Title is required'))
	expect(Title.safeParse('\u202E\u0000 ').error?.issues[0]?.message).toBe('Title is required')
	expect(Title.parse(' Phone\u202E ')).toBe('Phone')
})
