import { appContext } from '#app/context.ts'
import { Form, Link, redirect, useLocation } from 'react-router'
import type { Route } from './+types/help-center.chat'
import { ErrorList, FormError, fieldErrors, initial } from '#app/components/forms.tsx'
import { ChatMessages } from '#app/components/chat/chat-messages.tsx'
import css from '#app/components/chat/chat.css?raw'
import { AGENT_STATUS, CHAT_LIMITS, CHAT_WORDS } from '#app/domain/chat/words.ts'
import { ChatFormSchema } from '#app/domain/chat/schema.ts'
import { agentOf, chatDepsOf, chatHistory, findConversation, postUserMessage } from '#app/domain/chat/conversations.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { chatIdentity, chatOwnerOf, newGuest } from '#app/routes/+shared/chat-identity.server.ts'
import { formError, invalid, parseForm } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { metaT } from '#app/i18n/meta.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { say } from '#app/i18n/words.ts'

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = metaT(matches)
	return [
		{ title: `${t(CHAT_WORDS.title)} · Soko` },
		{ name: 'description', content: t('Ask Soko Bot about selling, the listing fee, M-PESA payments and safety, or talk to a person from Soko support.') },
		{ name: 'robots', content: 'noindex' },
	]
}

/** The chat widget's conversation as a plain page: what Lite mode and phones without JavaScript use. */
export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	const owner = chatOwnerOf(await chatIdentity(request, context))
	const chat = owner ? await findConversation(context.db, owner) : undefined
	return {
		history: chat ? await chatHistory(context.db, chat.id) : [],
		agent: chat ? agentOf(chat) : 'bot',
		...(await pageMessages(request, context, ['chat'])),
	}
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const submission = parseForm(await readForm(request), ChatFormSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const identity = await chatIdentity(request, context)
	const guest = identity.user || identity.guestKey ? null : newGuest(context.env)
	const owner = chatOwnerOf(guest ? { ...identity, guestKey: guest.guestKey } : identity)!
	try {
		await postUserMessage(chatDepsOf(context), owner, submission.value.message, { clientAddress: context.clientAddress, locale: identity.locale })
	} catch (error) {
		if (error instanceof DomainError) return formError(say(error.words, requestT(request)), { status: error.status, values: submission.value })
		throw error
	}
	return redirect('/help-center/chat#chat-form', guest ? { headers: { 'Set-Cookie': guest.cookie } } : undefined)
}

export default function HelpCenterChat({ loaderData, actionData }: Route.ComponentProps) {
	const { history, agent } = loaderData
	const location = useLocation()
	const errors = fieldErrors(actionData, 'message')
	const t = useT()
	return (
		<section className="chat-page" aria-labelledby="chat-title">
			<style>{css}</style>
			<h1 id="chat-title">{t(CHAT_WORDS.title)}</h1>
			<p className="muted" role="status">
				{t(AGENT_STATUS[agent])}
			</p>
			<div className="panel">
				<ChatMessages messages={history} greeting />
			</div>
			{/* A new key after each message sent (a redirect back here) empties the box. */}
			<Form method="post" id="chat-form" key={location.key} className="chat-form">
				<FormError state={actionData} />
				<label htmlFor="chat-message">{t('Your message')}</label>
				<textarea
					id="chat-message"
					name="message"
					rows={3}
					required
					maxLength={CHAT_LIMITS.messageMax}
					placeholder={t(CHAT_WORDS.placeholder)}
					defaultValue={initial(actionData, 'message')}
					aria-invalid={errors ? true : undefined}
					aria-describedby={errors ? 'chat-message-errors' : undefined}
				/>
				<ErrorList id="chat-message-errors" errors={errors} />
				<div className="row">
					<button className="btn btn-primary" type="submit">
						{t('Send')}
					</button>
					<Link className="btn" to="/help-center/chat">
						{t('Check for replies')}
					</Link>
				</div>
			</Form>
			<Form method="post" className="row">
				<input type="hidden" name="message" value={t(CHAT_WORDS.talkToPerson)} />
				<button className="btn" type="submit">
					{t('Talk to a person')}
				</button>
			</Form>
			<p>
				<Link to="/help-center">{t('Back to the Help Center')}</Link>
			</p>
		</section>
	)
}
