import { Form, Link, useLocation } from 'react-router'

const COLUMNS = [
	{
		title: 'For Buyers',
		links: [
			['/browse', 'Browse items'],
			['/search-tips', 'Search tips'],
			['/safety-guide', 'Safety guide'],
		],
	},
	{
		title: 'For Sellers',
		links: [
			['/sell', 'Sell your item'],
			['/seller-guidelines', 'Seller guidelines'],
			['/pricing-tips', 'Pricing tips'],
		],
	},
	{
		title: 'Support',
		links: [
			['/help-center', 'Help center'],
			['/contact', 'Contact us'],
			['/report-issue', 'Report an issue'],
		],
	},
] as const

export function Footer({ lite }: { lite: boolean }) {
	const location = useLocation()
	return (
		<footer className="footer">
			<div className="footer-in">
				<div>
					<h2>Soko</h2>
					<p>Kenya&apos;s trusted marketplace for quality pre-owned items.</p>
					<Form method="post" action="/lite">
						<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
						<input type="hidden" name="lite" value={lite ? 'off' : 'on'} />
						<button className="btn" type="submit" aria-pressed={lite}>
							Lite mode: {lite ? 'On' : 'Off'}
						</button>
					</Form>
					<p>
						<small>Lite mode loads no scripts: fastest on slow networks.</small>
					</p>
				</div>
				{COLUMNS.map((column) => (
					<nav key={column.title} aria-label={column.title}>
						<h2>{column.title}</h2>
						<ul>
							{column.links.map(([to, label]) => (
								<li key={to}>
									<Link to={to}>{label}</Link>
								</li>
							))}
						</ul>
					</nav>
				))}
			</div>
		</footer>
	)
}
