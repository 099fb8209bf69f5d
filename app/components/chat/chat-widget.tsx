import { useEffect, useRef, useState } from 'react'
import { AGENT_STATUS, CHAT_WORDS, type ChatAgent, type ChatMessage } from '#app/domain/chat/words.ts'
import { loadAreaWords } from '#app/i18n/area-words.ts'
import { useLocale, useT } from '#app/i18n/use-t.ts'
import css from './chat.css?raw'
import { openChatConnection, type ChatConnection } from './chat-connection.ts'
import { ChatMessages, mergeMessages } from './chat-messages.tsx'
import { ChatFab, type ChatUser } from './chat-fab.tsx'

/** How long the "typing" line shows after the user sends (spec 1 §4). */
const TYPING_MS = 3000

/** Whether the chat's words are here: at once in English; on a Swahili page once its area has come (with the code). */
function useChatWords() {
	const locale = useLocale()
	const [loaded, setLoaded] = useState(locale === 'en')
	useEffect(() => {
		if (locale !== 'en') void loadAreaWords(locale, ['chat']).then(() => setLoaded(true))
	}, [locale])
	return loaded
}

/**
 * The chat support widget (spec 1 §2, §4): opened on first load, then closed (the button with its unread count),
 * open, or minimised. Opening connects to /ws/chat; the connection stays while the page lives, so replies that
 * arrive while it is closed count as unread.
 */
export default function ChatWidget({ user }: { user: ChatUser }) {
	const t = useT()
	const wordsLoaded = useChatWords()
	const [open, setOpen] = useState(true)
	const [minimised, setMinimised] = useState(false)
	const [connected, setConnected] = useState(false)
	const [messages, setMessages] = useState<ChatMessage[]>([])
	const [agent, setAgent] = useState<ChatAgent>('bot')
	const [unread, setUnread] = useState(0)
	const [typing, setTyping] = useState(false)
	const [error, setError] = useState('')
	const [draft, setDraft] = useState('')
	const connection = useRef<ChatConnection | null>(null)
	const visible = useRef(true)
	visible.current = open && !minimised
	const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
	const end = useRef<HTMLDivElement>(null)
	const box = useRef<HTMLTextAreaElement>(null)

	useEffect(() => {
		connection.current = openChatConnection({
			join: { type: 'join', userId: user?.id ?? null, userName: user?.phone ?? CHAT_WORDS.guestName },
			onOpenChange: setConnected,
			onFrame: (frame) => {
				if (frame.type === 'history') {
					setMessages(frame.messages)
					setAgent(frame.agent)
				} else if (frame.type === 'message') {
					setMessages((list) => mergeMessages(list, [frame.message]))
					setAgent(frame.agent)
					if ((frame.message.isBot || frame.message.isAdmin) && !visible.current) setUnread((n) => n + 1)
				} else if (frame.type === 'error') {
					setError(frame.message)
					setTyping(false)
				}
			},
		})
		return () => {
			connection.current?.close()
			clearTimeout(typingTimer.current)
		}
	}, [user?.id, user?.phone])

	useEffect(() => {
		if (open && !minimised) end.current?.scrollIntoView({ block: 'end' })
	}, [messages, typing, open, minimised])

	useEffect(() => {
		if (open && !minimised) box.current?.focus()
	}, [open, minimised])

	function send() {
		const text = draft.trim()
		if (!text || !connection.current?.send({ type: 'chat', message: text })) return
		setDraft('')
		setError('')
		setTyping(true)
		clearTimeout(typingTimer.current)
		typingTimer.current = setTimeout(() => setTyping(false), TYPING_MS)
	}

	if (!open || !wordsLoaded) {
		return (
			<ChatFab
				unread={unread}
				live
				onOpen={() => {
					setOpen(true)
					setMinimised(false)
					setUnread(0)
				}}
			/>
		)
	}
	const status = t(connected ? AGENT_STATUS[agent] : CHAT_WORDS.connecting)
	return (
		<section className={`chat-panel${minimised ? ' chat-min' : ''}`} aria-labelledby="chat-widget-title">
			<style>{css}</style>
			<div className="chat-head">
				<div>
					<h2 id="chat-widget-title">{t(CHAT_WORDS.title)}</h2>
					<p role="status">
						<span className={`chat-dot${connected ? ' on' : ''}`} />
						{status}
					</p>
				</div>
				<button
					className="btn btn-ghost"
					type="button"
					aria-label={minimised ? t('Expand chat') : t('Minimise chat')}
					aria-expanded={!minimised}
					onClick={() => {
						setMinimised(!minimised)
						if (minimised) setUnread(0)
					}}
				>
					{minimised ? '▴' : '▾'}
				</button>
				<button className="btn btn-ghost" type="button" aria-label={t('Close chat')} onClick={() => setOpen(false)}>
					✕
				</button>
			</div>
			{minimised ? null : (
				<>
					<div className="chat-body">
						<ChatMessages messages={messages} greeting />
						{typing ? (
							<p className="chat-typing" aria-live="polite">
								{t('{name} is typing…', { name: agent === 'person' ? CHAT_WORDS.supportName : CHAT_WORDS.botName })}
							</p>
						) : null}
						<div ref={end} />
					</div>
					{error ? (
						<p className="chat-error" role="alert">
							{t(error)}
						</p>
					) : null}
					<form
						className="chat-send"
						onSubmit={(e) => {
							e.preventDefault()
							send()
						}}
					>
						<label htmlFor="chat-widget-message" className="sr-only">
							{t('Your message')}
						</label>
						<textarea
							id="chat-widget-message"
							ref={box}
							rows={1}
							value={draft}
							disabled={!connected}
							placeholder={t(CHAT_WORDS.placeholder)}
							onChange={(e) => setDraft(e.target.value)}
							onKeyDown={(e) => {
								if (e.key === 'Enter' && !e.shiftKey) {
									e.preventDefault()
									send()
								}
							}}
						/>
						<button className="btn btn-primary" type="submit" disabled={!connected || !draft.trim()}>
							{t('Send')}
						</button>
					</form>
				</>
			)}
		</section>
	)
}
