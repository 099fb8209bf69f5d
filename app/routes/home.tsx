import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { listingShareMeta, listingShareUrl } from '#app/utils/share-meta.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { Link, useNavigate, useRouteLoaderData } from 'react-router'
import { lazy, Suspense, useEffect, useRef } from 'react'
import type { Route } from './+types/home'
import type { loader as rootLoader } from '#app/root.tsx'
import { HOME_TILES } from '#app/domain/listings/categories.ts'
import { homeSections, sharedListing } from '#app/domain/listings/home.server.ts'
import { listingPageData } from '#app/domain/listings/page-data.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { ListingGrid } from '#app/components/listing-card.tsx'
import { StartSelling } from '#app/components/start-selling.tsx'
import { notAfterContact } from '#app/components/not-after-contact.ts'
import { alsoNotAfterSave } from '#app/components/save-toggle.tsx'
import { savedMarker } from '#app/domain/engagement/saves.server.ts'
import { cardOf } from '#app/domain/listings/cards.ts'
import { homeRecommendations } from '#app/domain/recommendations/recommendations.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

// Code only some visitors need, loaded when the page shows it: the listing dialog (a shared /?listing= link) and a
// signed-in person's recommendations. The server renders them whole; React hydrates them once their code is in.
const ListingDetail = lazy(() => import('#app/components/listing-detail.tsx').then((m) => ({ default: m.ListingDetail })))
const RecommendationGrid = lazy(() => import('#app/components/recommendations/recommendation-grid.tsx').then((m) => ({ default: m.RecommendationGrid })))

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
	const t = metaT(matches)
	return [
		{ title: data?.listing ? `${data.listing.title} · Soko` : `Soko · ${t("Kenya's trusted marketplace for quality pre-owned items")}` },
		{ name: 'description', content: t('Buy and sell second-hand phones, furniture, cars and more across Kenya. Pay the KES 15 listing fee by M-PESA.') },
		// A shared /?listing=ID link previews that listing.
		...(data?.listing ? listingShareMeta(data.listing, data.origin) : []),
	]
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const url = pageUrl(request.url)
	const [sections, listing, user, words] = await Promise.all([
		homeSections(context.db),
		sharedListing(context.db, { param: url.searchParams.get('listing') }),
		getUser(request, context),
		pageMessages(request, context, ['home', 'listings', 'messages', 'phoneGate', 'trustMarks']),
	])
	// The listing dialog is the listing page in a dialog, with that page's data; `listing` is null when it isn't found.
	const dialog = listing ? await listingPageData(context.db, { listing, viewer: user, env: context.env }) : { listing, offerPanel: undefined, messaging: undefined, warning: null, verifyPhone: null }
	const markSaved = await savedMarker(context.db, { viewer: user, listingIds: [...sections.featured, ...sections.latest].map((l) => l.id) })
	return {
		featured: markSaved(sections.featured).map(cardOf),
		latest: markSaved(sections.latest).map(cardOf),
		...dialog,
		// Signed-in pages only: the anonymous home is cached and shared, so it carries nothing personal.
		recommended: user ? await homeRecommendations(context.db, { user, t: requestT(request, user) }) : null,
		origin: siteUrl(request, context.env),
		...words,
	}
}

export const shouldRevalidate = alsoNotAfterSave(notAfterContact)

function ListingDialog({
	listing,
	origin,
	offerPanel,
	messaging,
	warning,
	verifyPhone,
}: {
	listing: Route.ComponentProps['loaderData']['listing']
	origin: string
	offerPanel: Route.ComponentProps['loaderData']['offerPanel']
	messaging: Route.ComponentProps['loaderData']['messaging']
	warning: Route.ComponentProps['loaderData']['warning']
	verifyPhone: Route.ComponentProps['loaderData']['verifyPhone']
}) {
	const ref = useRef<HTMLDialogElement>(null)
	const navigate = useNavigate()
	const t = useT()
	// Without JS the dialog is shown open in the page; with JS it becomes a real modal (focus trap, Esc closes).
	// Reopening it as a modal fires a `close` event later, when it is open again: only a closed dialog means "close".
	useEffect(() => {
		const dialog = ref.current
		if (dialog?.open && !dialog.matches(':modal')) {
			// A field that took the focus as the dialog appeared (autoFocus: back from signing in with ?do=offer) keeps it;
			// showModal would move it to the first control.
			const focused = document.activeElement instanceof HTMLElement && dialog.contains(document.activeElement) ? document.activeElement : null
			dialog.close()
			dialog.showModal()
			focused?.focus()
		}
	}, [listing])
	if (listing === undefined) return null
	return (
		<dialog ref={ref} open className="overlay-dialog" aria-labelledby="listing-title" onClose={(e) => e.currentTarget.open || navigate('/', { preventScrollReset: true })} style={{ maxWidth: 960 }}>
			<div className="dialog-body">
				<div className="dialog-head">
					<span />
					<Link className="btn" to="/" aria-label={t('Close')}>
						✕
					</Link>
				</div>
				{listing ? (
					<Suspense>
						<ListingDetail listing={listing} shareUrl={listingShareUrl(origin, listing.id)} headingId="listing-title" offerPanel={offerPanel} messaging={messaging} warning={warning} verifyPhone={verifyPhone} />
					</Suspense>
				) : (
					<div className="empty">
						<h2 id="listing-title">{t('Not Found')}</h2>
						<p>{t("The listing you're looking for could not be found")}</p>
					</div>
				)}
			</div>
		</dialog>
	)
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { featured, latest, listing, recommended, origin } = loaderData
	const loggedIn = !!useRouteLoaderData<typeof rootLoader>('root')?.user
	const t = useT()
	return (
		<>
			<ListingDialog listing={listing} origin={origin} offerPanel={loaderData.offerPanel} messaging={loaderData.messaging} warning={loaderData.warning} verifyPhone={loaderData.verifyPhone} />
			<section className="hero">
				<h1>{t("Kenya's trusted marketplace for quality pre-owned items")}</h1>
				{/* On a phone the hero keeps to its heading and Start Selling, so that four items show below it: Browse is
				    "View All" there, and "Why choose Soko" says the rest. */}
				<p className="hero-text">{t('Buy and sell phones, furniture, cars and more, near you. Sellers pay just KES 15 by M-PESA per listing.')}</p>
				<p className="row">
					<Link className="btn hero-browse" to="/browse">
						{t('Start Buying')}
					</Link>{' '}
					<StartSelling loggedIn={loggedIn} />
				</p>
			</section>
			<h2 className="sr-only">{t('Shop by category')}</h2>
			<ul className="tiles" aria-label={t('Shop by category')}>
				{HOME_TILES.map((tile) => (
					<li key={tile.label}>
						<Link to={tile.to}>
							{tile.name ? (
								<>
									<span aria-hidden="true">{t(tile.label)}</span>
									<span className="sr-only">{t(tile.name)}</span>
								</>
							) : (
								t(tile.label)
							)}
						</Link>
					</li>
				))}
			</ul>
			<div className="section-head">
				<h2>{t('Featured Items')}</h2>
				<Link to="/browse">{t('View All')}</Link>
			</div>
			{featured.length ? <ListingGrid listings={featured} eagerCount={4} /> : <p className="empty">{t('No featured items right now.')}</p>}
			<div className="section-head">
				<h2>{t('Latest Items')}</h2>
				<Link to="/browse">{t('View All')}</Link>
			</div>
			{latest.length ? <ListingGrid listings={latest} /> : <p className="empty">{t('No items yet.')}</p>}
			{recommended ? (
				<>
					<div className="section-head">
						<h2>{t('Recommended for you')}</h2>
						<Link to="/recommendations">{t('See all')}</Link>
					</div>
					<Suspense>
						<RecommendationGrid items={recommended} />
					</Suspense>
				</>
			) : null}
			<h2>{t('Why choose Soko')}</h2>
			<ul className="why">
				<li>
					<h3>{t('Checked listings')}</h3>
					<p>{t('Every listing is reviewed by our team before it goes live, so you see real items from real sellers.')}</p>
				</li>
				<li>
					<h3>{t('Pay safely with M-PESA')}</h3>
					<p>{t('Sellers pay a small KES 15 fee by M-PESA. Buyers meet sellers, check the item, then pay.')}</p>
				</li>
				<li>
					<h3>{t('Fast on any phone')}</h3>
					<p>{t('Soko loads quickly on 2G and 3G and uses very little data. Switch on Lite mode to save even more.')}</p>
				</li>
			</ul>
		</>
	)
}
