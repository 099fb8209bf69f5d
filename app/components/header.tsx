import { useT } from '#app/i18n/use-t.ts'
import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { AuthLink } from './auth-dialog.tsx'
import { StartSelling } from './start-selling.tsx'

type HeaderUser = { id: number; phone: string; role: string } | null

/**
 * A count beside a link, said in words to a screen reader; nothing when there is none. role=img: a plain span may not
 * carry a name (ARIA, and so the W3C checker).
 */
function Count({ n, label }: { n: number; label: string }) {
	if (!n) return null
	return (
		<span className="badge count" role="img" aria-label={label}>
			{n}
		</span>
	)
}

/** One of the header's links, a list item of its own. */
function NavItem({ to, ghost = false, children }: { to: string; ghost?: boolean; children: ReactNode }) {
	return (
		<li>
			<Link className={ghost ? 'btn btn-ghost' : 'btn'} to={to}>
				{children}
			</Link>
		</li>
	)
}

export function Header({ user, counts }: { user: HeaderUser; counts: { messages: number; notifications: number; offers: number } | null }) {
	const t = useT()
	const location = useLocation()
	const here = location.pathname + location.search
	const onBrowse = location.pathname === '/browse'
	const params = new URLSearchParams(location.search)
	return (
		<header className="header">
			<div className="header-in">
				<Link to="/" className="logo" aria-label={t('Soko home')}>
					Soko
				</Link>
				{/* On Browse this is the page's search: it shows the words searched for and keeps the filters, sort and view. */}
				<form className="search" method="get" action="/browse" role="search" key={onBrowse ? location.search : 'search'}>
					<label htmlFor="header-q" className="sr-only">
						{t('Search items')}
					</label>
					<input id="header-q" name="q" type="search" placeholder={t('Search items')} maxLength={100} defaultValue={onBrowse ? (params.get('q') ?? '') : undefined} />
					{onBrowse
						? [...params].filter(([name]) => name !== 'q' && name !== 'page').map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)
						: null}
					<button className="btn btn-primary" type="submit">
						<svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
							<circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
							<path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
						</svg>
						<span className="search-word">{t('Search')}</span>
					</button>
				</form>
				{/* A new key on each navigation closes the menu: after a tap on one of its links it would cover the new page. */}
				<details className="menu" key={location.key}>
					<summary className="btn btn-ghost" aria-label={t('Menu')}>
						<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
							<path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
						</svg>
					</summary>
				</details>
				{/* A list: each item stands on its own line in a text browser and is counted by a screen reader. */}
				<nav className="nav" aria-label="Main">
					<ul>
						<NavItem to="/browse" ghost>
							{t('Browse')}
						</NavItem>
						<NavItem to="/categories" ghost>
							{t('Categories')}
						</NavItem>
						{user ? (
							<>
								<li className="phone">
									<span className="sr-only">{t('Logged in as')} </span>
									{user.phone}
								</li>
								<NavItem to="/saved-items" ghost>
									{t('Saved')}
								</NavItem>
								<NavItem to="/recommendations" ghost>
									{t('For You')}
								</NavItem>
								<NavItem to="/recommendations/preferences" ghost>
									{t('Preferences')}
								</NavItem>
								<NavItem to="/notifications" ghost>
									{t('Notifications')} <Count n={counts?.notifications ?? 0} label={t('{count} unread', { count: counts?.notifications ?? 0 })} />
								</NavItem>
								{/* Offers waiting for the seller's answer are answered on their dashboard: the count leads there. */}
								<NavItem to={counts?.offers ? '/seller-dashboard#offers' : '/my-offers'} ghost>
									{t('My Offers')} <Count n={counts?.offers ?? 0} label={t('{count} waiting for your answer', { count: counts?.offers ?? 0 })} />
								</NavItem>
								<li>
									<Link className="btn btn-ghost" to="/messages" aria-label={counts?.messages ? t('Messages, {count} unread', { count: counts.messages }) : undefined}>
										{t('Messages')}
										{counts?.messages ? (
											<span className="badge unread-count" aria-hidden="true">
												{counts.messages}
											</span>
										) : null}
									</Link>
								</li>
								<li>
									<StartSelling loggedIn label={t('Sell Item')} />
								</li>
								{user.role === 'ADMIN' ? (
									<NavItem to="/admin">
										{t('Admin')}
									</NavItem>
								) : (
									<>
										<NavItem to="/buyer-dashboard">
											{t('My Alerts')}
										</NavItem>
										<NavItem to="/seller-dashboard">
											{t('My Listings')}
										</NavItem>
									</>
								)}
								<li>
									<Form method="post" action="/logout">
										<input type="hidden" name="redirectTo" value="/" />
										<button className="btn" type="submit">
											{t('Logout')}
										</button>
									</Form>
								</li>
							</>
						) : (
							<>
								<li>
									<AuthLink className="btn" tab="login" redirectTo={here}>
										{t('Login')}
									</AuthLink>
								</li>
								<li>
									<StartSelling loggedIn={false} label={t('Sell Item')} tab="login" />
								</li>
							</>
						)}
					</ul>
				</nav>
			</div>
		</header>
	)
}
