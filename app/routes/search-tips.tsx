import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/search-tips'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { titleAndDescription } from '#app/i18n/meta.ts'
import { useLocale } from '#app/i18n/use-t.ts'
import { SearchTipsSw } from '#app/i18n/sw/pages/search-tips.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	titleAndDescription(
		matches,
		'Search Tips',
		'How to find the right second-hand item on Soko: search words, filters by category, price and town, and how to read a listing before you contact the seller.',
	)

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return pageMessages(request, context, ['help'])
}

/** The page in the reader's language: the Swahili is written as a whole page (app/i18n/sw/pages/). */
export default function SearchTips() {
	return useLocale() === 'sw' ? <SearchTipsSw /> : <SearchTipsEn />
}

function SearchTipsEn() {
	return (
		<article className="prose">
			<h1>Search Tips</h1>
			<p>
				Thousands of used items are listed on Soko by people across Kenya. These simple habits help you find the one
				you want quickly, at a fair price, without wasting airtime or bundles.
			</p>

			<h2>Use the right words</h2>
			<ul>
				<li>
					Start with what the item is, then add the brand or model: <q>Samsung A14</q>, <q>Tecno Spark</q>,{' '}
					<q>HP laptop</q>, <q>sofa set</q>.
				</li>
				<li>Keep it short. Two or three words find more than a long sentence; add words only if you get too many results.</li>
				<li>
					Try other words for the same thing: <q>fridge</q> and <q>refrigerator</q>, <q>phone</q> and{' '}
					<q>smartphone</q>, <q>couch</q> and <q>sofa</q>.
				</li>
				<li>Check your spelling. Search looks for your words in listing titles and descriptions.</li>
			</ul>

			<h2>Narrow down the results</h2>
			<ul>
				<li>
					<strong>Category:</strong> pick one, such as Electronics or Home &amp; Garden, to see only that kind of item.
				</li>
				<li>
					<strong>Price:</strong> set a lowest and highest price in KSh so that you only see what fits your budget.
				</li>
				<li>
					<strong>Location:</strong> type your town, such as Nairobi, Mombasa, Kisumu or Nakuru, to find items you can
					view and collect nearby.
				</li>
				<li>
					<strong>Sort:</strong> choose newest first to catch fresh deals, or price from low to high to find the
					cheapest.
				</li>
			</ul>

			<h2>Read each listing carefully</h2>
			<ul>
				<li>
					Look at every photo. A good listing has at least 3 clear photos of the real item. Ask the seller for more if
					there are fewer, or if the photos look copied from a shop website.
				</li>
				<li>Read the whole description and check the condition: New, Like New, Good, Fair or Poor.</li>
				<li>
					Compare the price with similar items. Used items usually sell for about 60-80% of the shop price when like
					new, 40-60% in good condition, 25-40% in fair condition and 10-25% in poor condition. A price far below
					that is a warning sign of a scam.
				</li>
				<li>Check the town, so you know how far you would travel to see the item.</li>
			</ul>

			<h2>Contact sellers the smart way</h2>
			<ul>
				<li>
					Ask clear questions before you travel: How old is it? Why are you selling? Does it have any faults? Is the
					charger, box or receipt included?
				</li>
				<li>Agree on the price and a public meeting place before you go.</li>
				<li>Never pay anything before you have seen the item. Pay in cash or by M-PESA only when you have it in your hands.</li>
			</ul>

			<h2>Keep looking</h2>
			<p>
				New items are listed every day. If you don&apos;t find what you want today, search again in a few days with
				newest first.
			</p>

			<p className="row">
				<Link className="btn btn-primary" to="/browse">
					Browse items
				</Link>
				<Link className="btn" to="/safety-guide">
					Read the Safety Guide
				</Link>
			</p>
		</article>
	)
}
