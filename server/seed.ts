import type { Kysely } from 'kysely'
import { deletePhoto, storePhoto } from '#app/domain/photos/photos.server.ts'
import { hashPassword } from '#app/domain/accounts/passwords.server.ts'
import type { DB } from '../db/schema.ts'
import { mapWithConcurrency } from './seed/concurrency.ts'
import { isUniqueViolation } from '../db/errors.ts'
import { claimJobRun } from '#app/domain/instances/job-runs.server.ts'
import { renderPicture } from './seed/pictures.ts'
import { DEMO_BUYER, DEMO_SELLER, planDemoData, type DemoPlan } from './seed/plan.ts'
import { createRandom } from './seed/random.ts'

export { DEMO_BUYER, DEMO_SELLER } from './seed/plan.ts'
export const DEMO_PASSWORD = 'soko1234'

const SEED = 20240601
const LISTING_COUNT = 200
const PHOTO_CONCURRENCY = 6
const INSERT_CHUNK = 200
const DAY = 24 * 60 * 60 * 1000

/** Whether the demo seller and buyer can sign in here: seeded now or on an earlier start, not replaced since. */
export async function hasDemoAccounts(db: Kysely<DB>) {
	const found = await db.selectFrom('users').select('phone').where('phone', 'in', [DEMO_SELLER.phone, DEMO_BUYER.phone]).execute()
	return found.length === 2
}

export type SeedSummary =
	| { seeded: false; reason: string }
	| { seeded: true; users: number; listings: number; photos: number; reviews: number; banners: number }

function chunks<T>(rows: T[]) {
	return Array.from({ length: Math.ceil(rows.length / INSERT_CHUNK) }, (_, i) => rows.slice(i * INSERT_CHUNK, (i + 1) * INSERT_CHUNK))
}

async function makePhotos({ uploadsDir, plan, created }: { uploadsDir: string; plan: DemoPlan; created: string[] }) {
	const jobs = plan.listings.flatMap((listing, listingIndex) =>
		Array.from({ length: listing.photoCount }, (_, position) => ({ listing, listingIndex, position })),
	)
	const ids = await mapWithConcurrency({
		items: jobs,
		limit: PHOTO_CONCURRENCY,
		task: async ({ listing, listingIndex, position }) => {
			const input = await renderPicture({ shape: listing.shape, hue: listing.category.hue, seed: listingIndex + 1, index: position })
			const { public_id } = await storePhoto({ uploadsDir, input, fingerprint: false })
			created.push(public_id)
			return public_id
		},
	})
	return jobs.map((job, i) => ({ listingIndex: job.listingIndex, position: job.position, id: ids[i]! }))
}

async function insertPlan({ db, plan, photos, passwordHash, now }: { db: Kysely<DB>; plan: DemoPlan; photos: Awaited<ReturnType<typeof makePhotos>>; passwordHash: string; now: number }) {
	await db.transaction().execute(async (trx) => {
		const userIds: number[] = []
		for (const user of plan.users) {
			// An account with the demo phone may already exist (a database whose listings were emptied): reuse it.
			const existing = await trx.selectFrom('users').select('id').where('phone', '=', user.phone).executeTakeFirst()
			const row =
				existing ??
				(await trx
					.insertInto('users')
					.values({
						email: user.email,
						password_hash: passwordHash,
						phone: user.phone,
						role: user.role,
						registered_at: user.registered_at,
						is_verified: user.is_verified,
						email_verified: user.email_verified,
						phone_verified: user.phone_verified,
						last_login: user.last_login,
					})
					.returning('id')
					.executeTakeFirstOrThrow())
			userIds.push(row.id)
		}

		const listingIds: number[] = []
		for (const listing of plan.listings) {
			const row = await trx
				.insertInto('listings')
				.values({ ...listing.values, seller_id: userIds[listing.userIndex]! })
				.returning('id')
				.executeTakeFirstOrThrow()
			listingIds.push(row.id)
		}

		const photoRows = photos.map((p) => ({
			listing_id: listingIds[p.listingIndex]!,
			cloudinary_id: p.id,
			// Drawn from a few shapes per category, demo pictures look alike to a perceptual hash (about one listing in
			// five would "copy" another seller's): '' says there is nothing to compare, and the hash backfill leaves them.
			phash: '',
			is_primary: p.position === 0 ? (1 as const) : (0 as const),
			position: p.position,
			created_at: plan.listings[p.listingIndex]!.values.created_at,
		}))
		for (const rows of chunks(photoRows)) await trx.insertInto('listing_photos').values(rows).execute()

		const payments = plan.listings.flatMap((l, i) =>
			l.payment ? [{ listing_id: listingIds[i]!, amount_cents: 1500, mpesa_receipt: l.payment.receipt, phone: l.payment.phone, timestamp: l.payment.at }] : [],
		)
		for (const rows of chunks(payments)) await trx.insertInto('transactions').values(rows).execute()

		const reviews = plan.reviews.map((r) => ({
			listing_id: listingIds[r.listingIndex]!,
			buyer_id: userIds[r.userIndex]!,
			seller_id: userIds[plan.listings[r.listingIndex]!.userIndex]!,
			rating: r.rating,
			comment: r.comment,
			created_at: r.created_at,
		}))
		for (const rows of chunks(reviews)) await trx.insertInto('reviews').values(rows).execute()
		// A review needs a contact with the seller first (trust/reviews.server.ts): each reviewer pressed Contact before.
		const contacts = reviews.map((r) => ({ user_id: r.buyer_id, listing_id: r.listing_id, action_type: 'CONTACT_SELLER' as const, timestamp: r.created_at }))
		for (const rows of chunks(contacts)) await trx.insertInto('user_actions').values(rows).execute()

		const saves = plan.saves.map((s) => ({ user_id: userIds[s.userIndex]!, listing_id: listingIds[s.listingIndex]!, created_at: s.created_at }))
		if (saves.length) await trx.insertInto('user_saves').values(saves).onConflict((oc) => oc.doNothing()).execute()

		const profiles = plan.users.flatMap((user, userIndex) => {
			if (user.role !== 'SELLER') return []
			const mine = plan.listings.filter((l) => l.userIndex === userIndex)
			const ratings = plan.reviews.filter((r) => plan.listings[r.listingIndex]!.userIndex === userIndex).map((r) => r.rating)
			const lastActive = mine.reduce((latest, l) => (l.values.updated_at! > latest ? l.values.updated_at! : latest), user.last_login)
			return [
				{
					user_id: userIds[userIndex]!,
					display_name: user.name,
					rating: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
					total_listings: mine.length,
					last_active: lastActive,
				},
			]
		})
		await trx.insertInto('seller_profiles').values(profiles).onConflict((oc) => oc.column('user_id').doNothing()).execute()

		const iso = (ms: number) => new Date(ms).toISOString()
		await trx
			.insertInto('banners')
			.values([
				{
					title: 'Welcome to Soko',
					content: 'Buy and sell second-hand items across Kenya. Listing an item costs only KES 15, paid by M-PESA.',
					type: 'ANNOUNCEMENT',
					status: 'ACTIVE',
					start_date: iso(now - 2 * DAY),
					end_date: iso(now + 30 * DAY),
					target_pages: '[]',
				},
				{
					title: 'Back to school deals',
					content: 'Find textbooks, uniforms and school shoes from sellers near you.',
					type: 'PROMOTIONAL',
					status: 'ACTIVE',
					start_date: iso(now - DAY),
					end_date: iso(now + 30 * DAY),
					target_pages: '["/browse"]',
				},
			])
			.execute()
	})
}

/** Fills an empty database with believable Kenyan demo data; a database with any listing is left alone. */
export async function seedDemoData({ db, uploadsDir }: { db: Kysely<DB>; uploadsDir: string }): Promise<SeedSummary> {
	const { n } = await db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	if (Number(n) > 0) return { seeded: false, reason: `the database already has ${n} listings` }

	// Instances starting together on one empty database: one seeds, the others step back at once instead of each
	// drawing the 600 demo photos for nothing. The claim lapses after 10 minutes, should the instance seeding die.
	if (!(await claimJobRun(db, { name: 'demo-seed', everyMs: 10 * 60_000 }))) return { seeded: false, reason: 'another instance seeded it at the same time' }

	const now = Date.now()
	const takenPhones = new Set((await db.selectFrom('users').select('phone').execute()).map((u) => u.phone))
	const plan = planDemoData({ random: createRandom(SEED), now, takenPhones, listingCount: LISTING_COUNT })
	// scrypt is deliberately slow: one hash shared by every demo account.
	const passwordHash = await hashPassword(DEMO_PASSWORD)

	const created: string[] = []
	try {
		const photos = await makePhotos({ uploadsDir, plan, created })
		await insertPlan({ db, plan, photos, passwordHash, now })
		return {
			seeded: true,
			users: plan.users.length,
			listings: plan.listings.length,
			photos: photos.length,
			reviews: plan.reviews.length,
			banners: 2,
		}
	} catch (error) {
		await Promise.all(created.map((id) => deletePhoto({ uploadsDir, id })))
		// Instances starting together on one empty database all seed; the first to commit wins, the others step back.
		if (isUniqueViolation(error)) return { seeded: false, reason: 'another instance seeded it at the same time' }
		throw error
	}
}
