import { appContext } from '#app/context.ts'
import { useEffect, useState } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import type { Route } from './+types/reset-password'
import { ErrorList, Field, FormError, fieldErrors } from '#app/components/forms.tsx'
import { ResetPasswordFormSchema } from '#app/domain/accounts/password-reset-schemas.ts'
import { INVALID_RESET_LINK } from '#app/domain/accounts/password-reset-messages.ts'
import { resetPassword } from '#app/domain/accounts/password-reset.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { addressToken } from '#app/utils/personal-reads.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

const HOME_AFTER_MS = 3000

export const meta: Route.MetaFunction = ({ matches }) => [
	{ title: metaT(matches)('Reset Password') + ' · Soko' },
	// The token is in this page's address: no link to another site may pass it on in a Referer. (Not no-referrer:
	// that would make this form's Origin "null", which the cross-site guard refuses.)
	{ name: 'referrer', content: 'same-origin' },
]

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return { token: addressToken(request, 'token'), ...(await pageMessages(request, context, ['account'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), ResetPasswordFormSchema)
	if (submission.status !== 'success') return invalid(submission.reply(), ['newPassword', 'confirmPassword'])
	try {
		return await resetPassword(context.db, { ...submission.value, bus: context.chatBus })
	} catch (error) {
		if (error instanceof DomainError) return formError(say(error.words, requestT(request)), { status: error.status })
		throw error
	}
}

/** The server's message, then home after 3 seconds: by timer with JavaScript, by a refresh meta tag without. */
function ResetDone({ message, hydrated }: { message: string; hydrated: boolean }) {
	const t = useT()
	const navigate = useNavigate()
	useEffect(() => {
		const timer = setTimeout(() => navigate('/'), HOME_AFTER_MS)
		return () => clearTimeout(timer)
	}, [navigate])
	return (
		<section className="auth">
			{hydrated ? null : <meta httpEquiv="refresh" content={`${HOME_AFTER_MS / 1000};url=/`} />}
			<h1>{t('Password Reset')}</h1>
			<p className="notice notice-success" role="status">
				{t(message)}
			</p>
			<p className="auth-links">
				{`${t('Taking you to the home page in 3 seconds.')} `}
				<Link to="/">{t('Go now')}</Link>
			</p>
		</section>
	)
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	const { token } = loaderData
	const state = actionData && 'error' in actionData ? actionData : undefined
	const done = actionData && 'message' in actionData ? actionData.message : null
	// Read here, where it was true before any post, so the success screen never renders the no-JS refresh with JS on.
	const t = useT()
	const hydrated = useHydrated()
	const [newPassword, setNewPassword] = useState('')
	const [confirmPassword, setConfirmPassword] = useState('')
	const resetting = useNavigation().state === 'submitting'
	if (done) return <ResetDone message={done} hydrated={hydrated} />
	if (!token) {
		return (
			<section className="auth">
				<h1>{t('Reset Password')}</h1>
				<p className="notice" role="alert">
					{t(INVALID_RESET_LINK)}
				</p>
				<p className="auth-links">
					<Link to="/forgot-password">{t('Request a new reset link')}</Link>
				</p>
			</section>
		)
	}
	const empty = !newPassword || !confirmPassword
	return (
		<section className="auth">
			<h1>{t('Reset Password')}</h1>
			<p className="muted">{t('Choose a new password for your Soko account.')}</p>
			<Form method="post">
				<input type="hidden" name="token" value={token} />
				<FormError state={state} />
				<ErrorList id="f-token-error" errors={fieldErrors(state, 'token')} />
				<Field
					label={t('New password')}
					name="newPassword"
					type="password"
					autoComplete="new-password"
					required
					minLength={6}
					hint={t('At least 6 characters')}
					state={state}
					onChange={(e) => setNewPassword(e.currentTarget.value)}
				/>
				<Field
					label={t('Confirm new password')}
					name="confirmPassword"
					type="password"
					autoComplete="new-password"
					required
					minLength={6}
					state={state}
					onChange={(e) => setConfirmPassword(e.currentTarget.value)}
				/>
				<button className="btn btn-primary" type="submit" disabled={resetting || (hydrated && empty)} style={{ width: '100%' }}>
					{resetting ? t('Resetting…') : t('Reset Password')}
				</button>
			</Form>
			<p className="auth-links">
				<Link to="/forgot-password">{t('Request a new reset link')}</Link>
			</p>
		</section>
	)
}
