import { chatTime, CHAT_WORDS, type ChatMessage } from '#app/domain/chat/words.ts'
import { useT } from '#app/i18n/use-t.ts'

/** What support's side writes into a conversation by itself, said in the reader's language when shown. */
const SUPPORT_NOTES = new Set<string>([CHAT_WORDS.personJoined, CHAT_WORDS.closed])

/** A conversation's messages, oldest first, each with who wrote it and the hour and minute. `mine` are the user's own. */
export function ChatMessages({ messages, greeting = false, viewer = 'user' }: { messages: ChatMessage[]; greeting?: boolean; viewer?: 'user' | 'admin' }) {
	const t = useT()
	return (
		<ol className="chat-messages" aria-label={t('Messages')}>
			{greeting ? (
				<li className="chat-msg chat-theirs">
					<span className="chat-who">{CHAT_WORDS.botName}</span>
					<p>{t(CHAT_WORDS.greeting)}</p>
				</li>
			) : null}
			{messages.map((m) => {
				const fromUser = !m.isBot && !m.isAdmin
				const mine = viewer === 'user' ? fromUser : m.isAdmin
				return (
					<li key={m.id} className={`chat-msg ${mine ? 'chat-mine' : 'chat-theirs'}`}>
						<span className="chat-who">{m.userName}</span>
						<p>{m.isAdmin && SUPPORT_NOTES.has(m.message) ? t(m.message) : m.message}</p>
						<time dateTime={m.timestamp}>{chatTime(m.timestamp)}</time>
					</li>
				)
			})}
		</ol>
	)
}

/** Merges live messages into those loaded, by id, in order. */
export function mergeMessages(loaded: ChatMessage[], live: ChatMessage[]) {
	const byId = new Map(loaded.map((m) => [m.id, m]))
	for (const m of live) byId.set(m.id, m)
	return [...byId.values()].sort((a, b) => a.id - b.id)
}
