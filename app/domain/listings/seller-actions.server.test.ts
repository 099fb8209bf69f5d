import { describe, expect, test } from 'vitest'
import type { ListingStatus } from '#db/enums.ts'
import { sellerActions, type SellerAction } from './seller-actions.server.ts'

const NOW = Date.parse('2026-03-02T12:00:00Z')
const HOUR_AGO = '2026-03-02T11:00:00.000Z'
const TWO_DAYS_AGO = '2026-02-28T12:00:00.000Z'

/** The buttons each status offers its seller, written out by hand (not read from the table under test). */
const CASES: [ListingStatus, { paid?: boolean; soldAt?: string }, SellerAction[]][] = [
	['DRAFT', {}, ['submit', 'edit']],
	['PENDING_APPROVAL', {}, ['pay', 'edit']],
	['PENDING_APPROVAL', { paid: true }, ['edit']],
	['APPROVED', {}, ['pay', 'mark_sold', 'edit']],
	['APPROVED', { paid: true }, ['mark_sold', 'edit']],
	['PAYMENT_PENDING', {}, ['pay', 'edit']],
	['REJECTED', {}, ['submit', 'edit']],
	['PUBLISHED', { paid: true }, ['mark_sold', 'edit']],
	['SOLD', { paid: true, soldAt: HOUR_AGO }, ['undo_sold']],
	['SOLD', { paid: true, soldAt: TWO_DAYS_AGO }, []],
	['EXPIRED', { paid: true }, ['renew', 'edit']],
]

describe('the buttons a listing offers its seller', () => {
	test.each(CASES)('%s %o: %j', (status, { paid = false, soldAt = null }, expected) => {
		expect(sellerActions({ status, payment_status: paid ? 'COMPLETED' : 'PENDING', sold_at: soldAt }, NOW)).toEqual(expected)
	})
})
