import { expect, test } from 'vitest'
import { questionLanguage } from './question-language.ts'

test.each([
	'Ada ya tangazo ni kiasi gani?',
	'Nawezaje kulipa kwa M-PESA?',
	'Je, ni salama kukutana na mnunuzi?',
	'Nataka kuuza simu yangu',
	'Nifungueje akaunti?',
	'habari',
	'asante sana',
	'Hali ya hewa Kisumu kesho?',
	'nataka kuongea na mtu',
])('"%s" on an English page is Swahili', (question) => {
	expect(questionLanguage(question, 'en')).toBe('sw')
})

test.each([
	'How much is the listing fee?',
	'How do I pay with M-PESA?',
	'Is the ada free?',
	'I want to sell my Tecno Spark phone in Nairobi',
	'hello',
	'talk to a person',
])('"%s" keeps the page language', (question) => {
	expect(questionLanguage(question, 'en')).toBe('en')
	expect(questionLanguage(question, 'sw')).toBe('sw')
})
