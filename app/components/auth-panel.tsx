import type { ComponentType, ReactNode } from 'react'
import { Link } from 'react-router'
import { Field, FormError, initial, type FormState } from './forms.tsx'

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
	const query = `?${new URLSearchParams({ redirectTo })}`
	const seller = startingRole(state, role, redirectTo) === 'SELLER'
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
			<h1 id="auth-title">Welcome to Soko</h1>
			{redirectTo.startsWith('/sell/new') ? (
				<p className="notice" role="status">
					<strong>Login Required.</strong> Please login to create a listing.
				</p>
			) : null}
			<nav className="tabs" aria-label="Login or sign up">
				{tabLink('login', 'Login')}
				{tabLink('register', 'Sign Up')}
			</nav>
			{tab === 'login' ? (
				<FormComponent method="post" action="/login">
					<input type="hidden" name="redirectTo" value={redirectTo} />
					<FormError state={state} />
					<Field label="Phone number" name="phone" type="tel" autoComplete="tel" inputMode="tel" required minLength={10} maxLength={15} placeholder="0712 345 678" state={state} />
					<Field label="Password" name="password" type="password" autoComplete="current-password" required state={state} />
					<button className="btn btn-primary" type="submit" disabled={busy} style={{ width: '100%' }}>
						{busy ? 'Logging in…' : 'Login'}
					</button>
					<p className="auth-links">
						<Link to="/forgot-password">Forgot password?</Link>
					</p>
				</FormComponent>
			) : (
				<FormComponent method="post" action="/register">
					<input type="hidden" name="redirectTo" value={redirectTo} />
					<FormError state={state} />
					<Field
						label="Your name"
						name="name"
						autoComplete="name"
						required
						minLength={2}
						maxLength={50}
						hint="Shown to buyers on your listings"
						state={state}
					/>
					<Field label="Email" name="email" type="email" autoComplete="email" required maxLength={254} state={state} />
					<Field label="Phone number" name="phone" type="tel" autoComplete="tel" inputMode="tel" required minLength={10} maxLength={15} placeholder="0712 345 678" state={state} />
					<Field label="Password" name="password" type="password" autoComplete="new-password" required minLength={6} hint="At least 6 characters" state={state} />
					<fieldset className="roles">
						<legend className="sr-only">I want to</legend>
						<label>
							<input type="radio" name="role" value="BUYER" defaultChecked={!seller} /> Buy
						</label>
						<label>
							<input type="radio" name="role" value="SELLER" defaultChecked={seller} /> Sell
						</label>
					</fieldset>
					<button className="btn btn-primary" type="submit" disabled={busy} style={{ width: '100%' }}>
						{busy ? 'Creating account…' : 'Create account'}
					</button>
				</FormComponent>
			)}
		</div>
	)
}
