import { data } from 'react-router'
import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { blockConversation } from '#app/domain/conversations/block.server.ts'
import { postMessage } from '#app/domain/conversations/post.server.ts'
import { requireVerifiedPhone } from '#app/domain/accounts/phone-gate.server.ts'
import { reportConversation } from '#app/domain/conversations/report.server.ts'
import { ConfirmNeededError } from '#app/domain/conversations/safety.server.ts'
import { PostMessageSchema, ReportConversationSchema } from '#app/domain/conversations/schemas.ts'
import { CONVERSATION_WORDS } from '#app/domain/conversations/words.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { ReplyFormReply } from '#app/components/conversations/reply-form.tsx'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

type ThreadActionArgs = { request: Request; context: AppContext; form: FormData; conversationId: number; user: SessionUser }

const threadUrl = (id: number) => `/messages/${id}`

/**
 * A reply: to the thread with a toast. One to confirm (a scam check) or refused comes back to the form with what was
 * typed; a key already stored (a replay of a message sent offline) answers as if sent, and stores nothing.
 */
async function reply({ request, context, form, conversationId, user }: ThreadActionArgs) {
	const typed = String(form.get('message') ?? '')
	const t = requestT(request, user)
	const refuse = (status: number, fields: Partial<ReplyFormReply>) => data({ intent: 'reply', message: typed, ...fields } satisfies ReplyFormReply, { status })
	const parsed = PostMessageSchema.safeParse({ message: typed, confirm: form.get('confirm') ?? undefined, key: form.get('key') || undefined })
	if (!parsed.success) return refuse(400, { error: t(parsed.error.issues[0]!.message) })
	const { key: clientKey, ...input } = parsed.data
	try {
		await requireVerifiedPhone(context.db, context.env, { userId: user.id })
		await postMessage(context.db, { conversationId, writer: user, ...input, clientKey, siteUrl: siteUrl(request, context.env), bus: context.chatBus })
	} catch (error) {
		if (error instanceof ConfirmNeededError) return refuse(409, { warning: error.message })
		if (!(error instanceof DomainError)) throw error
		if (error.status === 404) throw new Response('Not Found', { status: 404 })
		return refuse(error.status, { error: say(error.words, t) })
	}
	return redirectWithToast(threadUrl(conversationId), { title: CONVERSATION_WORDS.sent }, context.env)
}

async function block({ context, conversationId, user }: ThreadActionArgs) {
	await blockConversation(context.db, { conversationId, userId: user.id })
	return redirectWithToast(threadUrl(conversationId), { title: CONVERSATION_WORDS.blockedDone }, context.env)
}

async function report({ request, context, form, conversationId, user }: ThreadActionArgs) {
	const parsed = ReportConversationSchema.safeParse({ reason: form.get('reason') ?? undefined })
	if (!parsed.success) {
		const description = requestT(request, user)(parsed.error.issues[0]!.message)
		return redirectWithToast(threadUrl(conversationId), { title: 'Error', description, variant: 'error' }, context.env)
	}
	await reportConversation(context.db, { conversationId, userId: user.id, reason: parsed.data.reason })
	return redirectWithToast(threadUrl(conversationId), { title: CONVERSATION_WORDS.reported }, context.env)
}

/** The thread's forms by `intent`. */
export const THREAD_ACTIONS = { reply, block, report } satisfies Record<string, (args: ThreadActionArgs) => Promise<Response | object>>

export type ThreadIntent = keyof typeof THREAD_ACTIONS
