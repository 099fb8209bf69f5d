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

export function StatusBadge({ status }: { status: string }) {
	const t = useT()
	const label = LABELS[status]
	return <span className={`badge status-${status}`}>{label ? t(label) : status}</span>
}
