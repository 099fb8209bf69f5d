import { data } from 'react-router'
import { DomainError } from '#app/domain/domain-error.ts'
import { OFFER_FAILED_MESSAGE, OFFER_SIGN_IN_MESSAGE, makeOffer } from '#app/domain/offers/make-offer.server.ts'
import { OfferTermsSchema } from '#app/domain/offers/schema.ts'
import { OFFER_SUBMITTED } from '#app/domain/offers/words.ts'
import { requireVerifiedPhone } from '#app/domain/accounts/phone-gate.server.ts'
import { parseForm } from '#app/utils/forms.server.ts'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { signInFirst } from '#app/utils/sign-in-first.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { OfferFormReply } from '#app/components/offers/make-offer.tsx'
import type { ListingActionArgs } from './action-args.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

/** Whether a page shows the listing's Make Offer: its own page, or the home page's dialog (`?listing=`). */
function showsListing(page: string, listingId: number) {
	const url = new URL(page, 'http://x')
	return url.pathname === `/listings/${listingId}` || (url.pathname === '/' && url.searchParams.get('listing') === String(listingId))
}

/**
 * Make Offer: back to the page it was made on (the listing, or the home page's dialog) with the spec's toast; a bad
 * amount or a refusal answers the form again with the message and what was typed. Signed out: log in first, then
 * back to that same page (the dialog too) with the form open.
 */
export async function offerAction({ request, context, form, listingId, viewer }: ListingActionArgs) {
	const back = redirectTarget(form.get('back'), `/listings/${listingId}`)
	if (!viewer) return signInFirst({ back: showsListing(back, listingId) ? back : `/listings/${listingId}`, intent: 'offer', message: OFFER_SIGN_IN_MESSAGE, env: context.env })
	const values = { amount: String(form.get('amount') ?? ''), message: String(form.get('message') ?? '') }
	const submission = parseForm(form, OfferTermsSchema)
	if (submission.status !== 'success') {
		return data({ intent: 'offer', error: submission.reply().error ?? null, initialValue: values } satisfies OfferFormReply, { status: 400 })
	}
	try {
		await requireVerifiedPhone(context.db, context.env, { userId: viewer.id })
		await makeOffer(context.db, {
			listingId,
			buyer: viewer,
			amountCents: submission.value.amount,
			message: submission.value.message,
			ttlDays: context.env.OFFER_TTL_DAYS,
			bus: context.chatBus,
			siteUrl: siteUrl(request, context.env),
		})
	} catch (error) {
		const refuse = (message: string, status: number) => data({ intent: 'offer', error: { '': [message] }, initialValue: values } satisfies OfferFormReply, { status })
		if (!(error instanceof DomainError)) {
			// A failure of ours: the form again with the spec's fallback and what was typed, not an error page.
			console.error(`offer on listing ${listingId} failed:`, error)
			return refuse(OFFER_FAILED_MESSAGE, 500)
		}
		if (error.status === 404) throw new Response('Not Found', { status: 404 })
		return refuse(say(error.words, requestT(request, viewer)), error.status)
	}
	return redirectWithToast(back, OFFER_SUBMITTED, context.env)
}
