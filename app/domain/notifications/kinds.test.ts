import { expect, test } from 'vitest'
import { serverT } from '#app/i18n/messages.server.ts'
import { KINDS, notificationText } from './kinds.ts'

test("every kind's words have their Swahili (they are in a table, not in t('…') the dictionary test reads)", () => {
	const sw = serverT('sw')
	// A detail that depends on the notification is asked with each value it reads.
	const details = (detail: (typeof KINDS)[keyof typeof KINDS]['detail']) =>
		detail === undefined ? [] : typeof detail === 'string' ? [detail] : [detail({}), detail({ waits: 'phone' })]
	const words = Object.values(KINDS).flatMap((kind) => [kind.headline, ...details(kind.detail)])
	expect(words.filter((text) => sw(text) === text)).toEqual([])
	expect(['The buyer', 'The seller'].filter((text) => sw(text) === text)).toEqual([])
})

test("an approved listing is told to pay, or, paid and waiting for the seller's phone, that it goes live once verified", () => {
	const approved = { kind: 'LISTING_APPROVED', listingId: 7, offerId: null, conversationId: null, params: { title: 'Sofa' } } as const
	expect(notificationText(approved, serverT('en'), (iso) => iso).detail).toBe('Pay the listing fee to publish it.')
	expect(notificationText({ ...approved, params: { title: 'Sofa', waits: 'phone' } }, serverT('en'), (iso) => iso)).toEqual({
		headline: 'Listing approved: Sofa',
		detail: 'Your listing is approved and paid. It goes live the moment your phone number is verified.',
		path: '/sell/7/pay',
	})
})

test('who moved and the expiry are said in the reader’s words; where it leads depends on their side of the offer', () => {
	const offer = { kind: 'OFFER_COUNTERED' as const, listingId: 1, offerId: 2, conversationId: null, params: { title: 'Sofa', who: 'The seller', amount: 'KSh 9,000', side: 'buyer' } }
	expect(notificationText(offer, serverT('sw'), (iso) => iso)).toEqual({
		headline: 'Ofa mbadala kwa Sofa',
		detail: 'Muuzaji amejibu kwa ofa mbadala ya KSh 9,000. Unaweza kuikubali au kutoa ofa mpya.',
		path: '/my-offers',
	})
	expect(notificationText({ ...offer, params: { ...offer.params, side: 'seller' } }, serverT('en'), (iso) => iso).path).toBe('/seller-dashboard#offers')
})
