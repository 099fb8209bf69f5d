import { Link } from 'react-router'
import type { Route } from './+types/sell'
import { StartSelling } from '#app/components/start-selling.tsx'
import { getUser } from '#app/utils/auth.server.ts'

export const meta: Route.MetaFunction = () => [
	{ title: 'Sell Your Item · Soko' },
	{
		name: 'description',
		content:
			'Sell your used items to buyers across Kenya. List with a clear title and at least 3 photos; after approval pay a small listing fee by M-PESA and your listing stays live for 30 days.',
	},
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await getUser(request, context)
	return {
		loggedIn: !!user,
		listingFeeKes: context.env.LISTING_FEE_KES,
		listingDays: context.env.LISTING_TTL_DAYS,
	}
}

export default function Sell({ loaderData }: Route.ComponentProps) {
	const { loggedIn, listingFeeKes, listingDays } = loaderData
	return (
		<article className="prose">
			<h1>Sell Your Item</h1>
			<p>
				Turn the things you no longer use into cash. Phones, electronics, clothes, furniture, books: buyers in Nairobi,
				Mombasa, Kisumu and all over Kenya are looking for them on Soko. Creating a listing is free, and you only pay a
				listing fee of KES {listingFeeKes} by M-PESA once it is approved.
			</p>
			<StartSelling loggedIn={loggedIn} />

			<h2>How selling works</h2>
			<ol>
				<li>
					<strong>Create a seller account.</strong> Register with your email and phone number; creating your account
					verifies your phone number.
				</li>
				<li>
					<strong>Create your listing.</strong> Write a title under 60 characters, add at least 3 clear photos, describe
					the item honestly, and give its condition, your price in KSh and your town.
				</li>
				<li>
					<strong>We review it.</strong> Our team checks every listing before it goes live, to keep scams and prohibited
					items off Soko.
				</li>
				<li>
					<strong>Pay the listing fee.</strong> After approval, pay KES {listingFeeKes} by M-PESA: you get a prompt on
					your phone and enter your M-PESA PIN. Your listing is published as soon as the payment is confirmed.
				</li>
				<li>
					<strong>Buyers contact you.</strong> Your listing stays active for {listingDays} days, and you can renew it for
					free.
				</li>
				<li>
					<strong>Meet and get paid.</strong> Meet the buyer in a public place, get paid in cash or by M-PESA, then mark
					the item as sold.
				</li>
			</ol>

			<h2>Before you start</h2>
			<ul>
				<li>An M-PESA line for the listing fee.</li>
				<li>At least 3 photos of the real item, taken in good light.</li>
				<li>The details buyers ask about: age, condition, faults, and what comes with it.</li>
			</ul>

			<h2>Price it right</h2>
			<p>
				Start from what the item costs new today. Like new items usually sell for 60-80% of that, good ones for 40-60%,
				fair ones for 25-40% and poor ones for 10-25%. See our <Link to="/pricing-tips">Pricing Tips</Link> for more.
			</p>

			<h2>What you cannot sell</h2>
			<p>
				Illegal items (including stolen goods), weapons, counterfeit goods and hazardous materials. Read the full{' '}
				<Link to="/seller-guidelines">Seller Guidelines</Link>.
			</p>

			<h2>Stay safe</h2>
			<p>
				Meet buyers in busy public places during the day, and confirm M-PESA payments in your own messages before you
				hand anything over. If you are ever threatened, call the police on 999 or 112. Read our{' '}
				<Link to="/safety-guide">Safety Guide</Link>.
			</p>
		</article>
	)
}
