import { appContext } from '#app/context.ts'
import { useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { Route } from './+types/forgot-password'
import { Field, FormError, initial } from '#app/components/forms.tsx'
import { ForgotPasswordSchema } from '#app/domain/accounts/password-reset-schemas.ts'
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

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Forgot Password') + ' · Soko' }]

export const loader = ({ request, context }: Route.LoaderArgs) => pageMessages(request, context.get(appContext), ['account'])

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), ForgotPasswordSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const { email } = submission.value
	try {
		const origin = siteUrl(request, context.env)
		return await requestPasswordReset(context.db, { email, clientAddress: context.clientAddress, origin })
	} catch (error) {
		if (error instanceof RateLimitError) return formError(say(error.words, requestT(request)), { status: 429, values: { email } })
		throw error
	}
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
	const state = actionData && 'error' in actionData ? actionData : undefined
	const sent = actionData && 'message' in actionData ? actionData.message : null
	const t = useT()
	const hydrated = useHydrated()
	const [email, setEmail] = useState(initial(state, 'email') ?? '')
	const sending = useNavigation().state === 'submitting'
	return (
		<section className="auth">
			<h1>{t('Forgot Password')}</h1>
			<p className="muted">{t('Enter the email of your Soko account and we will send you a link to choose a new password.')}</p>
			{sent ? (
				<p className="notice notice-success" role="status">
					{t(sent)}
				</p>
			) : null}
			<Form method="post">
				<FormError state={state} />
				<Field
					label={t('Email')}
					name="email"
					type="email"
					autoComplete="email"
					required
					maxLength={254}
					state={state}
					onChange={(e) => setEmail(e.currentTarget.value)}
				/>
				{/* Before JavaScript runs the button stays enabled: `required` stops an empty form instead. */}
				<button className="btn btn-primary" type="submit" disabled={sending || (hydrated && !email.trim())} style={{ width: '100%' }}>
					{sending ? t('Sending…') : t('Send Reset Link')}
				</button>
			</Form>
			<p className="auth-links">
				<Link to="/">{t('Back to Login')}</Link>
			</p>
		</section>
	)
}
