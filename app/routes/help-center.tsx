import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/help-center'
import { faqEntries, filterFaq, FAQ_QUERY_MAX, normalizeFaqQuery } from '#app/domain/support/faq.ts'
import { supportDetails } from '#app/domain/support/support.server.ts'
import { SupportHours } from '#app/components/support-details.tsx'
import { faqEntriesSw } from '#app/domain/support/faq-sw.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [
	{ title: t('Help Center') + ' · Soko' },
	{
		name: 'description',
		content: t(
			'Answers to common questions about buying and selling on Soko: accounts, M-PESA listing fees, payments, prohibited items and staying safe. Contact our support team.',
		),
	},
	]
}

/** The questions in the page's language: a Swahili page shows and searches the Swahili ones. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const q = normalizeFaqQuery(pageUrl(request.url).searchParams.get('q'))
	const words = await pageMessages(request, context, ['help'])
	const settings = { listingFeeKes: context.env.LISTING_FEE_KES, listingDays: context.env.LISTING_TTL_DAYS }
	const entries = words.locale === 'sw' ? faqEntriesSw(settings) : faqEntries(settings)
	return { q, groups: filterFaq(entries, q), support: supportDetails(context.env), ...words }
}

const GUIDES = [
	{ to: '/search-tips', label: 'Search Tips', text: 'Find what you want faster' },
	{ to: '/safety-guide', label: 'Safety Guide', text: 'Meet, pay and check items safely' },
	{ to: '/browse', label: 'Browse Items', text: 'See what is for sale near you' },
	{ to: '/seller-guidelines', label: 'Seller Guidelines', text: 'Titles, photos and the rules' },
	{ to: '/pricing-tips', label: 'Pricing Tips', text: 'Set a price that sells' },
	{ to: '/sell', label: 'Sell Your Item', text: 'Start selling in a few steps' },
] as const

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
	const { q, groups, support } = loaderData
	const t = useT()
	const found = groups.reduce((n, g) => n + g.entries.length, 0)
	return (
		<>
			<h1>{t('Help Center')}</h1>
			<p className="muted">{t('Answers to common questions, and how to reach our support team.')}</p>

			<Form method="get" action="/help-center" role="search" className="search" style={{ maxWidth: 560, marginBottom: 16 }}>
				<label htmlFor="help-q" className="sr-only">
					{t('Search help articles')}
				</label>
				<input
					key={q}
					id="help-q"
					type="search"
					name="q"
					defaultValue={q}
					maxLength={FAQ_QUERY_MAX}
					placeholder={t('Search help articles')}
				/>
				<button className="btn btn-primary" type="submit">
					{t('Search')}
				</button>
			</Form>

			<section aria-labelledby="faq-title">
				<h2 id="faq-title">{t('Frequently Asked Questions')}</h2>
				{q && found > 0 ? (
					<p role="status" className="row">
						<span>
							{t(found === 1 ? '{count} result for' : '{count} results for', { count: found })} <q>{q}</q>
						</span>
						<Link className="btn" to="/help-center">
							{t('Clear Search')}
						</Link>
					</p>
				) : null}
				{found === 0 ? (
					<div className="empty" role="status">
						<p>
							<strong>{t('No results found')}</strong>
						</p>
						<p>
							{t('Nothing matches')} <q>{q}</q>. {t('Try other words, or contact our support team below.')}
						</p>
						<Link className="btn" to="/help-center">
							{t('Clear Search')}
						</Link>
					</div>
				) : (
					groups.map((group) => (
						<div key={group.category}>
							<h3>{t(group.category)}</h3>
							{group.entries.map((entry) => (
								<details key={entry.question} className="panel" style={{ marginBottom: 8, padding: '0 12px' }}>
									<summary style={{ minHeight: 44, padding: '10px 0', fontWeight: 600, cursor: 'pointer' }}>
										{entry.question}
									</summary>
									<p>{entry.answer}</p>
								</details>
							))}
						</div>
					))
				)}
			</section>

			<section aria-labelledby="support-title">
				<h2 id="support-title">{t('Contact Support')}</h2>
				<ul className="why">
					<li>
						<h3>{t('Live Chat')}</h3>
						<p>{t('Ask Soko Bot, or talk to a person from our support team in the same chat.')}</p>
						<Link className="btn" to="/help-center/chat">
							{t('Start a Chat')}
						</Link>
					</li>
					{support.email ? (
						<li>
							<h3>{t('Email Support')}</h3>
							<p>{support.email}</p>
							<a className="btn" href={`mailto:${support.email}`}>
								{t('Send an Email')}
							</a>
						</li>
					) : null}
					{support.phone ? (
						<li>
							<h3>{t('Phone Support')}</h3>
							<p>{support.phone.text}</p>
							<a className="btn" href={support.phone.href}>
								{t('Call Us')}
							</a>
						</li>
					) : null}
				</ul>
			</section>

			<SupportHours support={support} title={t('Support Hours')} status />

			<section aria-labelledby="guides-title">
				<h2 id="guides-title">{t('Guides and Quick Links')}</h2>
				<ul className="tiles">
					{GUIDES.map((g) => (
						<li key={g.to}>
							<Link to={g.to} style={{ height: '100%' }}>
								<span>
									{t(g.label)}
									<br />
									<span className="meta">{t(g.text)}</span>
								</span>
							</Link>
						</li>
					))}
				</ul>
			</section>
		</>
	)
}
