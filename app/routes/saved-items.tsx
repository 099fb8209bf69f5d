import { appContext } from '#app/context.ts'
import { Link, redirect } from 'react-router'
import type { Route } from './+types/saved-items'
import { savedListings } from '#app/domain/engagement/saved-items.server.ts'
import { coverOf } from '#app/domain/listings/photos.server.ts'
import { categoryLabel } from '#app/domain/listings/categories.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { formatCondition, formatKsh, localizeAgo, timeAgo } from '#app/utils/format.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useIntlLocale, useT } from '#app/i18n/use-t.ts'
import { Photo } from '#app/components/photo.tsx'
import { ShareMenu } from '#app/components/share-menu.tsx'
import { SaveToggle, useSaveFetcher } from '#app/components/save-toggle.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaT(matches)('Saved Items') + ' · Soko' }]

/** Saved items (spec 1 §2), for a signed-in user only: anyone else goes to the home page. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await getUser(request, context)
	if (!user) throw redirect('/')
	const saved = await savedListings(context.db, { userId: user.id })
	return {
		origin: siteUrl(request, context.env),
		items: saved.map(({ photos, saved_at: _, ...listing }) => ({ ...listing, cover: coverOf(photos), age: timeAgo(listing.created_at) })),
		...(await pageMessages(request, context, ['buyer', 'listings'])),
	}
}

type Item = Route.ComponentProps['loaderData']['items'][number]

const GONE: Record<string, string> = { SOLD: 'Sold', EXPIRED: 'Expired' }

/** A saved card: sold and expired items stay, marked, with Remove only (their pages are no longer public). */
function SavedCard({ item, origin }: { item: Item; origin: string }) {
	const t = useT()
	const intl = useIntlLocale()
	const { fetcher, queued } = useSaveFetcher(item.id)
	// Removed with JavaScript: gone at once; the list is loaded again behind it. Removed offline: it stays, saying it
	// will sync, until the service worker has sent it.
	const removed = (fetcher.formData?.get('saved') === 'false' && !fetcher.data?.queued) || (fetcher.data?.saved === false && !queued)
	const gone = GONE[item.status]
	return (
		<li hidden={removed}>
			<article className="card saved-card">
				<div className="pic">
					<Photo id={item.cover} alt="" variants={['card', 'thumb']} sizes="(min-width: 520px) 260px, 100vw" />
					<span className="badge">{t('Saved', undefined, 'state')}</span>
					{gone ? <span className="sold">{t(gone.toUpperCase())}</span> : null}
				</div>
				<div className="body">
					<h2>{item.title}</h2>
					<span className="price">{formatKsh(item.price_cents)}</span>
					<p className="meta">
						{t(formatCondition(item.condition))} · {item.location} · {t(categoryLabel(item.category))}
					</p>
					<p className="meta">{`${gone ? `${t(gone)} · ` : ''}${t('Listed {age}', { age: localizeAgo(item.age, intl) })}`}</p>
					<div className="row">
						{gone ? null : (
							<>
								<Link className="btn btn-primary" to={`/listings/${item.id}`}>
									{t('View Details')}
								</Link>
								<ShareMenu url={`${origin}/?listing=${item.id}`} title={item.title} description={item.description} />
							</>
						)}
						<SaveToggle listingId={item.id} title={item.title} saved remove />
					</div>
				</div>
			</article>
		</li>
	)
}

export default function SavedItems({ loaderData }: Route.ComponentProps) {
	const t = useT()
	const { items, origin } = loaderData
	return (
		<>
			<h1>{t('Saved Items')}</h1>
			{items.length ? (
				<ul className="grid">
					{items.map((item) => (
						<SavedCard key={item.id} item={item} origin={origin} />
					))}
				</ul>
			) : (
				<div className="empty">
					<h2>{t('No saved items yet')}</h2>
					<p>{t('Tap Save on any item to keep it here.')}</p>
					<Link className="btn btn-primary" to="/browse">
						{t('Browse items')}
					</Link>
				</div>
			)}
		</>
	)
}

/** The list could not be read (spec 1 §2's error state). */
export function ErrorBoundary() {
	const t = useT()
	return (
		<section className="empty" role="alert">
			<h1>{t('Unable to load saved items')}</h1>
			<p>{t('Please try again later')}</p>
			<Link className="btn btn-primary" to="/saved-items">
				{t('Try again')}
			</Link>
		</section>
	)
}
