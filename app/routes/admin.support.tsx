import { appContext, type AppContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { useEffect, useState } from 'react'
import { Form, Link, redirect, useLocation } from 'react-router'
import type { Route } from './+types/admin.support'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { ErrorList, FormError, fieldErrors, initial } from '#app/components/forms.tsx'
import { ChatMessages, mergeMessages } from '#app/components/chat/chat-messages.tsx'
import { openChatConnection } from '#app/components/chat/chat-connection.ts'
import { CHAT_LIMITS, CHAT_WORDS, chatTime, type ChatMessage } from '#app/domain/chat/words.ts'
import { SupportActionSchema } from '#app/domain/chat/schema.ts'
import {
	chatDepsOf,
	chatHistory,
	closeConversation,
	adminOpens,
	conversationById,
	markRead,
	postAdminReply,
	supportInbox,
} from '#app/domain/chat/conversations.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { useT } from '#app/i18n/use-t.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Support')

/** The conversation `?chat=` names (read as it is opened, and joined when it waits for a person), if it exists. */
async function openChat(context: AppContext, adminId: number, raw: string | null) {
	if (raw === null) return null
	const id = Number(raw)
	const chat = Number.isSafeInteger(id) && id > 0 ? await conversationById(context.db, id) : undefined
	if (!chat) return { missing: true } as const
	await adminOpens(chatDepsOf(context), { adminId, chatId: chat.id })
	const messages = await chatHistory(context.db, chat.id, CHAT_LIMITS.historyKept)
	await markRead(context.db, chat.id)
	return { missing: false, id: chat.id, userName: chat.user_name, open: chat.status === 'OPEN', messages } as const
}

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	const chat = await openChat(context, admin.id, pageUrl(request.url).searchParams.get('chat'))
	return { inbox: await supportInbox(context.db), chat, ...(await pageMessages(request, context, ['admin', 'adminPeople'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	const submission = parseForm(await readForm(request), SupportActionSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const input = submission.value
	try {
		if (input.intent === 'reply') await postAdminReply(chatDepsOf(context), { adminId: admin.id, chatId: input.chatId, text: input.message })
		else await closeConversation(chatDepsOf(context), { chatId: input.chatId })
	} catch (error) {
		if (error instanceof DomainError) return formError(error.message, { status: error.status, values: input })
		throw error
	}
	return redirect(input.intent === 'reply' ? `/admin/support?chat=${input.chatId}#reply` : '/admin/support')
}

/** With JavaScript, the open conversation's new messages arrive as they are written (the admin joins it on /ws/chat). */
function useLiveMessages(chatId: number | null) {
	const [live, setLive] = useState<ChatMessage[]>([])
	useEffect(() => {
		setLive([])
		if (chatId === null) return
		const connection = openChatConnection({
			join: { type: 'join', chatId },
			onFrame: (frame) => {
				if (frame.type === 'message') setLive((messages) => [...messages, frame.message])
				if (frame.type === 'history') setLive(frame.messages)
			},
			onOpenChange: () => {},
		})
		return () => connection.close()
	}, [chatId])
	return live
}

export default function AdminSupport({ loaderData: { inbox, chat }, actionData }: Route.ComponentProps) {
	const location = useLocation()
	const live = useLiveMessages(chat && !chat.missing ? chat.id : null)
	const errors = fieldErrors(actionData, 'message')
	const t = useT()
	return (
		<div className="admin">
			<AdminNav current="support" />
			<div className="admin-columns">
				<section className="panel" aria-labelledby="inbox-h">
					<h2 id="inbox-h">{t('Conversations waiting for a person')}</h2>
					{inbox.length ? (
						<ul className="admin-list">
							{inbox.map((c) => (
								<li key={c.id}>
									<Link to={`/admin/support?chat=${c.id}`} aria-current={chat && !chat.missing && chat.id === c.id ? 'page' : undefined}>
										<strong>{c.user_name}</strong>
									</Link>
									<span className="muted">{c.last_message}</span>
									<span className="row">
										{c.unread ? <span className="badge">{t('{count} unread', { count: c.unread })}</span> : null}
										{c.last_message_at ? <time dateTime={c.last_message_at}>{chatTime(c.last_message_at)}</time> : null}
									</span>
								</li>
							))}
						</ul>
					) : (
						<p className="muted">{t('No conversations are waiting for a person.')}</p>
					)}
				</section>
				{chat ? (
					chat.missing ? (
						<p className="notice" role="alert">
							{t(CHAT_WORDS.notFound)}
						</p>
					) : (
						<section className="panel" aria-labelledby="chat-h">
							<h2 id="chat-h">{t('Chat with {name}', { name: chat.userName })}</h2>
							<ChatMessages messages={mergeMessages(chat.messages, live)} viewer="admin" />
							{chat.open ? (
								<>
									<Form method="post" id="reply" key={location.key} className="chat-form">
										<FormError state={actionData} />
										<input type="hidden" name="intent" value="reply" />
										<input type="hidden" name="chatId" value={chat.id} />
										<label htmlFor="reply-message">{t('Your reply')}</label>
										<textarea
											id="reply-message"
											name="message"
											rows={3}
											required
											maxLength={CHAT_LIMITS.messageMax}
											defaultValue={initial(actionData, 'message')}
											aria-invalid={errors ? true : undefined}
											aria-describedby={errors ? 'reply-errors' : undefined}
										/>
										<ErrorList id="reply-errors" errors={errors} />
										<button className="btn btn-primary" type="submit">
											{t('Send reply')}
										</button>
									</Form>
									<Form method="post">
										<input type="hidden" name="intent" value="close" />
										<input type="hidden" name="chatId" value={chat.id} />
										<button className="btn" type="submit">
											{t('Close conversation')}
										</button>
									</Form>
								</>
							) : (
								<p className="muted">{t('This conversation is closed.')}</p>
							)}
						</section>
					)
				) : null}
			</div>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
