import type { AppContext } from '#app/context.ts'
import { data } from 'react-router'
import { ListingFieldsSchema } from '#app/domain/listings/schema.ts'
import { LISTING_LIMITS } from '#app/domain/listings/limits.ts'
import { updateListing } from '#app/domain/listings/edit.server.ts'
import { addListingPhotos, deleteListingPhoto, setPrimaryPhoto } from '#app/domain/listings/photo-edit.server.ts'
import { addListingPhotoByAddress } from '#app/domain/photos/add-by-address.server.ts'
import { listingFormErrors, readListingFields, storePostedPhotos } from '#app/domain/listings/form.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { SubcategoryError } from '#app/domain/listings/subcategory.ts'
import { say } from '#app/i18n/words.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { BodyTooLargeError, filesOf, withFormData } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { serverT } from '#app/i18n/messages.server.ts'

/** Said with the toast when a save sent a published listing back for review. */
const SENT_BACK = 'Your changes will be reviewed before the listing shows again.'
/** Said with the toast when a lower price brought the seller's open counter-offers down to it. */
const COUNTERS_LOWERED = 'Your open counter-offers above the new price now ask the new price; the buyers have been told.'

/** A message for one of the page's forms, shown beside it (without JS too); `form` says which. */
function refuse(form: string, message: string, status = 400, extra: Record<string, unknown> = {}) {
	return data({ form, error: { '': [message] } as Record<string, string[]>, initialValue: null, ...extra }, { status })
}

/** The edit page's forms: the fields, and photo management (add by URL, upload up to 5, delete, make main). */
export async function editListingAction({ request, context, user, listingId }: { request: Request; context: AppContext; user: SessionUser; listingId: number }) {
	try {
		return await withFormData(request, { maxBytes: LISTING_LIMITS.photosPerEditUpload * LISTING_LIMITS.photoBytes + 1024 * 1024, uploadsDir: context.env.UPLOADS_DIR }, (form) =>
			editFromForm({ form, request, context, user, listingId }),
		)
	} catch (error) {
		if (!(error instanceof BodyTooLargeError)) throw error
		return refuse('upload', 'File too large. Maximum size is 10MB.', 413)
	}
}

async function editFromForm({ form, request, context, user, listingId }: { form: FormData; request: Request; context: AppContext; user: SessionUser; listingId: number }) {
	const here = `/listings/${listingId}/edit`
	const intent = String(form.get('intent'))
	const toast = (title: string, { sentBack = false, loweredCounters = [] as unknown[] } = {}, to = here) => {
		// One description, said whole (the toaster translates it as one text).
		const description = [sentBack ? SENT_BACK : null, loweredCounters.length ? COUNTERS_LOWERED : null].filter(Boolean).join(' ')
		return redirectWithToast(to, description ? { title, description } : { title }, context.env)
	}
	const db = context.db
	// The forms' summaries and photo failures name things, so they are said whole in the page's language.
	const t = serverT(requestLocale(request, user))
	try {
		if (intent === 'update') {
			const { values, input } = readListingFields(form)
			const parsed = ListingFieldsSchema.safeParse(input)
			if (!parsed.success) return data({ form: 'update', error: listingFormErrors(parsed.error, t), initialValue: values }, { status: 400 })
			try {
				return toast('Listing updated successfully', await updateListing(db, { listingId, actor: user, fields: parsed.data }), `/listings/${listingId}`)
			} catch (error) {
				if (!(error instanceof SubcategoryError)) throw error
				// Said beside its field, the form keeping what was typed (as the sell form does).
				const message = say(error.words, t)
				return data({ form: 'update', error: { subcategory: [message], '': [message] }, initialValue: values }, { status: 400 })
			}
		}
		if (intent === 'add-url') {
			const url = String(form.get('url') ?? '').trim()
			if (!url) return refuse('add-url', 'Please enter a photo URL')
			return toast('Photo added successfully', await addListingPhotoByAddress(db, { listingId, actor: user, uploadsDir: context.env.UPLOADS_DIR, address: url }))
		}
		if (intent === 'upload') {
			const files = filesOf(form, 'photoFiles')
			if (!files.length) return refuse('upload', 'Please select photos to upload')
			if (files.length > LISTING_LIMITS.photosPerEditUpload) {
				return refuse('upload', `Too many files. Maximum ${LISTING_LIMITS.photosPerEditUpload} files allowed.`)
			}
			const stored = await storePostedPhotos(db, { uploadsDir: context.env.UPLOADS_DIR, userId: user.id, files, t })
			if (stored.failures.length) return refuse('upload', stored.failures.join(' '))
			return toast('Photos uploaded successfully', await addListingPhotos(db, { listingId, actor: user, ids: stored.ids }))
		}
		const photoId = Number(form.get('photoId'))
		if (intent === 'delete-photo') {
			return toast('Photo deleted successfully', await deleteListingPhoto(db, { listingId, photoId, actor: user }))
		}
		if (intent === 'primary') {
			await setPrimaryPhoto(db, { listingId, photoId, actor: user })
			return toast('Primary photo updated successfully')
		}
		return refuse('update', 'Unknown action')
	} catch (error) {
		if (error instanceof DomainError) return refuse(intent, error.message, error.status)
		throw error
	}
}
