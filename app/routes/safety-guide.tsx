import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/safety-guide'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { titleAndDescription } from '#app/i18n/meta.ts'
import { useLocale } from '#app/i18n/use-t.ts'
import { SafetyGuideSw } from '#app/i18n/sw/pages/safety-guide.tsx'

export const meta: Route.MetaFunction = ({ matches }) =>
	titleAndDescription(
		matches,
		'Safety Guide',
		'Buy and sell safely on Soko: meet in public places, pay with cash or M-PESA only on handover, check items, spot scams. In an emergency call the police on 999 or 112.',
	)

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	return pageMessages(request, context, ['help'])
}

/** The page in the reader's language: the Swahili is written as a whole page (app/i18n/sw/pages/). */
export default function SafetyGuide() {
	return useLocale() === 'sw' ? <SafetyGuideSw /> : <SafetyGuideEn />
}

function SafetyGuideEn() {
	return (
		<article className="prose">
			<h1>Safety Guide</h1>
			<p className="notice">
				<strong>In an emergency, call the police on 999 or 112.</strong> Your safety matters more than any sale.
			</p>
			<p>
				Most people on Soko are honest buyers and sellers. A few simple rules protect you from the few who are not,
				whether you are buying a phone in Nairobi or selling a sofa in Mombasa.
			</p>

			<h2>Meet in a safe place</h2>
			<ul>
				<li>
					Always meet in a busy public place: a shopping centre, a supermarket entrance, a bank hall or outside a police
					station.
				</li>
				<li>Meet during the day. Avoid quiet estates, empty car parks and meetings after dark.</li>
				<li>Bring a friend if you can, and tell someone where you are going, who you are meeting and when.</li>
				<li>Never invite a stranger to your home, and never go to theirs.</li>
				<li>Keep your phone charged and carry only the money you need.</li>
			</ul>

			<h2>Pay and get paid safely</h2>
			<p>On Soko you pay the seller directly, in cash or by M-PESA, when you meet.</p>
			<ul>
				<li>
					<strong>Buyers:</strong> pay only when the item is in your hands and you have checked it. Never send a
					deposit, a <q>booking fee</q> or a <q>delivery fee</q> for an item you have not seen.
				</li>
				<li>
					<strong>Sellers:</strong> before you hand over the item, confirm the M-PESA payment in your own M-PESA
					messages or by checking your balance. A screenshot or a forwarded SMS is not proof of payment.
				</li>
				<li>
					For cash, count the money and check the notes in good light. For large amounts, meet at a bank so the money
					can be checked and deposited straight away.
				</li>
				<li>Never share your M-PESA PIN, your password or a one-time code with anyone, even someone who says they work for Soko or Safaricom.</li>
			</ul>

			<h2>Check the item before you pay</h2>
			<ul>
				<li>
					<strong>Phones:</strong> switch it on, make a call, test the camera, charging port, speaker and screen. Dial{' '}
					<kbd>*#06#</kbd> and check that the IMEI number matches the box. Make sure the seller has signed out of their
					Google or Apple account so the phone is not locked.
				</li>
				<li>
					<strong>Electronics:</strong> ask to see it working on power. Check for missing parts, chargers and remote
					controls.
				</li>
				<li>
					<strong>Furniture:</strong> check joints, legs, fabric, and look for pests. Measure it to be sure it fits your
					doorway and your room.
				</li>
				<li>
					<strong>Clothes and shoes:</strong> look for stains, tears and worn soles, and check the size.
				</li>
				<li>
					For expensive items, ask for the receipt or other proof that the seller owns it. Buying stolen goods is a
					crime.
				</li>
			</ul>
			<p>
				Know what a fair price is. Used items usually sell for about 60-80% of the shop price when like new, 40-60% in
				good condition, 25-40% in fair condition and 10-25% in poor condition. A price far below that is a warning
				sign.
			</p>

			<h2>Spot common scams</h2>
			<ul>
				<li>
					<strong>The price is too good to be true.</strong> A new-looking phone for a fraction of its price is usually
					bait.
				</li>
				<li>
					<strong>Pay first, then I send it.</strong> The seller asks for money by M-PESA before you meet, for example
					to send the item by bus or courier.
				</li>
				<li>
					<strong>Fake M-PESA messages.</strong> A buyer shows or sends an SMS that looks like an M-PESA confirmation,
					or says they sent too much and asks you to send back the difference. Check your real balance first.
				</li>
				<li>
					<strong>Pressure to hurry.</strong> <q>Many people want it, pay now to keep it for you.</q> Honest sellers
					give you time to check.
				</li>
				<li>
					<strong>Copied photos.</strong> If the photos look like adverts, ask the seller for a new photo of the item
					next to a paper with your name on it.
				</li>
				<li>
					<strong>Requests for personal details.</strong> No buyer needs your ID number, PIN or passwords.
				</li>
			</ul>

			<h2>If something goes wrong</h2>
			<ol>
				<li>If you are in danger, leave at once and call the police on 999 or 112.</li>
				<li>If you sent money to a scammer by M-PESA, contact Safaricom customer care straight away.</li>
				<li>Report what happened at the nearest police station and keep the report number.</li>
				<li>
					Tell us through <Link to="/report-issue">Report an Issue</Link> so we can remove the listing and stop the
					user. Urgent reports are answered in under 1 hour.
				</li>
			</ol>

			<p className="row">
				<Link className="btn btn-primary" to="/report-issue">
					Report an Issue
				</Link>
				<Link className="btn" to="/help-center">
					Help Center
				</Link>
			</p>
		</article>
	)
}
