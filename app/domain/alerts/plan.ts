import type { AlertFrequency } from '#db/enums.ts'

/**
 * What a buyer can pay for with M-PESA (spec 2 §9), each a 30-day subscription:
 * - EMAIL_ALERTS: the simple email alerts of /alerts, KSH 500 a month, checked hourly;
 * - BUYER_PLAN: the buyer dashboard's PREMIUM plan, KES 200 a month (BASIC is free: having none).
 */
export const PRODUCTS = {
	EMAIL_ALERTS: { priceCents: 50_000, priceKes: 500, days: 30, name: 'Email alerts' },
	BUYER_PLAN: { priceCents: 20_000, priceKes: 200, days: 30, name: 'Soko Premium' },
} as const

export type Product = keyof typeof PRODUCTS

/** The email-alert subscription of /alerts. */
export const ALERT_PLAN = PRODUCTS.EMAIL_ALERTS

type PlanFeatures = {
	plan: string
	priceKes: number
	maxAlerts: number
	alertsPerDay: number
	frequencies: readonly AlertFrequency[]
	instant: boolean
	prioritySupport: boolean
}

/** The buyer dashboard's plans (spec 2 §9); -1 is unlimited, as the API reports it. */
export const BUYER_PLANS = {
	BASIC: { plan: 'BASIC', priceKes: 0, maxAlerts: 3, alertsPerDay: 3, frequencies: ['DAILY', 'WEEKLY'], instant: false, prioritySupport: false },
	PREMIUM: { plan: 'PREMIUM', priceKes: PRODUCTS.BUYER_PLAN.priceKes, maxAlerts: 50, alertsPerDay: -1, frequencies: ['INSTANT', 'DAILY', 'WEEKLY'], instant: true, prioritySupport: true },
} as const satisfies Record<string, PlanFeatures>

export type BuyerPlan = keyof typeof BUYER_PLANS

/** A simple alert's search query, at most this long. */
export const SEARCH_QUERY_MAX = 100

/** A buyer alert's limits: name and keyword lengths, keywords per alert, the radius (spec default 50 km). */
export const BUYER_ALERT_LIMITS = { nameMax: 60, keywordMax: 40, keywords: 10, radiusDefault: 50, radiusMax: 1000 } as const

// The words of the alerts pages and API, zod-free so the pages' JavaScript can use them.
export const ALERT_WORDS = {
	searchQueryRequired: 'Search Query Required',
	searchQueryTooLong: `Search query must be at most ${SEARCH_QUERY_MAX} characters`,
	subscriptionRequired: 'Subscription Required - You need an active subscription to create alerts. Please subscribe for KSH 500/month.',
	receiptRequired: 'M-PESA Receipt Required',
	premiumReceiptRequired: 'Receipt Required',
	receiptMalformed: 'An M-PESA receipt is 10 letters and digits, e.g. QGH7K2LM9P',
	receiptUsed: 'This M-PESA receipt has already been used',
	receiptUnknown: 'We have no M-PESA payment with this receipt yet. Check the code, or try again in a few minutes.',
	receiptTooSmall: (priceKes: number) => `This payment is less than KES ${priceKes}`,
	alertNotFound: 'Alert not found',
	alertCreated: 'Alert created!',
	alertDeleted: 'Alert deleted',
	subscriptionActivated: 'Subscription activated! Your monthly alert subscription is now active.',
	subscriptionUpdated: 'Subscription Updated',
	alertNameRequired: 'Alert name is required',
	alertNameTooLong: `Alert name must be at most ${BUYER_ALERT_LIMITS.nameMax} characters`,
	tooManyKeywords: `At most ${BUYER_ALERT_LIMITS.keywords} keywords`,
	keywordTooLong: `A keyword must be at most ${BUYER_ALERT_LIMITS.keywordMax} characters`,
	unknownCategory: 'Choose categories from the list',
	priceNotNumber: 'Prices must be numbers',
	priceRange: 'Maximum price must be at least the minimum price',
	unknownTown: 'Choose a town from the list',
	radiusRange: `Radius must be between 1 and ${BUYER_ALERT_LIMITS.radiusMax} km`,
	alertLimit: (max: number) => `Your plan allows ${max} alerts. Delete one, or upgrade to PREMIUM for up to ${BUYER_PLANS.PREMIUM.maxAlerts}.`,
	instantNeedsPremium: 'Instant alerts are part of PREMIUM. Choose daily or weekly, or upgrade.',
	alertSaved: 'Alert saved',
	alertPaused: 'Alert paused',
	alertResumed: 'Alert resumed',
} as const
