import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { Field, FormError, initial, type FormState } from './forms.tsx'
import { PhoneField } from './phone-field.tsx'
import { safeRedirect } from '#app/utils/safe-redirect.ts'

export type AuthTab = 'login' | 'register'

/** Sign Up's Buy/Sell choice: what the person chose before, else what they asked for, else Sell on the way to selling. */
function startingRole(state: FormState, role: string | undefined, redirectTo: string) {
	const chosen = initial(state, 'role') ?? role
	if (chosen === 'SELLER' || chosen === 'BUYER') return chosen
	return redirectTo.startsWith('/sell') ? 'SELLER' : 'BUYER'
}

type FormLike = ComponentType<{ method: 'post'; action: string; children: ReactNode }>

/**
 * "Welcome to Soko" with Login and Sign Up tabs. The same panel is the /login and /register pages (tabs are links)
 * and the dialog that opens when JavaScript runs (tabs switch in place).
 */
export function AuthPanel({
	tab,
	redirectTo,
	state,
	role,
	FormComponent,
	onTab,
	busy,
}: {
	tab: AuthTab
	redirectTo: string
	state: FormState
	role?: string
	FormComponent: FormLike
	onTab?: (tab: AuthTab) => void
	busy?: boolean
}) {
	const t = useT()
	// A refused form comes back on the bare /login or /register address: where the person was going is in what it sent.
	const goingTo = safeRedirect(initial(state, 'redirectTo') ?? redirectTo)
	const query = `?${new URLSearchParams({ redirectTo: goingTo })}`
	const seller = startingRole(state, role, goingTo) === 'SELLER'
	const tabLink = (to: AuthTab, label: string) =>
		onTab ? (
			<a
				href={`/${to}${query}`}
				aria-current={tab === to ? 'page' : undefined}
				onClick={(e) => {
					e.preventDefault()
					onTab(to)
				}}
			>
				{label}
			</a>
		) : (
			<Link to={`/${to}${query}`} aria-current={tab === to ? 'page' : undefined}>
				{label}
			</Link>
		)
	return (
		<div className="auth">
			<h1 id="auth-title">{t('Welcome to Soko')}</h1>
			{goingTo.startsWith('/sell/new') ? (
				<p className="notice" role="status">
					<strong>{t('Login Required.')}</strong>
					{` ${t('Please login to create a listing.')}`}
				</p>
			) : null}
			<nav className="tabs" aria-label={t('Login or sign up')}>
				{tabLink('login', t('Login'))}
				{tabLink('register', t('Sign Up'))}
			</nav>
			{tab === 'login' ? (
				<FormComponent method="post" action="/login">
					<input type="hidden" name="redirectTo" value={goingTo} />
					<FormError state={state} />
					<PhoneField label={t('Phone number')} signIn required state={state} />
					<Field label={t('Password')} name="password" type="password" autoComplete="current-password" required state={state} />
					<button className="btn btn-primary" type="submit" disabled={busy} style={{ width: '100%' }}>
						{busy ? t('Logging in…') : t('Login')}
					</button>
					<p className="auth-links">
						<Link to="/forgot-password">{t('Forgot password?')}</Link>
					</p>
				</FormComponent>
			) : (
				<FormComponent method="post" action="/register">
					<input type="hidden" name="redirectTo" value={goingTo} />
					<FormError state={state} />
					<Field
						label={t('Your name')}
						name="name"
						autoComplete="name"
						required
						minLength={2}
						maxLength={50}
						hint={t('Shown to buyers on your listings')}
						state={state}
					/>
					<Field label={t('Email')} name="email" type="email" autoComplete="email" required maxLength={254} state={state} />
					<PhoneField label={t('Phone number')} signIn required state={state} />
					<Field label={t('Password')} name="password" type="password" autoComplete="new-password" required minLength={6} hint={t('At least 6 characters')} state={state} />
					<fieldset className="roles">
						<legend className="sr-only">{t('I want to')}</legend>
						<label>
							<input type="radio" name="role" value="BUYER" defaultChecked={!seller} />
							{` ${t('Buy')}`}
						</label>
						<label>
							<input type="radio" name="role" value="SELLER" defaultChecked={seller} />
							{` ${t('Sell')}`}
						</label>
					</fieldset>
					<button className="btn btn-primary" type="submit" disabled={busy} style={{ width: '100%' }}>
						{busy ? t('Creating account…') : t('Create account')}
					</button>
				</FormComponent>
			)}
		</div>
	)
}
