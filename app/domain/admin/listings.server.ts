import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { LISTING_STATUSES, type ListingStatus } from '#db/enums.ts'
import { actionForStatus } from '../listings/lifecycle.ts'
import { ListingError, changeListingStatus, type Actor } from '../listings/transitions.server.ts'
import { deleteListing } from '../listings/edit.server.ts'
import { apiListings } from '../listings/api.server.ts'
import { coverOf, photosByListing } from '../listings/photos.server.ts'
import { timeAgo } from '#app/utils/format.ts'

/** What the admin's tables and the moderation API read and do with listings (spec 2 §2 Admin dashboard). */

export const ADMIN_PAGE_SIZE = 50
export const DEFAULT_REJECT_REASON = 'Rejected by admin'
const EXPIRING_WITHIN_MS = 2 * 86_400_000
const REVIEW_STATUSES = ['DRAFT', 'PENDING_APPROVAL'] as const satisfies readonly ListingStatus[]
const LIVE_STATUSES = ['APPROVED', 'PUBLISHED'] as const satisfies readonly ListingStatus[]

type Viewer = { id: number; role: string }
type Person = Exclude<Actor, 'SYSTEM'>

const ROW_COLUMNS = ['id', 'title', 'seller_id', 'price_cents', 'status', 'created_at', 'expires_at', 'payment_status'] as const

export type AdminListingRow = {
	id: number
	title: string
	seller_id: number
	price_cents: number
	status: ListingStatus
	created_at: string
	expires_at: string | null
	payment_status: string
}

function requireAdmin(actor: Person) {
	if (actor.role !== 'ADMIN') throw new ListingError('You do not have permission to do this', 403)
}

/** Dashboard tab: the four cards, the 5 newest listings and up to 5 live ones expiring within 2 days. */
export async function adminDashboard(db: Database) {
	const now = Date.now()
	const [byStatus, users, recent, expiringSoon] = await Promise.all([
		db.selectFrom('listings').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
		db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
		db.selectFrom('listings').select(ROW_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(5).execute(),
		db
			.selectFrom('listings')
			.select(ROW_COLUMNS)
			.where('status', 'in', LIVE_STATUSES)
			.where('expires_at', 'is not', null)
			.where('expires_at', '<=', new Date(now + EXPIRING_WITHIN_MS).toISOString())
			.orderBy('expires_at', 'asc')
			.limit(5)
			.execute(),
	])
	const count = (statuses: readonly ListingStatus[]) =>
		byStatus.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0)
	return {
		cards: {
			pending: count(['PENDING_APPROVAL']),
			active: count(LIVE_STATUSES),
			users: Number(users.n),
			sold: count(['SOLD']),
		},
		recent: recent as AdminListingRow[],
		expiringSoon: expiringSoon as AdminListingRow[],
	}
}

export const REVIEW_SORTS = ['newest', 'risk'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

async function pageOf(db: Database, { page, statuses, byRisk = false }: { page: number; statuses?: readonly ListingStatus[]; byRisk?: boolean }) {
	let base = db.selectFrom('listings')
	if (statuses) base = base.where('status', 'in', statuses)
	const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	const total = Number(n)
	const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE))
	const current = Math.min(Math.max(1, Math.floor(page) || 1), pages)
	let ordered = base
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'listings.seller_id')
		.leftJoin('fraud_alerts', 'fraud_alerts.listing_id', 'listings.id')
		.select(ROW_COLUMNS.map((c) => `listings.${c}` as const))
		.select(['users.phone', 'users.registered_at', 'seller_profiles.display_name', 'fraud_alerts.risk_level', 'fraud_alerts.risk_score'])
	// Never assessed (a draft, a detector failure) sorts below LOW: the riskiest first.
	if (byRisk) ordered = ordered.orderBy(sql`coalesce(fraud_alerts.risk_score, -1)`, 'desc')
	const rows = await ordered
		.orderBy('listings.created_at', 'desc')
		.orderBy('listings.id', 'desc')
		.limit(ADMIN_PAGE_SIZE)
		.offset((current - 1) * ADMIN_PAGE_SIZE)
		.execute()
	const photos = await photosByListing(db, { listingIds: rows.map((r) => r.id) })
	// What a moderator weighs at a glance: the photo, who posts it and since when.
	const described = rows.map(({ phone, registered_at, display_name, risk_level, risk_score, ...row }) => ({
		...(row as AdminListingRow),
		risk: risk_level === null || risk_score === null ? null : { level: risk_level, score: risk_score },
		cover: coverOf(photos.get(row.id)),
		seller_name: display_name ?? phone,
		seller_since: timeAgo(registered_at),
	}))
	return { rows: described, total, page: current, pages }
}

/** Listings tab: every listing, newest first, 50 a page. */
export function adminListingsPage(db: Database, { page }: { page: number }) {
	return pageOf(db, { page })
}

/** Moderation tab: drafts and listings waiting for approval, newest first or riskiest first, 50 a page. */
export function pendingReviewsPage(db: Database, { page, sort = 'newest' }: { page: number; sort?: ReviewSort }) {
	return pageOf(db, { page, statuses: REVIEW_STATUSES, byRisk: sort === 'risk' })
}

/** GET /api/admin/listings/pending: drafts and pending listings in the API's listing shape, photos included. */
export function pendingApiListings(db: Database, { viewer, limit = 500 }: { viewer: Viewer; limit?: number }) {
	return apiListings(db, { viewer, status: REVIEW_STATUSES, limit })
}

/** The payment fixer's header: which listing this is. */
export async function listingHeadline(db: Database, { listingId }: { listingId: number }) {
	return db.selectFrom('listings').select(['id', 'title', 'status']).where('id', '=', listingId).executeTakeFirst()
}

/**
 * PUT/PATCH /api/listings/{id}/status: the status a client asks for, as a lifecycle move. Who may is the lifecycle
 * table's business (a seller may mark their own listing SOLD; moderation is for admins). A rejection without notes
 * gets the default reason, in the listing and in the log alike.
 */
export async function setListingStatus(
	db: Database,
	{
		listingId,
		status,
		actor,
		notes,
		ttlDays,
		siteUrl,
		phoneVerification,
	}: { listingId: number; status: string; actor: Person; notes?: string | null; ttlDays: number; siteUrl?: string; phoneVerification?: Env['PHONE_VERIFICATION'] },
) {
	const settable = LISTING_STATUSES.filter((s) => actionForStatus(s)).join(', ')
	if (!(LISTING_STATUSES as readonly string[]).includes(status)) throw new ListingError(`Unknown status: ${status}. Use one of ${settable}`, 400)
	// PUBLISHED renews an expired listing, and undoes a sale marked within the last day.
	const current = await db.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirst()
	const action = status === 'PUBLISHED' && current?.status === 'SOLD' ? 'undo_sold' : actionForStatus(status as ListingStatus)
	if (!action) throw new ListingError(`A listing cannot be set to ${status} directly. Use one of ${settable}`, 400)
	const trimmed = notes?.trim() || undefined
	const reason = action === 'reject' ? (trimmed ?? DEFAULT_REJECT_REASON) : trimmed
	return changeListingStatus(db, { listingId, action, actor, reason, ttlDays, siteUrl, phoneVerification })
}

/** DELETE /api/admin/listings/{id} and the Listings tab's Delete: admins only; 404 when it is already gone. */
export async function removeListing(db: Database, { listingId, actor, reason }: { listingId: number; actor: Person; reason?: string }) {
	requireAdmin(actor)
	if (!(await deleteListing(db, { listingId, admin: actor, reason }))) throw new ListingError('Listing not found', 404)
}
