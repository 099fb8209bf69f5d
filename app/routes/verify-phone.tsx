import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/verify-phone'
import { VerifyPhoneForms } from '#app/components/verify-phone-box.tsx'
import { requireUser, getSessionToken } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { VerifyPhoneSchema } from '#app/domain/accounts/phone-codes/code-schemas.ts'
import { PHONE_VERIFIED, sendVerifyCode, verificationOf, verifyPhoneCode } from '#app/domain/accounts/phone-codes/verify-phone.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { formError, invalid, parseForm, requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectTarget, safeRedirect } from '#app/utils/safe-redirect.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Verify your phone') + ' · Soko' }]

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'))
	return { ...(await verificationOf(context.db, { userId: user.id })), redirectTo, ...(await pageMessages(request, context, ['account', 'phone'])) }
}

/** Two forms post here, without JavaScript too: the code (then on to redirectTo), or `intent=resend` for a new one. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const form = await readForm(request)
	const to = redirectTarget(form.get('redirectTo'))
	const secret = secretOf(context.env)
	try {
		if (form.get('intent') !== null) {
			requireIntent(form.get('intent'), ['resend'])
			const { message } = await sendVerifyCode(context.db, { userId: user.id, clientAddress: context.clientAddress, secret, pageLocale: requestLocale(request), phoneVerification: context.env.PHONE_VERIFICATION })
			return { sent: say(message, requestT(request)) }
		}
		const submission = parseForm(form, VerifyPhoneSchema)
		if (submission.status !== 'success') return invalid(submission.reply())
		const keepToken = getSessionToken(request, context.env)
		await verifyPhoneCode(context.db, { userId: user.id, code: submission.value.code, secret, keepToken, bus: context.chatBus, env: context.env })
		return redirectWithToast(to, { title: PHONE_VERIFIED }, context.env)
	} catch (error) {
		// A refused code is said under the code box; a refused resend above the forms.
		const field = form.get('intent') === null ? 'code' : ''
		if (error instanceof DomainError) return formError(say(error.words, requestT(request)), { status: error.status, field })
		throw error
	}
}

export default function VerifyPhone({ loaderData, actionData }: Route.ComponentProps) {
	const { phone, verified, redirectTo } = loaderData
	const state = actionData && 'error' in actionData ? actionData : undefined
	const sent = actionData && 'sent' in actionData ? actionData.sent : null
	const t = useT()
	if (verified || !phone) {
		return (
			<section className="auth">
				<h1>{t('Verify your phone')}</h1>
				<p className="notice" role="status">
					{verified ? t('Your phone number is already verified.') : t('Your account has no phone number to verify. Please contact Soko support.')}
				</p>
				<p className="auth-links">
					<Link to={redirectTo}>{t('Continue')}</Link>
				</p>
			</section>
		)
	}
	return (
		<section className="auth">
			<h1>{t('Verify your phone')}</h1>
			<p className="muted">{t('Enter the 6-digit code we sent by SMS to {phone}.', { phone })}</p>
			{sent ? (
				<p className="notice notice-success" role="status">
					{sent}
				</p>
			) : null}
			<VerifyPhoneForms redirectTo={redirectTo} label={t('Code from the SMS')} state={state} />
			<p className="auth-links">
				<Link to={redirectTo}>{t('Later')}</Link>
			</p>
		</section>
	)
}
