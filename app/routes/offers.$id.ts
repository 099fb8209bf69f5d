import { appContext } from '#app/context.ts'
import { redirect } from 'react-router'
import type { Route } from './+types/offers.$id'
import { DomainError } from '#app/domain/domain-error.ts'
import { ANSWER_MOVES } from '#app/domain/offers/moves.ts'
import { OfferTermsSchema } from '#app/domain/offers/schema.ts'
import { ANSWER_DONE } from '#app/domain/offers/words.ts'
import { moveOffer, requirePhoneForMove } from '#app/domain/offers/move-offer.server.ts'
import { requireUser } from '#app/routes/+shared/auth.server.ts'
import { requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

/** Nothing to show here: the offers are listed on /my-offers (and in the seller dashboard). */
export function loader() {
	return redirect('/my-offers')
}

/**
 * The answer buttons of the pages (accept, reject, counter), posted as plain forms: the move, then back to the page
 * they were pressed on (`back`) with a toast saying what happened or why not.
 */
export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const user = await requireUser(request, context)
	const form = await readForm(request)
	const move = requireIntent(form.get('intent'), ANSWER_MOVES)
	const back = redirectTarget(form.get('back'), '/my-offers')
	const offerId = Number(params.id)
	if (!Number.isSafeInteger(offerId) || offerId < 1) throw new Response('Not Found', { status: 404 })
	const failed = (description: string) => redirectWithToast(back, { title: 'Error', description, variant: 'error' }, context.env)
	let counter: { amountCents: number; message: string } | undefined
	if (move === 'counter') {
		const terms = OfferTermsSchema.safeParse(Object.fromEntries(form))
		if (!terms.success) return failed(terms.error.issues[0]!.message)
		counter = { amountCents: terms.data.amount, message: terms.data.message }
	}
	try {
		await requirePhoneForMove(context.db, context.env, { move, userId: user.id })
		await moveOffer(context.db, { offerId, move, actor: user, counter, ttlDays: context.env.OFFER_TTL_DAYS, bus: context.chatBus, siteUrl: siteUrl(request, context.env) })
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return failed(say(error.words, requestT(request, user)))
	}
	return redirectWithToast(back, { title: ANSWER_DONE[move] }, context.env)
}
