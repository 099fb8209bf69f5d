import { useT } from '#app/i18n/use-t.ts'

const LABELS: Record<string, string> = {
	DRAFT: 'Draft',
	PENDING_APPROVAL: 'Pending approval',
	APPROVED: 'Approved · pay to publish',
	REJECTED: 'Rejected',
	PAYMENT_PENDING: 'Awaiting payment',
	PUBLISHED: 'Live',
	SOLD: 'Sold',
	EXPIRED: 'Expired',
}

/** `waitingForPhone`: approved and paid, live once the seller's phone is verified (not "pay to publish"). */
export function StatusBadge({ status, waitingForPhone = false }: { status: string; waitingForPhone?: boolean }) {
	const t = useT()
	const label = waitingForPhone && status === 'APPROVED' ? 'Approved · waiting for phone verification' : LABELS[status]
	return <span className={`badge status-${status}`}>{label ? t(label) : status}</span>
}
