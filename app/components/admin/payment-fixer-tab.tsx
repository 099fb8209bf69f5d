import { Form } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { PhoneField } from '../phone-field.tsx'
import { StatusBadge, When } from './admin-ui.tsx'

export type PaymentCheck =
	| { error: string }
	| {
			listing: { id: number; title: string; status: string }
			payment: { paymentStatus: string; paymentAmount: string | null; paymentPhone: string | null; transactionId: string | null }
	  }

export type PaymentFixerData = {
	feeKes: number
	listingId: string
	check: PaymentCheck | null
	debugId: string
	debug: { error: string } | { json: string } | null
	unmatched: { id: number; checkout_request_id: string; mpesa_receipt: string | null; amount: string; phone: string | null; paid_at: string }[]
}

/** Payments M-PESA took that Soko matched to nothing: an admin records each on its listing with the form above. */
function UnmatchedPayments({ rows }: { rows: PaymentFixerData['unmatched'] }) {
	const t = useT()
	return (
		<section className="panel" aria-labelledby="unmatched-h">
			<h3 id="unmatched-h">{t('Paid, but matched to no listing')}</h3>
			{rows.length === 0 ? (
				<p>{t('None: every payment M-PESA confirmed is recorded.')}</p>
			) : (
				<table className="admin-table">
					<thead>
						<tr>
							<th scope="col">{t('Paid at')}</th>
							<th scope="col">{t('Transaction ID')}</th>
							<th scope="col">{t('Amount')}</th>
							<th scope="col">{t('Phone')}</th>
							<th scope="col">CheckoutRequestID</th>
						</tr>
					</thead>
					<tbody>
						{rows.map((row) => (
							<tr key={row.id}>
								<td>
									<When iso={row.paid_at} />
								</td>
								<td>{row.mpesa_receipt ?? '—'}</td>
								<td>KES {row.amount}</td>
								<td>{row.phone ?? '—'}</td>
								<td>{row.checkout_request_id}</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</section>
	)
}

function Problem({ message }: { message: string }) {
	const t = useT()
	return (
		<p className="field-errors" role="alert">
			{t(message)}
		</p>
	)
}

/** Payment Fixer tab: check a listing's fee, record a payment M-PESA took but Soko missed, and the debug view. */
export function PaymentFixerTab({ data }: { data: PaymentFixerData }) {
	const t = useT()
	const { check, debug } = data
	return (
		<>
			<h2>{t('Payment Fixer')}</h2>
			<section className="panel" aria-labelledby="check-h">
				<h3 id="check-h">{t("Check a listing's payment")}</h3>
				<Form method="get" action="/admin" className="admin-inline-form">
					<input type="hidden" name="tab" value="payment-fixer" />
					{data.debugId ? <input type="hidden" name="debugId" value={data.debugId} /> : null}
					<div className="field">
						<label htmlFor="fixer-id">{t('Listing ID')}</label>
						<input id="fixer-id" name="listingId" inputMode="numeric" defaultValue={data.listingId} required placeholder={t('e.g. {example}', { example: 42 })} />
					</div>
					<button className="btn btn-primary" type="submit">
						{t('Check Status')}
					</button>
				</Form>
				{check && 'error' in check ? <Problem message={check.error} /> : null}
				{check && 'listing' in check ? (
					<>
						<dl className="facts admin-facts">
							<dt>{t('Listing')}</dt>
							<dd>
								#{check.listing.id} {check.listing.title}
							</dd>
							<dt>{t('Status')}</dt>
							<dd>
								<StatusBadge status={check.listing.status} />
							</dd>
							<dt>{t('Payment status')}</dt>
							<dd>
								<StatusBadge status={check.payment.paymentStatus} />
							</dd>
							<dt>{t('Amount')}</dt>
							<dd>{check.payment.paymentAmount === null ? '—' : `KES ${check.payment.paymentAmount}`}</dd>
							<dt>{t('Phone')}</dt>
							<dd>{check.payment.paymentPhone ?? '—'}</dd>
							<dt>{t('Transaction ID')}</dt>
							<dd>{check.payment.transactionId ?? '—'}</dd>
						</dl>
						{check.payment.paymentStatus === 'COMPLETED' ? (
							<p className="notice notice-success" role="status">
								{t('Payment Completed Successfully')}
							</p>
						) : (
							<Form method="post" className="admin-form-stack admin-fix">
								<h4>{t('Mark the payment as completed')}</h4>
								<input type="hidden" name="intent" value="mark_paid" />
								<input type="hidden" name="listingId" value={check.listing.id} />
								<div className="field">
									<label htmlFor="fix-tx">{t('M-PESA transaction ID')}</label>
									<input id="fix-tx" name="transactionId" required maxLength={20} autoCapitalize="characters" placeholder={t('e.g. {example}', { example: 'SKL4H7Q2XA' })} />
								</div>
								<div className="field">
									<label htmlFor="fix-amount">{t('Amount (KES)')}</label>
									<input id="fix-amount" name="amountKes" type="number" min={1} step="any" inputMode="decimal" required defaultValue={data.feeKes} />
								</div>
								<PhoneField
									label={t('Phone number')}
									placeholder="254712345678"
									defaultValue={check.payment.paymentPhone ?? ''}
									hint={t("The payer's M-PESA number, e.g. {example}", { example: '254712345678' })}
								/>
								<button className="btn btn-primary" type="submit">
									{t('Mark as Completed')}
								</button>
							</Form>
						)}
					</>
				) : null}
			</section>
			<UnmatchedPayments rows={data.unmatched} />
			<section className="panel admin-debug" aria-labelledby="debug-h">
				<h3 id="debug-h">{t('Payment debug')}</h3>
				<Form method="get" action="/admin" className="admin-inline-form" noValidate>
					<input type="hidden" name="tab" value="payment-fixer" />
					{data.listingId ? <input type="hidden" name="listingId" value={data.listingId} /> : null}
					<div className="field">
						<label htmlFor="debug-id">{t('Listing ID')}</label>
						<input id="debug-id" name="debugId" inputMode="numeric" defaultValue={data.debugId} placeholder={t('e.g. {example}', { example: 42 })} />
					</div>
					<button className="btn" type="submit">
						{t('Debug Payment')}
					</button>
				</Form>
				{debug && 'error' in debug ? <Problem message={debug.error} /> : null}
				{debug && 'json' in debug ? (
					<pre className="admin-pre" tabIndex={0} aria-label={t('Payment debug data')}>
						{debug.json}
					</pre>
				) : null}
			</section>
		</>
	)
}
