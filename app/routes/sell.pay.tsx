import { appContext } from '#app/context.ts'
import { data, Form, Link, useActionData, useNavigation, useRevalidator } from 'react-router'
import { useCallback } from 'react'
import type { Route } from './+types/sell.pay'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { payPage } from '#app/domain/payments/pay-page.server.ts'
import { initiatePayment, mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { PaymentError } from '#app/domain/payments/rules.server.ts'
import { formatKsh } from '#app/utils/format.ts'
import { FormError, type FormState } from '#app/components/forms.tsx'
import { PhoneField } from '#app/components/phone-field.tsx'
import type { RefreshHandle } from '#app/components/refresh-without-script.tsx'
import { PaymentStatusPanel } from '#app/components/payment-status.tsx'
import { StatusBadge } from '#app/components/status-badge.tsx'
import { VerifyPhoneBox } from '#app/components/verify-phone-box.tsx'
import { phoneToVerify } from '#app/domain/accounts/phone-gate.server.ts'
import { LIVE_ONCE_VERIFIED, SELL_BEFORE_VERIFYING, WAITING_FOR_PHONE } from '#app/domain/accounts/phone-gate-words.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [{ title: t('Pay the listing fee') + ' · Soko' }]
}

type PayStatus = { paymentStatus: string; paymentPhone: string | null }

/** A prompt is out on the payer's phone and M-PESA has not answered yet. */
const promptOut = (status: PayStatus) => status.paymentStatus === 'PENDING' && !!status.paymentPhone

/** Reloads every 10 s while the prompt is out, for a reader without script (the root's <head>). */
export const handle: RefreshHandle<{ status: PayStatus }> = { refreshWithoutScript: ({ status }) => (promptOut(status) ? 10 : null) }

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	try {
		const page = await payPage(context.db, { listingId: listingIdParam(params), viewer: user })
		return {
			...page,
			fee: context.env.LISTING_FEE_KES,
			phone: user.phone,
			verifyPhone: await phoneToVerify(context.db, context.env, user),
			...(await pageMessages(request, context, ['sell', 'phoneGate'])),
		}
	} catch (error) {
		if (error instanceof PaymentError) throw new Response(error.message, { status: error.status, statusText: error.message })
		throw error
	}
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const listingId = listingIdParam(params)
	const phone = String((await readForm(request)).get('phone') ?? '')
	try {
		await initiatePayment(context.db, { env: context.env, gateway: mpesaGatewayFor(context), listingId, phone, actor: user })
		return redirectWithToast(`/sell/${listingId}/pay#status`, { title: 'Payment Initiated', description: 'Check your phone for M-PESA prompt' }, context.env)
	} catch (error) {
		if (!(error instanceof PaymentError)) throw error
		const field = error.status === 400 ? 'phone' : ''
		return data({ error: { [field]: [error.message] }, initialValue: { phone } } satisfies FormState, { status: error.status })
	}
}

export default function Pay({ loaderData }: Route.ComponentProps) {
	const { listing, status, fee, phone, verifyPhone } = loaderData
	const state = useActionData<typeof action>()
	const navigation = useNavigation()
	const revalidator = useRevalidator()
	const t = useT()
	const processing = promptOut(status)
	// The status panel reads the prompt's status every 2 s at first; once it settles, the page follows (paid: next steps).
	const { revalidate } = revalidator
	const followPayment = useCallback(() => void revalidate(), [revalidate])
	const paid = status.paymentStatus === 'COMPLETED'
	const failed = status.paymentStatus === 'FAILED' || status.paymentStatus === 'CANCELLED'
	return (
		<section className="prose pay-page">
			<h1>{t('Pay the listing fee')}</h1>
			<p>
				<strong>{listing.title}</strong> · {formatKsh(listing.price_cents)} <StatusBadge status={listing.status} waitingForPhone={!!verifyPhone && paid} />
			</p>
			{/* Where a payment's post comes back to (#status): the outcome first, then the details. */}
			<div id="status">
				{paid ? (
					<div className="notice notice-success" role="status">
						<h2>{t('Payment Successful')}</h2>
						<p>
							{listing.status === 'PUBLISHED'
								? t('Your listing has been published successfully.')
								: verifyPhone && listing.status === 'APPROVED'
									? t(WAITING_FOR_PHONE)
									: t('Your listing is now under review and will be published after approval')}
						</p>
					</div>
				) : processing ? (
					<div className="notice" role="status">
						<h2>{t('Waiting for M-PESA…')}</h2>
						<p>{t('Check your phone for M-PESA prompt to complete payment. Enter your M-PESA PIN to pay KES {price}.', { price: fee })}</p>
					</div>
				) : (
					<>
						{failed ? (
							<div className="summary" role="alert">
								<h2>{t('Payment Failed')}</h2>
								<p>{t(status.message ?? 'Payment processing failed')}</p>
							</div>
						) : (
							<p>
								{t(
									'Pay KES {fee} by M-PESA. We send a prompt to your phone; enter your M-PESA PIN to confirm. Your listing goes live once it is approved and paid.',
									{ fee },
								)}
							</p>
						)}
						<Form method="post" className="panel">
							<FormError state={state} />
							<PhoneField label={t('M-PESA phone number')} required defaultValue={phone} state={state} hint={t('e.g. 0712 345 678')} />
							<button className="btn btn-primary" type="submit" disabled={navigation.state !== 'idle'}>
								{navigation.state !== 'idle' ? t('Sending prompt…') : failed ? t('Pay Now again') : t('Pay KES {fee}', { fee })}
							</button>
						</Form>
					</>
				)}
				{verifyPhone ? (
					<VerifyPhoneBox
						redirectTo={`/sell/${listing.id}/pay`}
						phone={verifyPhone.phone}
						why={paid && listing.status === 'APPROVED' ? LIVE_ONCE_VERIFIED : SELL_BEFORE_VERIFYING}
					/>
				) : null}
				<PaymentStatusPanel
					initial={status}
					onSettled={followPayment}
					refresh={
						processing ? (
							<Link className="btn" to={`/sell/${listing.id}/pay`}>
								{t('Refresh status')}
							</Link>
						) : null
					}
				/>
			</div>
			<p className="row">
				<Link className="btn" to="/seller-dashboard">
					{t('My Listings')}
				</Link>
				<Link className="btn" to={`/listings/${listing.id}`}>
					{t('View listing')}
				</Link>
			</p>
		</section>
	)
}
