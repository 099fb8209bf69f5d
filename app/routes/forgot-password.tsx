import { appContext } from '#app/context.ts'
import { useState } from 'react'
import { Form, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/forgot-password'
import { Field, FormError, initial } from '#app/components/forms.tsx'
import { ForgotPasswordFormSchema } from '#app/domain/accounts/password-reset-schemas.ts'
import { requestPhoneReset } from '#app/domain/accounts/phone-codes/phone-reset.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { requestPasswordReset } from '#app/domain/accounts/password-reset.server.ts'
import { RateLimitError } from '#app/domain/limits/rate-limits.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Forgot Password') + ' · Soko' }]

export const loader = ({ request, context }: Route.LoaderArgs) => pageMessages(request, context.get(appContext), ['account', 'phone'])

/** A phone gets a code by SMS, then the reset page asks for it; an email gets a link by mail, said here. */
export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), ForgotPasswordFormSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const { login } = submission.value
	try {
		if ('phone' in login) {
			await requestPhoneReset(context.db, { phone: login.phone, clientAddress: context.clientAddress, secret: secretOf(context.env), pageLocale: requestLocale(request) })
			return redirect(`/reset-password?${new URLSearchParams({ phone: login.phone })}`)
		}
		const origin = siteUrl(request, context.env)
		return await requestPasswordReset(context.db, { email: login.email, clientAddress: context.clientAddress, origin })
	} catch (error) {
		if (error instanceof RateLimitError) return formError(say(error.words, requestT(request)), { status: 429, values: { login: 'phone' in login ? login.phone : login.email } })
		throw error
	}
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
	const state = actionData && 'error' in actionData ? actionData : undefined
	const sent = actionData && 'message' in actionData ? actionData.message : null
	const t = useT()
	const hydrated = useHydrated()
	const [login, setLogin] = useState(initial(state, 'login') ?? '')
	const sending = useNavigation().state === 'submitting'
	return (
		<section className="auth">
			<h1>{t('Forgot Password')}</h1>
			<p className="muted">{t('Enter the phone number or the email of your Soko account: we will text you a code, or mail you a link, to choose a new password.')}</p>
			{sent ? (
				<p className="notice notice-success" role="status">
					{t(sent)}
				</p>
			) : null}
			<Form method="post">
				<FormError state={state} />
				<Field
					label={t('Phone number or email')}
					name="login"
					autoComplete="username"
					required
					maxLength={254}
					state={state}
					onChange={(e) => setLogin(e.currentTarget.value)}
				/>
				{/* Before JavaScript runs the button stays enabled: `required` stops an empty form instead. */}
				<button className="btn btn-primary" type="submit" disabled={sending || (hydrated && !login.trim())} style={{ width: '100%' }}>
					{sending ? t('Sending…') : t('Send')}
				</button>
			</Form>
			<p className="auth-links">
				<Link to="/">{t('Back to Login')}</Link>
			</p>
		</section>
	)
}
