import { z } from 'zod'
import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { FeatureSchema } from '#app/domain/admin/feature-schemas.ts'
import { FEATURE_FAILED, UNFEATURE_FAILED } from '#app/domain/admin/feature-options.ts'
import { featuredOverview, featureListing, unfeatureListing } from '#app/domain/admin/featured.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { answerWithToast, firstIssue } from './page-action.server.ts'

const ListingId = z.coerce.number({ error: 'Please choose a listing to feature' }).int().positive('Please choose a listing to feature')

export async function loadFeatured(context: AppContext, url: URL) {
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
	return { q, now: Date.now(), ...(await featuredOverview(context.db, { q })) }
}

/** The Featured page's two forms: feature (listing + days, as POST /api/admin/listings/{id}/feature) and unfeature. */
export async function featuredAction(request: Request, context: AppContext, admin: SessionUser) {
	const form = Object.fromEntries(await readForm(request))
	const intent = requireIntent(form.intent, ['feature', 'unfeature'])
	return answerWithToast(request, context, {
		failed: intent === 'feature' ? FEATURE_FAILED : UNFEATURE_FAILED,
		async perform() {
			const listingId = ListingId.safeParse(form.listingId)
			if (!listingId.success) throw firstIssue(listingId.error)
			if (intent === 'unfeature') {
				await unfeatureListing(context.db, { listingId: listingId.data, admin })
				return { title: 'Listing unfeatured', variant: 'success' }
			}
			const input = FeatureSchema.safeParse(form)
			if (!input.success) throw firstIssue(input.error)
			await featureListing(context.db, { listingId: listingId.data, admin, days: input.data.duration })
			// Made with the days, so said here in the admin's language: the toast shows it as it comes.
			const t = requestT(request, admin)
			return { title: t('Listing featured for {days} days', { days: input.data.duration }), variant: 'success' }
		},
	})
}
