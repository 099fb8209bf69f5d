import { CHAT_WORDS } from '#app/domain/chat/words.ts'
import { useT } from '#app/i18n/use-t.ts'

export type ChatUser = { id: number; phone: string } | null

/**
 * The round chat button, bottom right. Without JavaScript (Lite mode) it is a link to the chat page; with it, a tap
 * loads the widget, which opens over the page. On a phone it waits at the end of the page, where it covers nothing,
 * until a chat has been opened: then it floats (`live`), so that the unread count of the replies is seen.
 */
export function ChatFab({ unread = 0, live = false, onOpen }: { unread?: number; live?: boolean; onOpen?: () => void }) {
	const t = useT()
	return (
		<a
			className={live ? 'chat-fab chat-fab-live' : 'chat-fab'}
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
