import { appContext } from '#app/context.ts'
import { Form, Link, redirect, useActionData, useNavigation } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/admin-login'
import { Field, FormError } from '#app/components/forms.tsx'
import { PhoneField } from '#app/components/phone-field.tsx'
import { getUser, sessionCookie } from '#app/routes/+shared/auth.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { PasswordSchema, PhoneSchema } from '#app/utils/user-validation.ts'
import { AdminLoginError, loginAdmin } from '#app/domain/accounts/admin-sign-in.server.ts'
import type { Env } from '#app/env.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { formDevice, signInCookies } from '#app/routes/+shared/device.server.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { metaT } from '#app/i18n/meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => [{ title: `${metaT(matches)('Admin Login')} · Soko` }, { name: 'robots', content: 'noindex' }]

const AdminLoginSchema = z.object({ phone: PhoneSchema, password: PasswordSchema })

/** The test administrator's credentials, for the form and the hint box: in development only, never otherwise. */
function devCredentials(env: Env) {
	if (env.NODE_ENV !== 'development' || !env.ADMIN_PHONE || !env.ADMIN_PASSWORD) return null
	return { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD }
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await getUser(request, context)
	if (user?.role === 'ADMIN') throw redirect('/admin')
	return { dev: devCredentials(context.env), ...(await pageMessages(request, context, ['admin', 'account'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), AdminLoginSchema)
	if (submission.status !== 'success') return invalid(submission.reply(), ['password'])
	const { phone, password } = submission.value
	const device = formDevice(request, context.env)
	try {
		const { token } = await loginAdmin(context.db, { phone, password, clientAddress: context.clientAddress, deviceId: device.deviceId })
		return redirectWithToast('/admin', { title: 'Welcome, admin', description: 'Logged in successfully' }, context.env, signInCookies(sessionCookie(token, context.env), device))
	} catch (error) {
		if (error instanceof AdminLoginError) return formError(say(error.words, requestT(request)), { status: error.status, values: { phone } })
		throw error
	}
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
	const state = useActionData<typeof action>()
	const busy = useNavigation().state === 'submitting'
	const dev = loaderData.dev
	const t = useT()
	return (
		<div className="auth">
			<h1>{t('Admin Login')}</h1>
			<p className="muted">{t('Sign in with an administrator account.')}</p>
			{dev ? (
				<div className="notice admin-hint">
					<p>
						<strong>{t('Test administrator (development only)')}</strong>
					</p>
					<p>
						{t('Phone')}: <code>{dev.phone}</code>
						<br />
						{t('Password')}: <code>{dev.password}</code>
					</p>
				</div>
			) : null}
			<Form method="post" action="/admin-login">
				<FormError state={state} />
				<PhoneField
					label={t('Phone number')}
					signIn
					required
					state={state}
					{...(dev && !state ? { defaultValue: dev.phone } : {})}
				/>
				<Field
					label={t('Password')}
					name="password"
					type="password"
					autoComplete="current-password"
					required
					state={state}
					{...(dev ? { defaultValue: dev.password } : {})}
				/>
				<div className="row admin-login-actions">
					<button className="btn btn-primary" type="submit" disabled={busy}>
						{busy ? t('Signing in…') : t('Sign In')}
					</button>
					<Link className="btn" to="/">
						{t('Back to Home')}
					</Link>
				</div>
			</Form>
		</div>
	)
}
