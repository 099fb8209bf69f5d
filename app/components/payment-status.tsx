import { useEffect, useId, type ReactNode } from 'react'
import { toLocalPhone } from '#app/utils/kenyan-phone.ts'
import { usePaymentPoll } from './use-payment-poll.ts'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'

export type PaymentStatusData = {
	listingId: number
	paymentStatus: string
	paymentAmount: string | null
	paymentPhone: string | null
	transactionId: string | null
	timeRemaining: number
	createdAt: string
	paymentDate: string | null
	message: string | null
}

const PROGRESS: Record<string, number> = { PENDING: 50, COMPLETED: 100, FAILED: 0, CANCELLED: 0 }

/** A payment's status in words, for sellers (admins see the stored values). */
const STATUS_WORDS: Record<string, string> = { PENDING: 'Waiting for payment', COMPLETED: 'Paid', FAILED: 'Failed', CANCELLED: 'Cancelled' }
const inWords = (status: string) => STATUS_WORDS[status] ?? status

/** 254712345678 as people read it: 0712 345 678. */
function readablePhone(phone: string) {
	const local = toLocalPhone(phone)
	return local ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : phone
}

/** Hours and minutes, or 'Expired' at zero (spec 2 §4); `t` says them in the page's language. */
export function formatRemaining(seconds: number, t: Translate) {
	if (seconds <= 0) return t('Expired')
	const hours = Math.floor(seconds / 3600)
	const minutes = Math.floor((seconds % 3600) / 60)
	return hours ? t('{hours}h {minutes}m', { hours, minutes }) : t('{minutes}m', { minutes })
}

/**
 * The full payment progress view: status (with `refresh`, the no-JS way to check again, beside it), progress,
 * amount, phone, receipt, and time remaining once paid. `onSettled` is called when a prompt it watched settles (the
 * page then reloads what follows from it).
 */
export function PaymentStatusPanel({ initial, refresh, onSettled }: { initial: PaymentStatusData; refresh?: ReactNode; onSettled?: () => void }) {
	// Read again while a prompt is on the seller's phone: every 2 s at first (use-payment-poll.ts).
	const { status, error, retry } = usePaymentPoll({
		url: `/api/payments/status/${initial.listingId}`,
		initial,
		pending: (s) => s.paymentStatus === 'PENDING' && !!s.paymentPhone,
	})
	const settled = status.paymentStatus !== initial.paymentStatus
	useEffect(() => {
		if (settled) onSettled?.()
	}, [settled, onSettled])
	const headingId = useId()
	const t = useT()
	// Every listing starts PENDING in the database; it means something only once a prompt was sent to a phone.
	const started = status.paymentStatus !== 'PENDING' || !!status.paymentPhone
	const progress = started ? (PROGRESS[status.paymentStatus] ?? 0) : 0
	return (
		<section className="panel" aria-live="polite" aria-labelledby={headingId}>
			<h2 id={headingId}>{t('Payment status')}</h2>
			{error ? (
				<p className="field-errors" role="alert">
					{t(error)}{' '}
					<button className="btn" type="button" onClick={retry}>
						{t('Retry')}
					</button>
				</p>
			) : null}
			<p className="row">
				<strong>{t(started ? inWords(status.paymentStatus) : 'Not paid yet')}</strong>
				{refresh}
			</p>
			<progress max={100} value={progress} aria-label={t('Payment {progress}% complete', { progress })} style={{ width: '100%' }} />
			<dl className="facts">
				<dt>{t('Amount')}</dt>
				<dd>{status.paymentAmount ? `KES ${Number(status.paymentAmount).toLocaleString('en-KE')}` : '—'}</dd>
				<dt>{t('Phone')}</dt>
				<dd>{status.paymentPhone ? readablePhone(status.paymentPhone) : '—'}</dd>
				<dt>{t('M-PESA receipt')}</dt>
				<dd>{status.transactionId ?? '—'}</dd>
				{status.paymentStatus === 'COMPLETED' && status.timeRemaining ? (
					<>
						<dt>{t('Time remaining')}</dt>
						<dd>{formatRemaining(status.timeRemaining, t)}</dd>
					</>
				) : null}
			</dl>
			{status.message ? <p className="field-errors">{t(status.message)}</p> : null}
		</section>
	)
}

/** The compact view for lists: a word and a bar. */
export function PaymentStatusCompact({ paymentStatus }: { paymentStatus: string | null }) {
	const t = useT()
	if (!paymentStatus) return <span className="muted">{t('Payment status unavailable')}</span>
	const progress = PROGRESS[paymentStatus] ?? 0
	return (
		<span className="row">
			<span>{t('Payment: {status}', { status: t(inWords(paymentStatus)) })}</span>
			<progress max={100} value={progress} aria-label={t('Payment {progress}% complete', { progress })} />
		</span>
	)
}
