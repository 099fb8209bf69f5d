import type { AppContext } from '#app/context.ts'
import { redirect } from 'react-router'
import { getUser, type SessionUser } from '#app/routes/+shared/auth.server.ts'
import { adminDashboard, adminListingsPage, listingHeadline, pendingReviewsPage, type ReviewSort } from '#app/domain/admin/listings.server.ts'
import { PaymentError } from '#app/domain/payments/rules.server.ts'
import { paymentDebug, unmatchedPayments } from '#app/domain/payments/admin-tools.server.ts'
import { paymentStatus } from '#app/domain/payments/status.server.ts'
import { openReports } from '#app/domain/trust/open-reports.server.ts'
import { openConversationReports } from '#app/domain/conversations/report.server.ts'
import { ACCESS_DENIED, type AdminTab } from '#app/components/admin/admin-ui.tsx'
import type { PaymentCheck, PaymentFixerData } from '#app/components/admin/payment-fixer-tab.tsx'

export const ADMIN_TABS = ['dashboard', 'listings', 'moderation', 'payment-fixer'] as const satisfies readonly AdminTab[]

/** /admin is for admins: a visitor goes to the admin login, anyone else gets a 403 page. */
export async function requireAdminPage(request: Request, context: AppContext): Promise<SessionUser> {
	const user = await getUser(request, context)
	if (!user) throw redirect('/admin-login')
	if (user.role !== 'ADMIN') throw new Response(ACCESS_DENIED, { status: 403, statusText: 'Forbidden' })
	return user
}

export function parseTab(value: string | null): AdminTab {
	return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'dashboard'
}

const NEED_ID = 'Please enter a listing ID'

/** A listing id typed by an admin ("42", " #42 "); an error message when it isn't one. */
function typedId(raw: string): number | { error: string } {
	const cleaned = raw.trim().replace(/^#/, '')
	if (!cleaned) return { error: NEED_ID }
	const id = Number(cleaned)
	return /^\d+$/.test(cleaned) && Number.isSafeInteger(id) && id > 0 ? id : { error: 'Please enter a valid listing ID (a number)' }
}

async function checkPayment(context: AppContext, admin: SessionUser, raw: string): Promise<PaymentCheck> {
	const id = typedId(raw)
	if (typeof id !== 'number') return id
	const listing = await listingHeadline(context.db, { listingId: id })
	if (!listing) return { error: 'Listing not found' }
	try {
		const payment = await paymentStatus(context.db, { listingId: id, viewer: admin })
		return { listing, payment }
	} catch (error) {
		if (error instanceof PaymentError) return { error: error.message }
		throw error
	}
}

async function debugPayment(context: AppContext, raw: string): Promise<PaymentFixerData['debug']> {
	const id = typedId(raw)
	if (typeof id !== 'number') return id
	try {
		return { json: JSON.stringify(await paymentDebug(context.db, { listingId: id }), null, 2) }
	} catch (error) {
		if (error instanceof PaymentError) return { error: error.message }
		console.error('Payment debug failed:', error)
		return { error: 'Failed to fetch payment debug info' }
	}
}

async function paymentFixer(context: AppContext, admin: SessionUser, params: URLSearchParams): Promise<PaymentFixerData> {
	const listingId = params.get('listingId')
	const debugId = params.get('debugId')
	const [check, debug, unmatched] = await Promise.all([
		listingId === null ? null : checkPayment(context, admin, listingId),
		debugId === null ? null : debugPayment(context, debugId),
		unmatchedPayments(context.db),
	])
	return { feeKes: context.env.LISTING_FEE_KES, listingId: listingId?.trim() ?? '', check, debugId: debugId?.trim() ?? '', debug, unmatched }
}

/** The data of the one tab asked for; nothing else is loaded. */
export async function loadAdminTab(context: AppContext, admin: SessionUser, url: URL) {
	const tab = parseTab(url.searchParams.get('tab'))
	const page = Number(url.searchParams.get('page') ?? '1')
	const now = Date.now()
	switch (tab) {
		case 'listings':
			return { tab, now, listings: await adminListingsPage(context.db, { page }) } as const
		case 'moderation': {
			const sort: ReviewSort = url.searchParams.get('sort') === 'risk' ? 'risk' : 'newest'
			const [reviews, reports, conversationReports] = await Promise.all([
				pendingReviewsPage(context.db, { page, sort }),
				openReports(context.db),
				openConversationReports(context.db),
			])
			return { tab, now, sort, reviews, reports, conversationReports } as const
		}
		case 'payment-fixer':
			return { tab, now, fixer: await paymentFixer(context, admin, url.searchParams) } as const
		default:
			return { tab, now, dashboard: await adminDashboard(context.db) } as const
	}
}
