import { expect, test } from 'vitest'
import { serverT } from '#app/i18n/messages.server.ts'
import { KINDS, notificationText } from './kinds.ts'

test("every kind's words have their Swahili (they are in a table, not in t('…') the dictionary test reads)", () => {
	const sw = serverT('sw')
	const words = Object.values(KINDS).flatMap((kind) => [kind.headline, ...(kind.detail ? [kind.detail] : [])])
	expect(words.filter((text) => sw(text) === text)).toEqual([])
	expect(['The buyer', 'The seller'].filter((text) => sw(text) === text)).toEqual([])
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
