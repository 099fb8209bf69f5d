import type { Route } from './+types/listing'
import { getListing } from '#app/domain/listings.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { ListingDetail } from '#app/components/listing-detail.tsx'
import { formatKsh } from '#app/utils/format.ts'

export const meta: Route.MetaFunction = ({ data }) =>
	data
		? [
				{ title: `${data.listing.title} · ${formatKsh(data.listing.price_cents)} · Soko` },
				{ name: 'description', content: data.listing.description.slice(0, 150) },
				{ property: 'og:title', content: data.listing.title },
			]
		: [{ title: '404 Page Not Found · Soko' }]

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const id = Number(params.id)
	const viewer = await getUser(request, context)
	const listing = Number.isSafeInteger(id) && id > 0 ? await getListing(context.db, { id, viewer }) : undefined
	if (!listing) throw new Response('Not Found', { status: 404 })
	const canEdit = viewer?.role === 'ADMIN' || viewer?.id === listing.seller_id
	return { listing, canEdit, shareUrl: `${new URL(request.url).origin}/?listing=${listing.id}` }
}

export default function ListingPage({ loaderData }: Route.ComponentProps) {
	return <ListingDetail listing={loaderData.listing} shareUrl={loaderData.shareUrl} canEdit={loaderData.canEdit} />
}
