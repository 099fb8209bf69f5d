import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { ChatFab, type ChatUser } from './chat-fab.tsx'

/**
 * The widget's code: fetched on the first tap, so no page's first load pays for it. Offline (or after a deploy
 * removed the chunk) the button stays a plain link to the chat page rather than breaking the page.
 */
const ChatWidget = lazy(() => import('./chat-widget.tsx').catch(() => ({ default: () => <ChatFab /> })))

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
