import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/seller-guidelines'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { titleAndDescription } from '#app/i18n/meta.ts'
import { useLocale } from '#app/i18n/use-t.ts'
import { SellerGuidelinesSw } from '#app/i18n/sw/pages/seller-guidelines.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	titleAndDescription(
		matches,
		'Seller Guidelines',
		'How to list on Soko: titles under 60 characters, at least 3 photos, honest descriptions, fair prices by condition, what is not allowed and how approval and the M-PESA listing fee work.',
	)

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return { listingFeeKes: context.env.LISTING_FEE_KES, listingDays: context.env.LISTING_TTL_DAYS, ...(await pageMessages(request, context, ['help'])) }
}

/** The page in the reader's language: the Swahili is written as a whole page (app/i18n/sw/pages/). */
export default function SellerGuidelines({ loaderData }: Route.ComponentProps) {
	const { listingFeeKes, listingDays } = loaderData
	return useLocale() === 'sw' ? (
		<SellerGuidelinesSw listingFeeKes={listingFeeKes} listingDays={listingDays} />
	) : (
		<SellerGuidelinesEn listingFeeKes={listingFeeKes} listingDays={listingDays} />
	)
}

function SellerGuidelinesEn({ listingFeeKes, listingDays }: { listingFeeKes: number; listingDays: number }) {
	return (
		<article className="prose">
			<h1>Seller Guidelines</h1>
			<p>
				Good listings sell faster and keep Soko a place buyers trust. Every listing is checked by our team before it
				goes live, so following these guidelines also gets yours approved sooner.
			</p>

			<h2>What you can sell</h2>
			<ul>
				<li>Items you own and have with you, described as they really are.</li>
				<li>One item (or one set, such as a sofa set) per listing.</li>
			</ul>
			<p>
				<strong>Not allowed:</strong> illegal items (including stolen goods and drugs), weapons, counterfeit goods and
				hazardous materials. Listings of these items are rejected, and accounts that post them may be suspended.
			</p>

			<h2>Write a clear title</h2>
			<ul>
				<li>Keep titles under 60 characters so they show in full on a phone screen.</li>
				<li>
					Say what it is, then the brand, model and one key detail: <q>Samsung Galaxy A14, 64GB, Black</q> or{' '}
					<q>3-Seater Fabric Sofa, Grey</q>.
				</li>
				<li>Don&apos;t write in CAPITAL LETTERS, add <q>!!!</q>, or put the price or your phone number in the title.</li>
			</ul>

			<h2>Take good photos</h2>
			<ul>
				<li>Add at least 3 photos: the front, the back or sides, and a close-up of any label, model number or damage.</li>
				<li>Use daylight near a window or outside. Clean the item and use a plain background.</li>
				<li>Use your own photos of the real item, never pictures from the internet.</li>
				<li>
					Keep people, number plates and documents out of the picture. We remove location data (GPS) from your photos
					automatically.
				</li>
			</ul>

			<h2>Describe it honestly</h2>
			<ul>
				<li>How old it is, how much it has been used and why you are selling.</li>
				<li>Any faults, scratches or missing parts. Buyers find them anyway, and honesty saves everyone a wasted trip.</li>
				<li>What comes with it: charger, box, receipt, warranty, spare parts.</li>
				<li>Size, measurements or storage, where they matter.</li>
				<li>Your town and area, such as Westlands, Nairobi or Nyali, Mombasa, so buyers know where to collect.</li>
			</ul>

			<h2>Choose the right condition and price</h2>
			<p>Price your item against what it costs new in the shops today (the retail price):</p>
			<dl className="facts">
				<dt>Like New</dt>
				<dd>60-80% of retail</dd>
				<dt>Good</dt>
				<dd>40-60% of retail</dd>
				<dt>Fair</dt>
				<dd>25-40% of retail</dd>
				<dt>Poor</dt>
				<dd>10-25% of retail</dd>
			</dl>
			<p>
				For example, a phone that costs KSh 20,000 new and is in good condition usually sells for KSh 8,000-12,000.
				Our <Link to="/pricing-tips">Pricing Tips</Link> explain how to choose within the range.
			</p>

			<h2>Approval, the listing fee and going live</h2>
			<ol>
				<li>Submit your listing. Our team checks it before anyone else can see it.</li>
				<li>
					If it is approved, pay the listing fee of KES {listingFeeKes} by M-PESA: you get a payment prompt on your
					phone and enter your M-PESA PIN.
				</li>
				<li>
					As soon as the payment is confirmed your listing is published. It stays active for {listingDays} days, and you
					can renew it for free.
				</li>
				<li>If it is not approved, we tell you why so that you can correct it.</li>
			</ol>

			<h2>Deal with buyers well</h2>
			<ul>
				<li>Reply quickly and politely, even to say the item is no longer available.</li>
				<li>Meet buyers in public places during the day, never at your home.</li>
				<li>
					Accept cash or M-PESA, and confirm an M-PESA payment in your own messages or balance before you hand over the
					item.
				</li>
				<li>Mark the item as sold as soon as it is gone.</li>
			</ul>

			<h2>What gets a listing removed</h2>
			<ul>
				<li>Fake listings, items you don&apos;t have, or the same item listed many times.</li>
				<li>Misleading prices, such as KSh 1 to attract attention.</li>
				<li>Asking buyers for deposits or payment before they see the item.</li>
				<li>Rude, threatening or harassing messages to buyers.</li>
			</ul>
			<p>
				If a buyer threatens you or you feel unsafe, call the police on 999 or 112 and then{' '}
				<Link to="/report-issue">report it to us</Link>.
			</p>

			<p className="row">
				<Link className="btn btn-primary" to="/sell">
					Sell your item
				</Link>
				<Link className="btn" to="/pricing-tips">
					Pricing Tips
				</Link>
			</p>
		</article>
	)
}
