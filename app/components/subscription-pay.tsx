import { useEffect, useState } from 'react'
import { Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router'
import { PRODUCTS, type Product } from '#app/domain/alerts/plan.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { FormError, initial, type FormState } from './forms.tsx'
import { PhoneField } from './phone-field.tsx'
import type { RefreshHandle } from './refresh-without-script.tsx'
import { usePaymentPoll } from './use-payment-poll.ts'
import { useT } from '#app/i18n/use-t.ts'

/** The payment a page waits for (its loader's paymentOnPage, app/routes/+shared/subscription-payment.server.ts). */
export type WaitingPayment = { checkoutRequestId: string; status: string; message: string }

// The prompt is usually answered within seconds: with JavaScript the status is read every 2 s at first
// (use-payment-poll.ts); without it the page reloads itself this often.
const REFRESH_SECONDS = 5
const STATUS_URL = '/api/alert-subscriptions/payments'

/** The `handle` of a page that shows SubscriptionPay: it reloads itself while its payment waits, for a reader without script. */
export const refreshWhilePaymentWaits: RefreshHandle<{ payment?: WaitingPayment | null }> = {
	refreshWithoutScript: (data) => (data.payment?.status === 'PENDING' ? REFRESH_SECONDS : null),
}

/**
 * "Pay KES n with M-PESA" for a month of `product`: the phone form (posted to `action` with `intent`, prefilled with
 * the user's phone), then the waiting state until the page's loader finds the payment settled: paid is a redirect
 * with its toast, failed shows why above the form again.
 */
export function SubscriptionPay({
	product,
	action,
	intent,
	phone,
	state,
	payment,
}: {
	product: Product
	action?: string
	intent?: string
	phone: string | null
	state: FormState
	payment: WaitingPayment | null
}) {
	const t = useT()
	const { priceKes } = PRODUCTS[product]
	const navigation = useNavigation()
	const hydrated = useHydrated()
	const start = initial(state, 'phone') ?? phone ?? ''
	const [filled, setFilled] = useState(start.trim() !== '')
	if (payment?.status === 'PENDING') return <WaitingForPayment payment={payment} priceKes={priceKes} />
	const sending = navigation.state !== 'idle' && navigation.formData?.has('phone') === true
	return (
		<>
			{payment ? (
				<div className="summary" role="alert">
					<h3>{t('Payment Failed')}</h3>
					<p>{t(payment.message)}</p>
				</div>
			) : null}
			<Form method="post" action={action}>
				<FormError state={state} />
				{intent ? <input type="hidden" name="intent" value={intent} /> : null}
				<PhoneField
					label={t('M-PESA phone number')}
					required
					state={state}
					defaultValue={start}
					onInput={(event) => setFilled(event.currentTarget.value.trim() !== '')}
					hint={t('We send a prompt to this phone; enter your M-PESA PIN there to pay.')}
				/>
				{/* Disabled while the phone is empty (spec 2 §5), which only JavaScript can tell. */}
				<button className="btn btn-primary" type="submit" disabled={sending || (hydrated && !filled)}>
					{sending ? t('Sending prompt…') : t('Pay KES {price} with M-PESA', { price: priceKes })}
				</button>
			</Form>
		</>
	)
}

/** How to pay the till by hand and come back with the receipt: the steps of an `<ol>`. */
export function ReceiptSteps({ priceKes, till }: { priceKes: number; till: string | null }) {
	const t = useT()
	return (
		<>
			<li>{t('On your phone, open M-PESA and choose Lipa na M-PESA, Buy Goods and Services.')}</li>
			<li>{till ? t('Pay KES {price} to till number {till}.', { price: priceKes, till }) : t('Pay KES {price} to Soko’s till.', { price: priceKes })}</li>
			<li>{t('Enter the receipt code from Safaricom’s confirmation SMS (10 letters and digits, e.g. QGH7K2LM9P) below.')}</li>
		</>
	)
}

function WaitingForPayment({ payment, priceKes }: { payment: WaitingPayment; priceKes: number }) {
	const t = useT()
	const location = useLocation()
	const revalidator = useRevalidator()
	const { status, error, retry } = usePaymentPoll({
		url: `${STATUS_URL}/${encodeURIComponent(payment.checkoutRequestId)}`,
		initial: payment,
		pending: (s) => s.status === 'PENDING',
	})
	const settled = status.status !== 'PENDING'
	useEffect(() => {
		if (settled && revalidator.state === 'idle') void revalidator.revalidate()
	}, [settled, revalidator])
	return (
		<div className="notice" role="status" aria-live="polite">
			<h3>{t('Payment Initiated')}</h3>
			<p>{t('Check your phone for M-PESA prompt to complete payment. Enter your M-PESA PIN to pay KES {price}.', { price: priceKes })}</p>
			{error ? (
				<p className="field-errors" role="alert">
					{t(error)}{' '}
					<button className="btn" type="button" onClick={retry}>
						{t('Retry')}
					</button>
				</p>
			) : null}
			<p>
				<Link className="btn" to={`${location.pathname}${location.search}`}>
					{t('Check again')}
				</Link>
			</p>
		</div>
	)
}
