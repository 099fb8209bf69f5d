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
	return <span className={`badge status-${status}`}>{LABELS[status] ?? status}</span>
}
