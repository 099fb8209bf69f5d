import { beforeAll, describe, expect, test } from 'vitest'
import type { Database } from '#db/database.ts'
import type { RiskLevel } from './risk.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { insertFraudAlert } from '#tests/integration/fraud-fixtures.ts'
import { lastDays } from '../../admin/period.ts'
import { changeListingStatus } from '../../listings/transitions.server.ts'
import { deleteListing } from '../../listings/edit.server.ts'
import { detectionAccuracy } from './detection-accuracy.server.ts'

let db: Database
let admin: { id: number; role: 'ADMIN' }
let seller: { id: number; role: 'SELLER' }

beforeAll(async () => {
	db = await openTestDatabase()
	admin = { id: (await createUser(db, { role: 'ADMIN' })).id, role: 'ADMIN' }
	seller = { id: (await createUser(db, { role: 'SELLER' })).id, role: 'SELLER' }
})

/** A listing waiting for approval, rated by the detector (or not: null). */
async function pending(risk: RiskLevel | null) {
	const listing = await createListing(db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
	if (risk) await insertFraudAlert(db, { userId: seller.id, listingId: listing.id, level: risk, score: 50 })
	return listing.id
}

const move = (listingId: number, action: 'approve' | 'reject' | 'submit', actor: typeof admin | typeof seller = admin) =>
	changeListingStatus(db, { listingId, action, actor, ttlDays: 30 })

describe('the fraud detector measured against the admins’ decisions', () => {
	test('before any decision there is no figure', async () => {
		await pending('HIGH')
		expect(await detectionAccuracy(db, { period: lastDays(30) })).toEqual({ precision: null, recall: null, flaggedDecided: 0, flaggedRemoved: 0, removed: 0, decided: 0 })
	})

	test('precision: flagged listings rejected or deleted; recall: removed listings it flagged; a listing counts by its last decision', async () => {
		await move(await pending('HIGH'), 'reject')
		await move(await pending('MEDIUM'), 'approve')
		// Deleted: its fraud_alerts row goes with it, the rating logged with the deletion stays.
		await deleteListing(db, { listingId: await pending('CRITICAL'), admin })
		await move(await pending('LOW'), 'reject')
		await move(await pending(null), 'approve')
		const changedMind = await pending('LOW')
		await move(changedMind, 'reject')
		await move(changedMind, 'submit', seller)
		await move(changedMind, 'approve')
		// A rejection logged before ratings were logged with decisions: the listing's current rating is used.
		const older = await pending('MEDIUM')
		await db.updateTable('listings').set({ status: 'REJECTED' }).where('id', '=', older).execute()
		await db.insertInto('moderation_logs').values({ admin_id: admin.id, target_type: 'listing', target_id: older, action: 'REJECT', from_status: 'PENDING_APPROVAL', to_status: 'REJECTED' }).execute()

		expect(await detectionAccuracy(db, { period: lastDays(30) })).toEqual({
			precision: 75,
			recall: 75,
			flaggedDecided: 4,
			flaggedRemoved: 3,
			removed: 4,
			decided: 7,
		})
	})

	test('decisions outside the period do not count', async () => {
		const period = lastDays(7)
		const before = await db.selectFrom('moderation_logs').select('id').execute()
		await db.updateTable('moderation_logs').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('id', 'in', before.map((r) => r.id)).execute()
		expect((await detectionAccuracy(db, { period })).decided).toBe(0)
	})
})
