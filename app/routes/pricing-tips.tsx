import { appContext } from '#app/context.ts'
import { Fragment } from 'react'
import { Link } from 'react-router'
import type { Route } from './+types/pricing-tips'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { titleAndDescription } from '#app/i18n/meta.ts'
import { useLocale } from '#app/i18n/use-t.ts'
import { PricingTipsSw } from '#app/i18n/sw/pages/pricing-tips.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	titleAndDescription(
		matches,
		'Pricing Tips',
		'Price your used item to sell: research the market, price by condition (New 80-90%, Like New 60-75%, Good 40-60%, Fair 25-40% of retail), negotiate well and avoid common mistakes.',
	)

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return pageMessages(request, context, ['help'])
}

const CONDITION_BANDS = [
	{ condition: 'New', share: '80-90%', meaning: 'Never used, often still in the box.', example: 'KSh 8,000-9,000' },
	{ condition: 'Like New', share: '60-75%', meaning: 'Used a little, no marks you can see.', example: 'KSh 6,000-7,500' },
	{ condition: 'Good', share: '40-60%', meaning: 'Normal signs of use, works perfectly.', example: 'KSh 4,000-6,000' },
	{ condition: 'Fair', share: '25-40%', meaning: 'Clear wear or small faults, still works.', example: 'KSh 2,500-4,000' },
] as const

/** The page in the reader's language: the Swahili is written as a whole page (app/i18n/sw/pages/). */
export default function PricingTips() {
	return useLocale() === 'sw' ? <PricingTipsSw /> : <PricingTipsEn />
}

function PricingTipsEn() {
	return (
		<article className="prose">
			<h1>Pricing Tips</h1>
			<p>
				The right price sells your item in days instead of weeks. Too high and buyers scroll past; too low and you
				lose money, and buyers may even suspect a scam. Here is how to get it right.
			</p>

			<h2>Three steps to the right price</h2>
			<ol>
				<li>
					<strong>Research the market value.</strong> Find out what the same item costs new in shops today, and search
					Soko for similar used items to see what they are listed at.
				</li>
				<li>
					<strong>Assess the condition honestly.</strong> Look at your item as a buyer would: scratches, missing parts,
					battery life, age. Then pick its condition from the list below.
				</li>
				<li>
					<strong>Set a competitive price.</strong> Choose a price within the range for its condition, a little below
					similar listings if you want to sell quickly.
				</li>
			</ol>

			<h2>Price by condition</h2>
			<p>As a share of today&apos;s retail (shop) price, with an example for an item that costs KSh 10,000 new:</p>
			<dl className="facts">
				{CONDITION_BANDS.map((b) => (
					<Fragment key={b.condition}>
						<dt>
							<strong>{b.condition}</strong>
						</dt>
						<dd>
							{b.share} of retail ({b.example}). {b.meaning}
						</dd>
					</Fragment>
				))}
			</dl>
			<p>
				Items in poor condition, or sold for parts or repair, usually fetch 10-25% of retail. Say clearly what is
				wrong with them.
			</p>

			<h2>Advice by category</h2>
			<h3>Electronics</h3>
			<p>
				Phones, laptops and TVs lose value fast when new models come out. Compare with the price of the same model and
				storage today, not what you paid. The charger, box and receipt help you get the top of the range; items older
				than 3 years belong at the bottom of it.
			</p>
			<h3>Clothing and accessories</h3>
			<p>
				Most clothes sell well below retail, because buyers compare with mitumba prices. Known brands, shoes, bags and
				watches in good condition keep their value better. Wash and iron clothes, photograph them well, and always give
				the size.
			</p>
			<h3>Furniture</h3>
			<p>
				Buyers add the cost of transport to your price, so bulky items need a sharper price. Solid wood keeps its
				value better than chipboard. Give the measurements and say if you can help with delivery.
			</p>
			<h3>Books and media</h3>
			<p>
				School textbooks on the current syllabus sell best just before a school term starts, especially in January.
				Novels, films and games sell for a small part of their price: selling them as a bundle moves them faster.
			</p>

			<h2>Research tips</h2>
			<ul>
				<li>Search Soko for the same item in the same condition, and note the lowest and highest prices.</li>
				<li>Check the current price in shops or on Kenyan shopping websites.</li>
				<li>Remember that the price on a listing is what the seller hopes for, not always what the buyer pays.</li>
				<li>Notice which listings stay up for weeks: they are probably priced too high.</li>
			</ul>

			<h2>Negotiation</h2>
			<ul>
				<li>Most buyers in Kenya expect to bargain. Decide your minimum acceptable price before you list.</li>
				<li>
					Start 15-20% above your minimum. For example, if your minimum is KSh 8,000, list at about KSh 9,200-9,600.
				</li>
				<li>Don&apos;t drop your price at the first request. Agree the final price before the buyer travels to meet you.</li>
				<li>If you get no serious inquiries after 2-3 weeks, lower your price.</li>
			</ul>

			<h2>Common mistakes</h2>
			<ul>
				<li>Pricing by what you paid, instead of what the item is worth today.</li>
				<li>Adding value for memories: buyers pay for the item, not its history.</li>
				<li>Calling an item <q>Like New</q> when it is only Good. Buyers notice, and walk away.</li>
				<li>Pricing far too low, which makes buyers suspect the item is stolen or fake.</li>
				<li>Keeping the same high price for weeks without any serious inquiries.</li>
				<li>Poor photos or a short description, which make any price look too high.</li>
			</ul>

			<h2>Price points that sell fast</h2>
			<dl className="facts">
				<dt>KSh 500-2,000</dt>
				<dd>Impulse buys: buyers decide quickly, often the same day.</dd>
				<dt>KSh 2,000-10,000</dt>
				<dd>Considered buys: buyers compare a few listings before they call.</dd>
				<dt>KSh 10,000+</dt>
				<dd>Researched buys: buyers ask many questions and inspect carefully, so give full details.</dd>
			</dl>

			<h2>Psychological pricing</h2>
			<p>
				Prices that end in 9 or 5 feel cheaper than round numbers: KSh 4,999 instead of KSh 5,000, or KSh 1,495
				instead of KSh 1,500. Staying just under a round number also keeps your item in view of buyers who set a
				budget like <q>up to KSh 5,000</q>.
			</p>

			<p className="row">
				<Link className="btn btn-primary" to="/sell">
					Sell your item
				</Link>
				<Link className="btn" to="/seller-guidelines">
					Seller Guidelines
				</Link>
			</p>
		</article>
	)
}
