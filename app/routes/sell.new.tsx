import { appContext, type AppContext } from '#app/context.ts'
import { data, Form, useActionData, useNavigation } from 'react-router'
import type { Route } from './+types/sell.new'
import { requireUser, type SessionUser } from '#app/routes/+shared/auth.server.ts'
import { withFormData, filesOf, BodyTooLargeError } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { CreateListingSchema } from '#app/domain/listings/schema.ts'
import { LISTING_LIMITS } from '#app/domain/listings/limits.ts'
import { createListing } from '#app/domain/listings/create.server.ts'
import { listingFormErrors, readListingFields, storePostedPhotos, type FieldErrors } from '#app/domain/listings/form.server.ts'
import { SubcategoryError } from '#app/domain/listings/subcategory.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { SellForm } from '#app/components/sell-form.tsx'
import { SellIntro } from '#app/components/sell-dialog.tsx'
import { VerifyPhoneBox } from '#app/components/verify-phone-box.tsx'
import { phoneToVerify } from '#app/domain/accounts/phone-gate.server.ts'
import { SELL_BEFORE_VERIFYING } from '#app/domain/accounts/phone-gate-words.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { requestLocale } from '#app/i18n/locale.server.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [{ title: t('Sell an item') + ' · Soko' }]
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	return {
		fee: context.env.LISTING_FEE_KES,
		verifyPhone: await phoneToVerify(context.db, context.env, user),
		...(await pageMessages(request, context, ['sell', 'listings', 'phoneGate'])),
	}
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	try {
		return await withFormData(request, { maxBytes: LISTING_LIMITS.maxPhotos * LISTING_LIMITS.photoBytes + 1024 * 1024, uploadsDir: context.env.UPLOADS_DIR }, (form) => createFromForm({ form, request, context, user }))
	} catch (error) {
		if (!(error instanceof BodyTooLargeError)) throw error
		return data({ error: { '': ['File too large. Maximum size is 10MB.'] } as FieldErrors, initialValue: {} }, { status: 413 })
	}
}

async function createFromForm({ form, request, context, user }: { form: FormData; request: Request; context: AppContext; user: SessionUser }) {
	const { values, input: fields } = readListingFields(form)
	// The summary and the photos' failures name things, so they are said whole in the page's language here.
	const t = serverT(requestLocale(request, user))
	const stored = await storePostedPhotos(context.db, { uploadsDir: context.env.UPLOADS_DIR, userId: user.id, files: filesOf(form, 'photoFiles'), t })
	const photos = [...form.getAll('photos').map(String), ...stored.ids]
	const input = { ...fields, photos, status: form.get('intent') === 'draft' ? 'DRAFT' : 'PENDING_APPROVAL' }
	const parsed = CreateListingSchema.safeParse(input)
	const initialValue = { ...values, photos }
	if (!parsed.success || stored.failures.length) {
		const error: FieldErrors = parsed.success ? { '': [] } : listingFormErrors(parsed.error, t)
		if (stored.failures.length) error.photos = [...stored.failures, ...(error.photos ?? [])]
		return data({ error, initialValue }, { status: 400 })
	}
	try {
		const listing = await createListing(context.db, { sellerId: user.id, input: parsed.data, uploadsDir: context.env.UPLOADS_DIR })
		if (listing.status === 'DRAFT') {
			return redirectWithToast(`/listings/${listing.id}`, { title: 'Draft saved', description: 'Submit it for review when you are ready.' }, context.env)
		}
		return redirectWithToast(`/sell/${listing.id}/pay`, { title: 'Listing Created', description: 'Your listing has been created and is pending approval' }, context.env)
	} catch (error) {
		if (error instanceof DomainError) {
			const message = say(error.words, t)
			// A refusal about the listing as a whole (a limit) goes above the form only; the others name their field.
			const field = error instanceof SubcategoryError ? error.field : error.status === 429 ? null : 'photos'
			return data({ error: { ...(field ? { [field]: [message] } : {}), '': [message] }, initialValue }, { status: error.status })
		}
		throw error
	}
}

export default function SellNew({ loaderData }: Route.ComponentProps) {
	const state = useActionData<typeof action>()
	const navigation = useNavigation()
	const t = useT()
	return (
		<section className="prose">
			<h1>{t('Sell an item')}</h1>
			<SellIntro fee={loaderData.fee} />
			{loaderData.verifyPhone ? <VerifyPhoneBox redirectTo="/sell/new" phone={loaderData.verifyPhone.phone} why={SELL_BEFORE_VERIFYING} /> : null}
			<SellForm state={state} busy={navigation.state === 'submitting'} FormComponent={Form} />
		</section>
	)
}
