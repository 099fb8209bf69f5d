import { appContext, withAppContext } from '#app/context.ts'
import { EndedListing } from '#app/components/ended-listing.tsx'
import { listingShareMeta, listingShareUrl } from '#app/utils/share-meta.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import type { Route } from './+types/listing'
import { endedListing, getListing } from '#app/domain/listings/listings.server.ts'
import { listingPageData } from '#app/domain/listings/page-data.server.ts'
import { sellerActionsFor } from '#app/domain/listings/seller-actions.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { LISTING_ACTIONS, type ListingIntent } from './listing/actions.server.ts'
import { ListingDetail } from '#app/components/listing-detail.tsx'
import { notAfterContact } from '#app/components/not-after-contact.ts'
import { alsoNotAfterSave } from '#app/components/save-toggle.tsx'
import { formatKsh } from '#app/utils/format.ts'
import { mayRate, reviewBy } from '#app/domain/trust/reviews.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
	const t = metaT(matches)
	return data && 'ended' in data
		? [{ title: `${t(data.ended.listing.status === 'SOLD' ? 'Sold' : 'No longer for sale')}: ${data.ended.listing.title} · Soko` }, ...listingShareMeta(data.ended.listing, data.origin)]
		: data
			? [
					{ title: `${data.listing.title} · ${formatKsh(data.listing.price_cents)} · Soko` },
					{ name: 'description', content: data.listing.description.slice(0, 150) },
					...listingShareMeta(data.listing, data.origin),
				]
			: [{ title: `${t('404 Page Not Found')} · Soko` }]
}

function listingIdOf(params: { id?: string }) {
	const id = Number(params.id)
	return Number.isSafeInteger(id) && id > 0 ? id : null
}

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const id = listingIdOf(params)
	const viewer = await getUser(request, context)
	const words = await pageMessages(request, context, ['listings', 'offers', 'messages', 'phoneGate', 'trustMarks'])
	const listing = id ? await getListing(context.db, { id, viewer }) : undefined
	if (!listing) {
		// A link shared before the item sold still shows what it was, and similar items.
		const ended = id ? await endedListing(context.db, { id }) : undefined
		if (!ended) throw new Response('Not Found', { status: 404 })
		return { ended, origin: siteUrl(request, context.env), ...words }
	}
	const page = await listingPageData(context.db, { listing, viewer, env: context.env })
	// The page's own, beyond what the home page's dialog shows: the seller's and admins' Edit, the buyer's review.
	const canEdit = (await sellerActionsFor(context.db, { listingId: listing.id, viewer })).includes('edit')
	const myReview = viewer ? ((await reviewBy(context.db, { sellerId: listing.seller_id, buyerId: viewer.id })) ?? null) : null
	const canRate = await mayRate(context.db, { viewer, sellerId: listing.seller_id })
	return { ...page, canEdit, myReview, canRate, origin: siteUrl(request, context.env), ...words }
}

/** Every form on the listing (contact, ...): one `intent`, one handler module in ./listing/. */
export async function action(routeArgs: Route.ActionArgs) {
	const args = withAppContext(routeArgs)
	const form = await readForm(args.request)
	const intent = requireIntent(form.get('intent'), Object.keys(LISTING_ACTIONS) as ListingIntent[])
	const listingId = listingIdOf(args.params)
	if (!listingId) throw new Response('Not Found', { status: 404 })
	return LISTING_ACTIONS[intent]({ ...args, form, listingId, viewer: await getUser(args.request, args.context) })
}

export const shouldRevalidate = alsoNotAfterSave(notAfterContact)

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
	if ('ended' in loaderData) return <EndedListing listing={loaderData.ended.listing} similar={loaderData.ended.similar} />
	return <ListingDetail listing={loaderData.listing} shareUrl={listingShareUrl(loaderData.origin, loaderData.listing.id)} canEdit={loaderData.canEdit} contact={actionData && 'contact' in actionData ? actionData : undefined} feedback={actionData && 'form' in actionData ? actionData : undefined} myReview={loaderData.myReview} canRate={loaderData.canRate} offerPanel={loaderData.offerPanel} messaging={loaderData.messaging} warning={loaderData.warning} verifyPhone={loaderData.verifyPhone} />
}
