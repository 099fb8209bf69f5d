import { expect, test } from 'vitest'
import { say } from './words.ts'
import { serverT } from './messages.server.ts'
import { RateLimitError, describeWait } from '#app/domain/limits/rate-limits.server.ts'
import { AuthError } from '#app/domain/accounts/users.server.ts'

const swahili = serverT('sw')

test('a wait said whole in either language; the English message is what it was', () => {
	const error = new RateLimitError(270)
	expect(error.message).toBe('Too many attempts. Please wait 5 minutes and try again.')
	expect(say(error.words, swahili)).toBe('Umejaribu mara nyingi mno. Tafadhali subiri dakika 5 kisha ujaribu tena.')
	expect(say(describeWait(1))).toBe('1 second')
	expect(say(describeWait(7200), swahili)).toBe('saa 2')
})

test('a plain message is its own words', () => {
	const error = new AuthError('Invalid phone number or password', 401)
	expect(error.words).toEqual({ text: 'Invalid phone number or password' })
	expect(say(error.words, swahili)).toBe('Nambari ya simu au nenosiri si sahihi')
})

test('parts with the same English and two Swahili meanings are told apart by their context', () => {
	const words = { text: 'This listing is {status} and cannot be {action}', vars: { status: { text: 'approved', context: 'listing is' }, action: { text: 'approved', context: 'cannot be' } } }
	expect(say(words)).toBe('This listing is approved and cannot be approved')
	expect(say(words, swahili)).toBe('Tangazo hili limeidhinishwa, kwa hiyo haliwezi kuidhinishwa')
})
