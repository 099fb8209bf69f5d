import { data } from 'react-router'
import { DomainError } from '#app/domain/domain-error.ts'
import { ConfirmNeededError } from '#app/domain/conversations/safety.server.ts'
import { StartConversationSchema } from '#app/domain/conversations/schemas.ts'
import { startConversation } from '#app/domain/conversations/start.server.ts'
import { CONVERSATION_WORDS } from '#app/domain/conversations/words.ts'
import { requireVerifiedPhone } from '#app/domain/accounts/phone-gate.server.ts'
import { signInFirst } from '#app/utils/sign-in-first.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { MessageFormReply } from '#app/components/conversations/message-seller.tsx'
import type { ListingActionArgs } from './action-args.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

/**
 * Message seller: starts or reopens the buyer's conversation about the listing with their message, then to the thread
 * with a toast. A message to confirm (a scam check) or refused comes back to the form with what was typed. Signed
 * out: log in first, then back to the listing with the form open.
 */
export async function messageAction({ request, context, form, listingId, viewer }: ListingActionArgs) {
	if (!viewer) return signInFirst({ back: `/listings/${listingId}`, intent: 'message', message: CONVERSATION_WORDS.signIn, env: context.env })
	const typed = String(form.get('message') ?? '')
	const t = requestT(request, viewer)
	const refuse = (status: number, fields: Partial<MessageFormReply>) =>
		data({ intent: 'message', error: null, warning: null, message: typed, ...fields } satisfies MessageFormReply, { status })
	const parsed = StartConversationSchema.safeParse({ listingId, message: typed, confirm: form.get('confirm') ?? undefined })
	if (!parsed.success) return refuse(400, { error: t(parsed.error.issues[0]!.message) })
	try {
		await requireVerifiedPhone(context.db, context.env, { userId: viewer.id })
		const { conversation } = await startConversation(context.db, {
			listingId,
			buyer: viewer,
			message: parsed.data.message,
			confirm: parsed.data.confirm,
			siteUrl: siteUrl(request, context.env),
			bus: context.chatBus,
		})
		return redirectWithToast(`/messages/${conversation.id}`, { title: CONVERSATION_WORDS.sent }, context.env)
	} catch (error) {
		if (error instanceof ConfirmNeededError) return refuse(409, { warning: error.message })
		if (!(error instanceof DomainError)) throw error
		if (error.status === 404) throw new Response('Not Found', { status: 404 })
		return refuse(error.status, { error: say(error.words, t) })
	}
}
