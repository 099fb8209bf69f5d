import { appContext } from '#app/context.ts'
import { Form, Link, useActionData } from 'react-router'
import type { Route } from './+types/listings.edit'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { listingForEditor } from '#app/domain/listings/editor.server.ts'
import { ListingError } from '#app/domain/listings/transitions.server.ts'
import { LISTING_LIMITS } from '#app/domain/listings/limits.ts'
import { centsToDecimal } from '#app/utils/format.ts'
import { areaOf } from '#app/domain/listings/towns.ts'
import { ListingFields } from '#app/components/listing-fields.tsx'
import { FormError, type FormState } from '#app/components/forms.tsx'
import { Photo } from '#app/components/photo.tsx'
import { StatusBadge } from '#app/components/status-badge.tsx'
import { editListingAction } from './listings.edit.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
	const t = metaT(matches)
	return [{ title: (data ? t('Edit {title}', { title: data.listing.title }) : t('Edit listing')) + ' · Soko' }]
}

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	try {
		const editor = await listingForEditor(context.db, { listingId: listingIdParam(params), actor: user })
		return { ...editor, ...(await pageMessages(request, context, ['sell', 'listings'])) }
	} catch (error) {
		if (error instanceof ListingError) throw new Response(error.message, { status: error.status, statusText: error.message })
		throw error
	}
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	return editListingAction({ request, context, user, listingId: listingIdParam(params) })
}

export default function EditListing({ loaderData }: Route.ComponentProps) {
	const { listing, photos, editsAreReviewed } = loaderData
	const result = useActionData<typeof action>()
	const t = useT()
	const stateFor = (form: string): FormState => (result && 'form' in result && result.form === form ? (result as FormState) : undefined)
	return (
		<section className="prose">
			<p>
				<Link to={`/listings/${listing.id}`}>{t('← Back to the listing')}</Link>
			</p>
			<h1>{t('Edit listing')}</h1>
			<p>
				<StatusBadge status={listing.status} />
			</p>
			{editsAreReviewed ? (
				<p className="notice" id="review-notice">
					{t('Any change you save here (words, price, photos or details) sends your listing back for review before it shows again. You won’t pay again.')}
				</p>
			) : null}
			<Form method="post" aria-label={t('Listing details')}>
				<FormError state={stateFor('update')} />
				<ListingFields
					state={stateFor('update')}
					values={{
						...listing,
						location: listing.town ?? '',
						area: areaOf(listing.location, listing.town),
						price: centsToDecimal(listing.price_cents).replace(/\.00$/, ''),
					}}
				/>
				<button className="btn btn-primary" type="submit" name="intent" value="update" aria-describedby={editsAreReviewed ? 'review-notice' : undefined}>
					{t('Save changes')}
				</button>
			</Form>

			<h2>{t('Photos')}</h2>
			<FormError state={stateFor('primary') ?? stateFor('delete-photo')} />
			{photos.length ? (
				<ol className="photo-list">
					{photos.map((p, i) => (
						<li key={p.id}>
							<Photo id={p.cloudinary_id} alt={t('Photo {n}', { n: i + 1 })} variants={['card', 'thumb']} sizes="150px" />
							{p.is_primary ? <span className="badge">{t('Main photo')}</span> : null}
							<Form method="post" className="row">
								<input type="hidden" name="photoId" value={p.id} />
								{p.is_primary ? null : (
									<button className="btn" type="submit" name="intent" value="primary">
										{t('Make main')}
									</button>
								)}
								<button className="btn" type="submit" name="intent" value="delete-photo" aria-label={t('Delete photo {n}', { n: i + 1 })}>
									{t('Delete')}
								</button>
							</Form>
						</li>
					))}
				</ol>
			) : (
				<p className="muted">{t('No photos yet.')}</p>
			)}

			<Form method="post" encType="multipart/form-data" className="panel" aria-label={t('Upload photos')}>
				<h3>{t('Upload photos')}</h3>
				<FormError state={stateFor('upload')} />
				<label htmlFor="upload-files">{t('Choose up to {count} photos (JPEG, PNG or WebP, 10 MB each)', { count: LISTING_LIMITS.photosPerEditUpload })}</label>
				<input id="upload-files" type="file" name="photoFiles" multiple accept="image/jpeg,image/png,image/webp,image/heic" />
				<button className="btn" type="submit" name="intent" value="upload">
					{t('Upload photos')}
				</button>
			</Form>

			<Form method="post" className="panel" aria-label={t('Add a photo by address')}>
				<h3>{t('Add a photo by address')}</h3>
				<FormError state={stateFor('add-url')} />
				<label htmlFor="photo-url">{t('Photo URL')}</label>
				<input id="photo-url" name="url" type="url" inputMode="url" placeholder="https://…" />
				<button className="btn" type="submit" name="intent" value="add-url">
					{t('Add photo')}
				</button>
			</Form>
		</section>
	)
}
