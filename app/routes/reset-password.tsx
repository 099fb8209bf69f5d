import { appContext } from '#app/context.ts'
import { useEffect, useState } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import type { Route } from './+types/reset-password'
import { ErrorList, Field, FormError, fieldErrors, type FormState } from '#app/components/forms.tsx'
import { PhoneField } from '#app/components/phone-field.tsx'
import { CodeField } from '#app/components/verify-phone-box.tsx'
import { PhoneResetFormSchema, ResetPasswordFormSchema } from '#app/domain/accounts/password-reset-schemas.ts'
import { resetPasswordByPhone } from '#app/domain/accounts/phone-codes/phone-reset.server.ts'
import { PHONE_RESET_REQUESTED } from '#app/domain/accounts/phone-codes/phone-reset-messages.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { openResetLink, RESET_LINK_EXPIRED, resetPassword } from '#app/domain/accounts/password-reset.server.ts'
import { NEW_PHONE_NEEDED } from '#app/domain/accounts/password-reset-messages.ts'
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
	// Without a link's token the page takes the code texted to a phone (from /forgot-password, which passes the number).
	const phone = new URL(request.url).searchParams.get('phone')
	const token = addressToken(request, 'token')
	// An account that lost its unverified number to its owner names a new one here, to sign in with.
	const link = token ? await openResetLink(context.db, { token }) : null
	// A link that can no longer be used says so at once, before a new password is typed twice for nothing.
	return { token, phone, unusable: token && !link ? RESET_LINK_EXPIRED : null, needsPhone: link?.needsPhone ?? false, ...(await pageMessages(request, context, ['account', 'phone'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const form = await readForm(request)
	try {
		if (!form.has('token')) {
			const submission = parseForm(form, PhoneResetFormSchema)
			if (submission.status !== 'success') return invalid(submission.reply(), ['newPassword', 'confirmPassword'])
			const { phone, code, newPassword } = submission.value
			return await resetPasswordByPhone(context.db, { phone, code, password: newPassword, secret: secretOf(context.env), bus: context.chatBus })
		}
		const submission = parseForm(form, ResetPasswordFormSchema)
		if (submission.status !== 'success') return invalid(submission.reply(), ['newPassword', 'confirmPassword'])
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

/** The two password fields, typed twice, as both forms ask them. */
function NewPasswordFields({ state, onChange }: { state: FormState; onChange?: (name: string, value: string) => void }) {
	const t = useT()
	return (
		<>
			<Field
				label={t('New password')}
				name="newPassword"
				type="password"
				autoComplete="new-password"
				required
				minLength={6}
				hint={t('At least 6 characters')}
				state={state}
				onChange={(e) => onChange?.('newPassword', e.currentTarget.value)}
			/>
			<Field
				label={t('Confirm new password')}
				name="confirmPassword"
				type="password"
				autoComplete="new-password"
				required
				minLength={6}
				state={state}
				onChange={(e) => onChange?.('confirmPassword', e.currentTarget.value)}
			/>
		</>
	)
}

/** Recovery by phone: the number, the code texted to it, and the new password twice. Works without JavaScript. */
function PhoneReset({ phone, state }: { phone: string | null; state: FormState }) {
	const t = useT()
	const resetting = useNavigation().state === 'submitting'
	return (
		<section className="auth">
			<h1>{t('Reset Password')}</h1>
			{phone ? (
				<p className="notice notice-success" role="status">
					{t(PHONE_RESET_REQUESTED)}
				</p>
			) : (
				<p className="muted">{t('Enter your phone number, the code we texted to it, and a new password.')}</p>
			)}
			<Form method="post">
				<FormError state={state} />
				<PhoneField label={t('Phone number')} signIn required defaultValue={phone ?? undefined} state={state} />
				<CodeField label={t('Code from the SMS')} state={state} />
				<NewPasswordFields state={state} />
				<button className="btn btn-primary" type="submit" disabled={resetting} style={{ width: '100%' }}>
					{resetting ? t('Resetting…') : t('Reset Password')}
				</button>
			</Form>
			<p className="auth-links">
				<Link to="/forgot-password">{t('Ask for a new code')}</Link>
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
	if (!token) return <PhoneReset phone={loaderData.phone} state={state} />
	if (loaderData.unusable) {
		return (
			<section className="auth">
				<h1>{t('Reset Password')}</h1>
				<p className="notice notice-error" role="alert">
					{t(loaderData.unusable)}
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
				{loaderData.needsPhone ? (
					<>
						<p className="notice" role="note">
							{t(NEW_PHONE_NEEDED)}
						</p>
						<PhoneField name="newPhone" label={t('Your new phone number')} hint={t('You will verify it by SMS when you sign in.')} signIn required state={state} />
					</>
				) : null}
				<NewPasswordFields state={state} onChange={(name, value) => (name === 'newPassword' ? setNewPassword : setConfirmPassword)(value)} />
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
