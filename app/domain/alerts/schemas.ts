import { z } from 'zod'
import { ALERT_WORDS, SEARCH_QUERY_MAX } from './plan.ts'

/** POST /api/alerts and the Create Alert form: only the search query (spec 2 "Alert create"). */
export const AlertSchema = z.object({
	search_query: z
		.string({ error: ALERT_WORDS.searchQueryRequired })
		.trim()
		.min(1, ALERT_WORDS.searchQueryRequired)
		.max(SEARCH_QUERY_MAX, ALERT_WORDS.searchQueryTooLong),
})

/** POST /api/alert-subscriptions and the Subscribe form: an M-PESA receipt, read as people type it (spaces, lower case). */
export const SubscribeSchema = z.object({
	mpesaReceipt: z
		.string({ error: ALERT_WORDS.receiptRequired })
		.trim()
		.min(1, ALERT_WORDS.receiptRequired)
		.transform((v) => v.toUpperCase())
		.pipe(z.string().regex(/^[A-Z0-9]{10}$/, ALERT_WORDS.receiptMalformed)),
})
