import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { CHAT_WORDS } from '#app/domain/chat/words.ts'
import { useT } from '#app/i18n/use-t.ts'

/**
 * The widget's code: fetched on the first tap, so no page's first load pays for it. Offline (or after a deploy
 * removed the chunk) the button stays a plain link to the chat page rather than breaking the page.
 */
const ChatWidget = lazy(() => import('./chat-widget.tsx').catch(() => ({ default: () => <ChatFab /> })))

export type ChatUser = { id: number; phone: string } | null

/**
 * The round chat button, bottom right. Without JavaScript (Lite mode) it is a link to the chat page; with it, a tap
 * loads the widget, which opens over the page.
 */
export function ChatFab({ unread = 0, onOpen }: { unread?: number; onOpen?: () => void }) {
	const t = useT()
	return (
		<a
			className="chat-fab"
			href="/help-center/chat"
			aria-label={unread ? t('Chat Support, {unread} unread', { unread }) : t(CHAT_WORDS.title)}
			onClick={(e) => {
				if (!onOpen) return
				e.preventDefault()
				onOpen()
			}}
		>
			<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
				<path d="M4 4h16v12H8l-4 4z" fill="currentColor" />
			</svg>
			{unread ? <span className="badge">{unread}</span> : null}
		</a>
	)
}

/** Pages where the button would be in the way: the chat page itself, and the admin area (which answers chats). */
function hiddenOn(pathname: string) {
	return pathname === '/help-center/chat' || pathname === '/admin' || pathname.startsWith('/admin/')
}

export function ChatLauncher({ user }: { user: ChatUser }) {
	const [started, setStarted] = useState(false)
	const { pathname } = useLocation()
	if (hiddenOn(pathname) && !started) return null
	if (!started) return <ChatFab onOpen={() => setStarted(true)} />
	return (
		<Suspense fallback={<ChatFab />}>
			<ChatWidget user={user} />
		</Suspense>
	)
}
