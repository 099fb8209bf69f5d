/** The email-alert plan (spec 2 "Email-alert subscription"): KSH 500 a month, paid by M-PESA, receipt entered by hand. */
export const ALERT_PLAN = { priceCents: 50_000, priceKes: 500, days: 30 } as const

/** A simple alert's search query, at most this long. */
export const SEARCH_QUERY_MAX = 100

// The words of the alerts page and API, zod-free so the page's JavaScript can use them.
export const ALERT_WORDS = {
	searchQueryRequired: 'Search Query Required',
	searchQueryTooLong: `Search query must be at most ${SEARCH_QUERY_MAX} characters`,
	subscriptionRequired: 'Subscription Required - You need an active subscription to create alerts. Please subscribe for KSH 500/month.',
	receiptRequired: 'M-PESA Receipt Required',
	receiptMalformed: 'An M-PESA receipt is 10 letters and digits, e.g. QGH7K2LM9P',
	receiptUsed: 'This M-PESA receipt has already been used',
	receiptUnknown: 'We have no M-PESA payment with this receipt yet. Check the code, or try again in a few minutes.',
	receiptTooSmall: `This payment is less than KES ${ALERT_PLAN.priceKes}`,
	alertNotFound: 'Alert not found',
	alertCreated: 'Alert created!',
	alertDeleted: 'Alert deleted',
	subscriptionActivated: 'Subscription activated! Your monthly alert subscription is now active.',
} as const
