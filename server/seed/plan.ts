import { TOWNS } from '#app/domain/listings/categories.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import type { Insertable } from 'kysely'
import type { ItemCondition, ListingStatus } from '../../db/enums.ts'
import type { ListingsTable } from '../../db/schema.ts'
import {
	CATALOGUE,
	CONDITION_PRICE_FACTOR,
	CONDITION_SENTENCES,
	FIRST_NAMES,
	LAST_NAMES,
	MEETING_SENTENCES,
	REASONS,
	REJECTION_REASONS,
	REVIEW_COMMENTS,
	type CatalogueCategory,
	type CatalogueItem,
} from './catalogue.ts'
import type { Random } from './random.ts'
import type { PictureShape } from './shapes.ts'

export const DEMO_SELLER = { phone: '0712345678', email: 'seller@demo.soko.co.ke', name: 'Wanjiru Kamau' }
export const DEMO_BUYER = { phone: '0722345678', email: 'buyer@demo.soko.co.ke', name: 'Otieno Odhiambo' }
const SELLER_COUNT = 25
const BUYER_COUNT = 15
const LISTING_FEE_CENTS = 1500
const FEATURED_COUNT = 12
const DEMO_BUYER_SAVES = 6
const DAY = 24 * 60 * 60 * 1000
const HOUR = 60 * 60 * 1000

const STATUS_COUNTS: Record<ListingStatus, number> = {
	PUBLISHED: 150,
	SOLD: 18,
	PENDING_APPROVAL: 8,
	DRAFT: 5,
	APPROVED: 4,
	PAYMENT_PENDING: 4,
	REJECTED: 5,
	EXPIRED: 6,
}
/** The demo seller's dashboard shows every stage of the lifecycle. */
const DEMO_SELLER_STATUSES: ListingStatus[] = [
	'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'PUBLISHED',
	'SOLD', 'SOLD', 'DRAFT', 'PENDING_APPROVAL', 'APPROVED', 'PAYMENT_PENDING', 'REJECTED', 'EXPIRED',
]
/** Nairobi dominates, as on any Kenyan classifieds site. */
const TOWN_WEIGHTS: Record<(typeof TOWNS)[number], number> = {
	Nairobi: 30, Mombasa: 12, Kisumu: 10, Nakuru: 10, Eldoret: 8, Thika: 8, Machakos: 6, Meru: 6, Nyeri: 5, Kericho: 5,
}
const CONDITION_WEIGHTS: Record<ItemCondition, number> = { NEW: 10, LIKE_NEW: 25, GOOD: 40, FAIR: 18, POOR: 7 }
const RATING_WEIGHTS = { '5': 45, '4': 35, '3': 13, '2': 5, '1': 2 }

export type PlannedUser = {
	phone: string
	email: string
	role: 'SELLER' | 'BUYER'
	name: string
	town: string
	registered_at: string
	last_login: string
	is_verified: 0 | 1
	email_verified: 0 | 1
	phone_verified: 0 | 1
}

export type PlannedListing = {
	userIndex: number
	category: CatalogueCategory
	shape: PictureShape
	photoCount: number
	values: Omit<Insertable<ListingsTable>, 'seller_id'>
	payment: { receipt: string; phone: string; at: string } | null
}

export type PlannedReview = { listingIndex: number; userIndex: number; rating: number; comment: string; created_at: string }

export type DemoPlan = {
	users: PlannedUser[]
	listings: PlannedListing[]
	reviews: PlannedReview[]
	saves: { userIndex: number; listingIndex: number; created_at: string }[]
}

function planUsers({ random, now, takenPhones }: { random: Random; now: number; takenPhones: Set<string> }) {
	const phones = new Set([...takenPhones, DEMO_SELLER.phone, DEMO_BUYER.phone])
	const freshPhone = () => {
		for (;;) {
			const phone = `07${random.int(0, 9)}${String(random.int(0, 9_999_999)).padStart(7, '0')}`
			if (!phones.has(phone)) {
				phones.add(phone)
				return phone
			}
		}
	}
	const towns = Object.keys(TOWN_WEIGHTS) as (keyof typeof TOWN_WEIGHTS)[]
	const user = ({ role, index }: { role: PlannedUser['role']; index: number }): PlannedUser => {
		const first = random.pick(FIRST_NAMES)
		const last = random.pick(LAST_NAMES.filter((n) => n !== first))
		const verified = random.chance(0.8) ? 1 : 0
		return {
			phone: freshPhone(),
			email: `${first}.${last}${index + 1}@example.com`.toLowerCase(),
			role,
			name: `${first} ${last}`,
			// The first sellers cover every town so each one has listings.
			town: role === 'SELLER' && index < towns.length ? towns[index]! : random.weighted(TOWN_WEIGHTS),
			registered_at: new Date(now - random.int(60, 400) * DAY - random.int(0, DAY)).toISOString(),
			last_login: new Date(now - random.int(0, 7 * DAY)).toISOString(),
			is_verified: verified,
			email_verified: verified && random.chance(0.85) ? 1 : 0,
			phone_verified: verified,
		}
	}
	const sellers = Array.from({ length: SELLER_COUNT - 1 }, (_, index) => user({ role: 'SELLER', index }))
	const buyers = Array.from({ length: BUYER_COUNT - 1 }, (_, index) => user({ role: 'BUYER', index: SELLER_COUNT + index }))
	const demo = (account: typeof DEMO_SELLER, role: PlannedUser['role']): PlannedUser => ({
		phone: account.phone,
		email: account.email,
		role,
		name: account.name,
		town: 'Nairobi',
		registered_at: new Date(now - 120 * DAY).toISOString(),
		last_login: new Date(now - DAY).toISOString(),
		is_verified: 1,
		email_verified: 1,
		phone_verified: 1,
	})
	return [demo(DEMO_SELLER, 'SELLER'), ...sellers, demo(DEMO_BUYER, 'BUYER'), ...buyers]
}

function priceCents({ random, kes, condition }: { random: Random; kes: number; condition: ItemCondition }) {
	const raw = kes * CONDITION_PRICE_FACTOR[condition] * (0.85 + random.next() * 0.3)
	const step = raw < 2000 ? 50 : raw < 20000 ? 100 : 500
	return Math.max(step, Math.round(raw / step) * step) * 100
}

function receiptMaker(random: Random) {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
	const used = new Set<string>()
	return () => {
		for (;;) {
			const receipt = `S${Array.from({ length: 9 }, () => random.pick([...alphabet])).join('')}`
			if (!used.has(receipt)) {
				used.add(receipt)
				return receipt
			}
		}
	}
}

/** Daraja wants 2547XXXXXXXX; the site shows 07XXXXXXXX. */
function mpesaPhone(phone: string) {
	return `254${phone.slice(1)}`
}

function planTimeline({ random, now, status }: { random: Random; now: number; status: ListingStatus }) {
	const ago = (minDays: number, maxDays: number) => now - minDays * DAY - random.next() * (maxDays - minDays) * DAY
	// Each step lands between its predecessor and now, so nothing happens in the future.
	const after = (base: number, maxMs: number) => base + random.next() * Math.min(maxMs, (now - base) * 0.5)
	const created = {
		// Up to 29.5 days: a few published listings are about to expire, so the admin's Expiring Soon has work.
		PUBLISHED: () => ago(0.05, 29.5),
		SOLD: () => ago(8, 60),
		EXPIRED: () => ago(35, 60),
		REJECTED: () => ago(2, 50),
		DRAFT: () => ago(0, 20),
		PENDING_APPROVAL: () => ago(0, 3),
		APPROVED: () => ago(1, 7),
		PAYMENT_PENDING: () => ago(1, 5),
	}[status]()
	const approved = after(created, 20 * HOUR)
	const paid = after(approved, 5 * HOUR)
	const published = paid + random.int(5, 90) * 1000
	const sold = status === 'SOLD' ? after(published, 25 * DAY) : null
	return { created, approved, paid, published, sold }
}

function planListing(options: {
	random: Random
	now: number
	userIndex: number
	seller: PlannedUser
	category: CatalogueCategory
	item: CatalogueItem
	status: ListingStatus
	receipt: () => string
	checkoutNumber: number
}): PlannedListing {
	const { random, now, userIndex, seller, category, item, status } = options
	const iso = (ms: number) => new Date(ms).toISOString()
	const condition = random.weighted(CONDITION_WEIGHTS)
	const town = seller.town
	const description = [
		item.blurb,
		random.pick(CONDITION_SENTENCES[condition]),
		random.pick(MEETING_SENTENCES).replace('{town}', town),
	].join(' ')
	const t = planTimeline({ random, now, status })
	const wentLive = status === 'PUBLISHED' || status === 'SOLD' || status === 'EXPIRED'
	const approved = wentLive || status === 'APPROVED' || status === 'PAYMENT_PENDING'
	// A seller may pay right after creating: a third of those waiting for approval already have.
	const paidEarly = status === 'PENDING_APPROVAL' && random.chance(1 / 3)
	const paid = wentLive || paidEarly
	const paidAt = paidEarly ? t.approved : t.paid
	const payment = paid ? { receipt: options.receipt(), phone: mpesaPhone(seller.phone), at: iso(paidAt) } : null
	const lastChange = Math.max(
		t.created,
		approved ? t.approved : 0,
		paid ? paidAt : 0,
		wentLive ? t.published : 0,
		t.sold ?? 0,
		status === 'REJECTED' ? t.approved : 0,
	)
	return {
		userIndex,
		category,
		shape: item.shape,
		photoCount: random.int(2, 4),
		payment,
		values: {
			title: item.title,
			description,
			category: category.slug,
			subcategory: guessSubcategory(category.slug, item.title),
			price_cents: priceCents({ random, kes: item.kes, condition }),
			location: town,
			town,
			condition,
			reason: random.pick(REASONS),
			status,
			created_at: iso(t.created),
			updated_at: iso(lastChange),
			expires_at: wentLive ? iso(t.published + 30 * DAY) : null,
			sold_at: t.sold === null ? null : iso(t.sold),
			payment_status: paid ? 'COMPLETED' : 'PENDING',
			payment_transaction_id: payment?.receipt ?? null,
			checkout_request_id:
				status === 'PAYMENT_PENDING' ? `ws_CO_${iso(t.paid).replace(/\D/g, '').slice(0, 14)}${options.checkoutNumber}` : null,
			payment_amount_cents: paid || status === 'PAYMENT_PENDING' ? LISTING_FEE_CENTS : null,
			payment_phone: paid || status === 'PAYMENT_PENDING' ? mpesaPhone(seller.phone) : null,
			payment_date: payment?.at ?? null,
			approval_date: approved ? iso(t.approved) : null,
			published_date: wentLive ? iso(t.published) : null,
			// The demo's history: alerts made after seeding are about what is published after it.
			alerts_checked_at: wentLive ? iso(t.published) : null,
			rejection_reason: status === 'REJECTED' ? random.pick(REJECTION_REASONS) : null,
			email_verified: seller.email_verified,
			phone_verified: seller.phone_verified,
		},
	}
}

function planListings({ random, now, users, count }: { random: Random; now: number; users: PlannedUser[]; count: number }) {
	const sellerIndexes = users.flatMap((u, i) => (u.role === 'SELLER' && i !== 0 ? [i] : []))
	const items = random.shuffle(CATALOGUE.flatMap((category) => category.items.map((item) => ({ category, item }))))
	const pool = Object.entries(STATUS_COUNTS).flatMap(([status, n]) => Array<ListingStatus>(n).fill(status as ListingStatus))
	for (const status of DEMO_SELLER_STATUSES) pool.splice(pool.indexOf(status), 1)
	const statuses = [...DEMO_SELLER_STATUSES, ...random.shuffle(pool)].slice(0, count)
	const receipt = receiptMaker(random)
	return statuses.map((status, i) => {
		const other = i - DEMO_SELLER_STATUSES.length
		// Every seller gets at least two listings before the rest are dealt at random.
		const userIndex =
			other < 0 ? 0 : other < sellerIndexes.length * 2 ? sellerIndexes[other % sellerIndexes.length]! : random.pick(sellerIndexes)
		const { category, item } = items[i % items.length]!
		return planListing({ random, now, userIndex, seller: users[userIndex]!, category, item, status, receipt, checkoutNumber: i })
	})
}

function planFeatured({ random, now, listings }: { random: Random; now: number; listings: PlannedListing[] }) {
	const published = listings.filter((l) => l.values.status === 'PUBLISHED')
	const demoFirst = [published.find((l) => l.userIndex === 0)!, ...random.shuffle(published.filter((l) => l.userIndex !== 0))]
	for (const listing of demoFirst.slice(0, FEATURED_COUNT)) {
		const publishedAt = Date.parse(listing.values.published_date!)
		const featuredAt = publishedAt + random.next() * Math.min(5 * DAY, (now - publishedAt) * 0.5)
		listing.values.is_featured = 1
		listing.values.featured_at = new Date(featuredAt).toISOString()
		listing.values.featured_expires_at = new Date(now + random.int(3, 14) * DAY).toISOString()
	}
}

function planReviews({ random, now, users, listings }: { random: Random; now: number; users: PlannedUser[]; listings: PlannedListing[] }) {
	const buyerIndexes = users.flatMap((u, i) => (u.role === 'BUYER' ? [i] : []))
	const reviews: PlannedReview[] = []
	// One review per buyer per seller (issue 25): a buyer drawn again for the same seller's other listing writes none.
	const reviewers = new Set<string>()
	listings.forEach((listing, listingIndex) => {
		const { status, sold_at, published_date } = listing.values
		const reviewed = status === 'SOLD' ? random.chance(0.85) : status === 'PUBLISHED' && random.chance(0.25)
		if (!reviewed) return
		const since = Date.parse(sold_at ?? published_date!)
		for (const userIndex of random.shuffle(buyerIndexes).slice(0, random.int(1, 2))) {
			const review = {
				listingIndex,
				userIndex,
				rating: Number(random.weighted(RATING_WEIGHTS)),
				comment: random.chance(0.6) ? random.pick(REVIEW_COMMENTS) : '',
				created_at: new Date(since + random.next() * (now - since)).toISOString(),
			}
			// Drawn all the same, so the rest of the plan stays as it was.
			const pair = `${userIndex}:${listing.userIndex}`
			if (!reviewers.has(pair)) reviews.push(review)
			reviewers.add(pair)
		}
	})
	return reviews
}

/** Everything the demo seed inserts, decided up front by one seeded generator. */
export function planDemoData({ random, now, takenPhones, listingCount }: { random: Random; now: number; takenPhones: Set<string>; listingCount: number }): DemoPlan {
	const users = planUsers({ random, now, takenPhones })
	const listings = planListings({ random, now, users, count: listingCount })
	planFeatured({ random, now, listings })
	const reviews = planReviews({ random, now, users, listings })
	const demoBuyer = users.findIndex((u) => u.phone === DEMO_BUYER.phone)
	const saves = random
		.shuffle(listings.flatMap((l, i) => (l.values.status === 'PUBLISHED' ? [i] : [])))
		.slice(0, DEMO_BUYER_SAVES)
		.map((listingIndex) => ({ userIndex: demoBuyer, listingIndex, created_at: new Date(now - random.int(0, 3 * DAY)).toISOString() }))
	return { users, listings, reviews, saves }
}
