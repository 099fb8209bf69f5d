import type { AppArgs } from '#app/context.ts'
import { apiError, parseBody, refuseBrokenBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { ANSWER_MOVES } from '#app/domain/offers/moves.ts'
import { ANSWER_DONE } from '#app/domain/offers/words.ts'
import { OfferTermsSchema } from '#app/domain/offers/schema.ts'
import { moveOffer, requireLegalMove, requireOfferSide, requirePhoneForMove } from '#app/domain/offers/move-offer.server.ts'
import { offerJson } from '#app/domain/offers/queries.server.ts'

/**
 * POST /api/offers/{id}/accept, /reject and /counter {amount, message}: the side whose turn it is answers. 404 for
 * no such offer, 403 when it isn't the caller's, 409 for a move the negotiation doesn't allow, 403 for an accept or a
 * counter while the caller must verify their phone, 400 for a bad counter.
 */
async function answer({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const move = ANSWER_MOVES.find((m) => m === params.move)
	if (!move) return apiError(404, 'Not found')
	const offerId = pathId(params.id, 'offer id')
	const { offer: before, side } = await requireOfferSide(context.db, { offerId, userId: user.id })
	// A move that can't be made is a 409 whatever came with it (a buyer's counter with no amount is not a 400).
	requireLegalMove({ offer: before, move, mover: side })
	await requirePhoneForMove(context.db, context.env, { move, userId: user.id })
	if (move !== 'counter') await refuseBrokenBody(request)
	const terms = move === 'counter' ? await parseBody(request, OfferTermsSchema) : undefined
	const offer = await moveOffer(context.db, {
		offerId,
		move,
		actor: user,
		counter: terms && { amountCents: terms.amount, message: terms.message },
		ttlDays: context.env.OFFER_TTL_DAYS,
		bus: context.chatBus,
		siteUrl: siteUrl(request, context.env),
	})
	return Response.json({ message: ANSWER_DONE[move], offer: offerJson(offer, side) })
}

const route = apiRoute({ POST: answer })

export const loader = route.loader
export const action = route.action
