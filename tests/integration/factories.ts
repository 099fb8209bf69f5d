import type { Database } from '#db/database.ts'
import type { ListingStatus, NotifyChannel, UserRole } from '#db/enums.ts'
import { hashPassword } from '#app/domain/accounts/passwords.server.ts'
import { townOf } from '#app/domain/listings/towns.ts'

let counter = 0
let passwordHash: Promise<string> | null = null

export const TEST_PASSWORD = 'secret123'

/** A user whose phone is verified, as most are once signed up; `phoneVerified: false` for one who never entered the code. */
export async function createUser(
	db: Database,
	{
		role = 'SELLER' as UserRole,
		phone,
		notifyBy = null,
		phoneVerified = true,
	}: { role?: UserRole; phone?: string; notifyBy?: NotifyChannel | null; phoneVerified?: boolean } = {},
) {
	counter++
	passwordHash ??= hashPassword(TEST_PASSWORD)
	return db
		.insertInto('users')
		.values({
			email: `user${counter}@example.com`,
			phone: phone ?? `07${String(10_000_000 + counter).slice(-8)}`,
			role,
			password_hash: await passwordHash,
			notify_channel: notifyBy,
			phone_verified: phoneVerified ? 1 : 0,
		})
		.returning(['id', 'phone', 'role', 'email'])
		.executeTakeFirstOrThrow()
}

/** Takes a test user's verified phone back (test users are verified by default): the person issue 25 gates. */
export async function unverifyPhone(db: Database, userId: number) {
	await db.updateTable('users').set({ phone_verified: 0 }).where('id', '=', userId).execute()
}

export async function createListing(
	db: Database,
	{
		sellerId,
		status = 'PUBLISHED',
		title = 'Samsung Galaxy A14 64GB',
		description = 'Clean phone, no cracks, with charger.',
		category = 'electronics',
		priceCents = 1_250_000,
		location = 'Nairobi',
		createdAt,
		featured = false,
		photos = ['a'.repeat(24)],
	}: {
		sellerId: number
		status?: ListingStatus
		title?: string
		description?: string
		category?: string
		priceCents?: number
		location?: string
		createdAt?: string
		featured?: boolean
		photos?: string[]
	},
) {
	const listing = await db
		.insertInto('listings')
		.values({
			seller_id: sellerId,
			title,
			description,
			category,
			price_cents: priceCents,
			location,
			town: townOf(location),
			condition: 'GOOD',
			reason: 'Upgraded',
			status,
			...(status === 'SOLD' ? { sold_at: new Date().toISOString() } : {}),
			// Only a paid fee publishes (DESIGN §4): whatever went live was paid for.
			...(status === 'PUBLISHED' || status === 'SOLD' || status === 'EXPIRED' ? { payment_status: 'COMPLETED' as const } : {}),
			...(createdAt ? { created_at: createdAt } : {}),
			...(featured
				? { is_featured: 1, featured_at: new Date().toISOString(), featured_expires_at: new Date(Date.now() + 86_400_000).toISOString() }
				: {}),
		})
		.returning(['id'])
		.executeTakeFirstOrThrow()
	if (photos.length) {
		await db
			.insertInto('listing_photos')
			.values(photos.map((cloudinary_id, position) => ({ listing_id: listing.id, cloudinary_id, position, is_primary: position === 0 ? 1 : 0 })))
			.execute()
	}
	return listing
}
