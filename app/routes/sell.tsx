import { appContext } from '#app/context.ts'
import { Link } from 'react-router'
import type { Route } from './+types/sell'
import { StartSelling } from '#app/components/start-selling.tsx'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { richText } from '#app/i18n/rich-text.tsx'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [
		{ title: t('Sell Your Item') + ' · Soko' },
		{
			name: 'description',
			content: t(
				'Sell your used items to buyers across Kenya. List with a clear title and at least 3 photos; after approval pay a small listing fee by M-PESA and your listing stays live for 30 days.',
			),
		},
	]
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await getUser(request, context)
	return {
		loggedIn: !!user,
		listingFeeKes: context.env.LISTING_FEE_KES,
		listingDays: context.env.LISTING_TTL_DAYS,
		...(await pageMessages(request, context, ['sell'])),
	}
}

export default function Sell({ loaderData }: Route.ComponentProps) {
	const { loggedIn, listingFeeKes, listingDays } = loaderData
	const t = useT()
	const fee = listingFeeKes
	return (
		<article className="prose">
			<h1>{t('Sell Your Item')}</h1>
			<p>
				{t(
					'Turn the things you no longer use into cash. Phones, electronics, clothes, furniture, books: buyers in Nairobi, Mombasa, Kisumu and all over Kenya are looking for them on Soko. Creating a listing is free, and you only pay a listing fee of KES {fee} by M-PESA once it is approved.',
					{ fee },
				)}
			</p>
			<StartSelling loggedIn={loggedIn} />

			<h2>{t('How selling works')}</h2>
			<ol>
				<li>
					<strong>{t('Create a seller account.')}</strong> {t('Register with your email and phone number; creating your account verifies your phone number.')}
				</li>
				<li>
					<strong>{t('Create your listing.')}</strong>{' '}
					{t('Write a title under 60 characters, add at least 3 clear photos, describe the item honestly, and give its condition, your price in KSh and your town.')}
				</li>
				<li>
					<strong>{t('We review it.')}</strong> {t('Our team checks every listing before it goes live, to keep scams and prohibited items off Soko.')}
				</li>
				<li>
					<strong>{t('Pay the listing fee.')}</strong>{' '}
					{t(
						'After approval, pay KES {fee} by M-PESA: you get a prompt on your phone and enter your M-PESA PIN. Your listing is published as soon as the payment is confirmed.',
						{ fee },
					)}
				</li>
				<li>
					<strong>{t('Buyers contact you.')}</strong> {t('Your listing stays active for {days} days, and you can renew it for free.', { days: listingDays })}
				</li>
				<li>
					<strong>{t('Meet and get paid.')}</strong>{' '}
					{t('Meet the buyer in a public place, get paid in cash or by M-PESA, then mark the item as sold.')}
				</li>
			</ol>

			<h2>{t('Before you start')}</h2>
			<ul>
				<li>{t('An M-PESA line for the listing fee.')}</li>
				<li>{t('At least 3 photos of the real item, taken in good light.')}</li>
				<li>{t('The details buyers ask about: age, condition, faults, and what comes with it.')}</li>
			</ul>

			<h2>{t('Price it right')}</h2>
			<p>
				{richText(
					t(
						'Start from what the item costs new today. Like new items usually sell for 60-80% of that, good ones for 40-60%, fair ones for 25-40% and poor ones for 10-25%. See our {link} for more.',
					),
					{ link: <Link to="/pricing-tips">{t('Pricing Tips')}</Link> },
				)}
			</p>

			<h2>{t('What you cannot sell')}</h2>
			<p>
				{richText(t('Illegal items (including stolen goods), weapons, counterfeit goods and hazardous materials. Read the full {link}.'), {
					link: <Link to="/seller-guidelines">{t('Seller Guidelines')}</Link>,
				})}
			</p>

			<h2>{t('Stay safe')}</h2>
			<p>
				{richText(
					t(
						'Meet buyers in busy public places during the day, and confirm M-PESA payments in your own messages before you hand anything over. If you are ever threatened, call the police on 999 or 112. Read our {link}.',
					),
					{ link: <Link to="/safety-guide">{t('Safety Guide')}</Link> },
				)}
			</p>
		</article>
	)
}
