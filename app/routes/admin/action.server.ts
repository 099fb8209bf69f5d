import { pageUrl } from '#app/utils/data-request.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { z } from 'zod'
import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { redirectWithToast, type Toast } from '#app/utils/toast.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { DEFAULT_REJECT_REASON, removeListing } from '#app/domain/admin/listings.server.ts'
import { changeListingStatus } from '#app/domain/listings/transitions.server.ts'
import { markPaymentCompleted } from '#app/domain/payments/admin-tools.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { settleReports } from '#app/domain/trust/open-reports.server.ts'
import { SettleNoteSchema } from '#app/domain/trust/feedback-schemas.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { say } from '#app/i18n/words.ts'

const ListingId = z.coerce.number({ error: 'Please enter a listing ID' }).int().positive('Please enter a listing ID')
const Notes = z.string().trim().max(500, 'Notes must be at most 500 characters').optional()

const IntentSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('approve'), listingId: ListingId, notes: Notes }),
	z.object({ intent: z.literal('reject'), listingId: ListingId, reason: Notes }),
	z.object({ intent: z.literal('mark_sold'), listingId: ListingId }),
	z.object({ intent: z.literal('expire'), listingId: ListingId }),
	z.object({ intent: z.literal('submit'), listingId: ListingId }),
	z.object({ intent: z.literal('resolve_reports'), listingId: ListingId, notes: SettleNoteSchema }),
	z.object({ intent: z.literal('dismiss_reports'), listingId: ListingId, notes: SettleNoteSchema }),
	z.object({
		intent: z.literal('delete'),
		listingId: ListingId,
		confirm: z.literal('yes', { error: 'Please tick “Yes, delete this listing” to confirm' }),
	}),
	z.object({
		intent: z.literal('mark_paid'),
		listingId: ListingId,
		transactionId: z.string().trim().min(1, 'Please enter the M-PESA transaction ID'),
		amountKes: z.coerce.number({ error: 'Please enter the amount paid' }).positive('Please enter the amount paid'),
		phone: z.string().trim().optional(),
	}),
])

type Intent = z.output<typeof IntentSchema>['intent']

/** The spec's error texts (spec 2 §8), used when the server has no better message. */
const FAILED: Record<Intent, string> = {
	approve: 'Failed to approve listing',
	reject: 'Failed to reject listing',
	mark_sold: 'Failed to mark listing sold',
	expire: 'Failed to mark listing expired',
	submit: 'Failed to submit listing for review',
	resolve_reports: 'Failed to resolve reports',
	dismiss_reports: 'Failed to dismiss reports',
	delete: 'Failed to delete listing',
	mark_paid: 'Failed to mark payment as completed',
}

const LISTING_ACTION = { approve: 'approve', reject: 'reject', mark_sold: 'mark_sold', expire: 'expire', submit: 'submit' } as const

/** Does what the form asked; a toast made from parts is said in the admin's language (`t`), a fixed one by the page. */
async function perform(context: AppContext, admin: SessionUser, input: z.output<typeof IntentSchema>, t: Translate, origin: string): Promise<Toast> {
	const { db, env } = context
	switch (input.intent) {
		case 'delete':
			await removeListing(db, { listingId: input.listingId, actor: admin })
			return { title: 'Listing deleted', variant: 'success' }
		case 'mark_paid': {
			const done = await markPaymentCompleted(db, {
				env,
				listingId: input.listingId,
				admin,
				transactionId: input.transactionId,
				amountKes: input.amountKes,
				phone: input.phone || null,
			})
			return { title: 'Success', description: done.message, variant: 'success' }
		}
		case 'resolve_reports':
		case 'dismiss_reports': {
			const resolve = input.intent === 'resolve_reports'
			const { count } = await settleReports(db, { listingId: input.listingId, admin, outcome: resolve ? 'RESOLVED' : 'DISMISSED', note: input.notes })
			const title = resolve
				? count === 1
					? t('{count} report resolved', { count })
					: t('{count} reports resolved', { count })
				: count === 1
					? t('{count} report dismissed', { count })
					: t('{count} reports dismissed', { count })
			return { title, variant: 'success' }
		}
		default: {
			const reason = input.intent === 'reject' ? input.reason || DEFAULT_REJECT_REASON : input.intent === 'approve' ? input.notes || undefined : undefined
			const moved = await changeListingStatus(db, {
				listingId: input.listingId,
				action: LISTING_ACTION[input.intent],
				actor: admin,
				reason,
				ttlDays: env.LISTING_TTL_DAYS,
				siteUrl: origin,
				phoneVerification: env.PHONE_VERIFICATION,
			})
			const titles = {
				approve: moved.status === 'PUBLISHED' ? 'Listing approved and published (already paid)' : 'Listing approved',
				reject: 'Listing rejected',
				mark_sold: 'Listing marked as sold',
				expire: 'Listing marked as expired',
				submit: 'Listing submitted for review',
			}
			return { title: titles[input.intent], variant: 'success' }
		}
	}
}

/**
 * Every form of /admin posts here with an `intent`; the answer is a redirect back to the same tab (same query)
 * with a toast, so it works the same with and without JavaScript.
 */
export async function adminAction(request: Request, context: AppContext, admin: SessionUser) {
	const url = pageUrl(request.url)
	const back = `/admin${url.search}`
	const form = Object.fromEntries(await readForm(request))
	const intent = requireIntent(form.intent, Object.keys(FAILED) as Intent[])
	const parsed = IntentSchema.safeParse(form)
	const t = requestT(request, admin)
	const fail = (description: string) => redirectWithToast(back, { title: 'Error', description, variant: 'error' }, context.env)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const useIssue = intent === 'delete' || intent === 'mark_paid'
		return fail(useIssue && issue ? issue.message : FAILED[intent])
	}
	try {
		return redirectWithToast(back, await perform(context, admin, parsed.data, t, siteUrl(request, context.env)), context.env)
	} catch (error) {
		if (error instanceof DomainError) return fail(say(error.words, t))
		console.error(`Admin ${parsed.data.intent} on listing ${parsed.data.listingId} failed:`, error)
		return fail(FAILED[parsed.data.intent])
	}
}
