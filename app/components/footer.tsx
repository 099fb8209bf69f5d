import { Fragment } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { LOCALE_NAMES, LOCALES, HTML_LANG, type Locale } from '#app/i18n/locales.ts'
import { useT } from '#app/i18n/use-t.ts'
import { LiteForm } from './lite-form.tsx'

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

/** English / Kiswahili: each named in itself, the current one pressed. A form, so it works without JavaScript. */
function LanguageSwitch({ locale, here }: { locale: Locale; here: string }) {
	const t = useT()
	return (
		<Form method="post" action="/language" className="row" aria-label={t('Language')}>
			<input type="hidden" name="redirectTo" value={here} />
			{/* Spaced, so a text browser shows two words, not "EnglishKiswahili". */}
			{LOCALES.map((code) => (
				<Fragment key={code}>
					{' '}
					<button className="btn" type="submit" name="lang" value={code} lang={HTML_LANG[code]} aria-pressed={code === locale}>
						{LOCALE_NAMES[code]}
					</button>
				</Fragment>
			))}
		</Form>
	)
}

export function Footer({ lite, locale }: { lite: boolean; locale: Locale }) {
	const location = useLocation()
	const t = useT()
	const here = location.pathname + location.search
	return (
		<footer className="footer">
			<div className="footer-in">
				<div>
					<h2>Soko</h2>
					<p>{t("Kenya's trusted marketplace for quality pre-owned items.")}</p>
					<LanguageSwitch locale={locale} here={here} />
					<LiteForm lite={lite ? 'off' : 'on'}>
						<button className="btn" type="submit" aria-pressed={lite}>
							{t(lite ? 'Lite mode: On' : 'Lite mode: Off')}
						</button>
					</LiteForm>
					<p>
						<small>{t('Lite mode loads no scripts: fastest on slow networks.')}</small>
					</p>
				</div>
				{COLUMNS.map((column) => (
					<nav key={column.title} aria-label={t(column.title)}>
						<h2>{t(column.title)}</h2>
						<ul>
							{column.links.map(([to, label]) => (
								<li key={to}>
									<Link to={to}>{t(label)}</Link>
								</li>
							))}
						</ul>
					</nav>
				))}
			</div>
		</footer>
	)
}
