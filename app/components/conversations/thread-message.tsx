import type { ConversationMessage, OfferEvent } from '#app/domain/conversations/json.ts'
import { chatTime } from '#app/domain/chat/words.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { useT } from '#app/i18n/use-t.ts'
import { MessageText } from './message-text.tsx'
import { ScamWarning } from './scam-warning.tsx'

/** An offer's move as a line of the thread (issue 24 §1: the offers and the thread are one story). */
const OFFER_EVENT_WORDS: Record<OfferEvent, string> = {
	made: 'Offer made: {amount}',
	countered: 'Counter-offer: {amount}',
	accepted: 'Offer accepted: {amount}',
	rejected: 'Offer declined',
	withdrawn: 'Offer withdrawn',
	expired: 'Offer expired',
}

const kshOf = (decimal: string | null) => (decimal === null ? '' : formatKshExact(Math.round(Number(decimal) * 100)))

/**
 * One line of a thread: a message (the viewer's own on the right) with its warning if it failed a scam check, or an
 * offer's move as an event. `pending`: written offline, waiting in the service worker's queue to be sent.
 */
export function ThreadMessage({ message, viewerId, sokoHost, pending = false }: { message: ConversationMessage; viewerId: number; sokoHost: string; pending?: boolean }) {
	const t = useT()
	const mine = message.senderId === viewerId
	const time = <time dateTime={message.createdAt}>{pending ? t('Will send') : chatTime(message.createdAt)}</time>
	if (message.offer) {
		return (
			<li className="event" id={`m${message.id}`}>
				<p>
					<strong>{t(OFFER_EVENT_WORDS[message.offer.event], { amount: kshOf(message.offer.amount) })}</strong> · {time}
				</p>
				{message.message ? <MessageText text={message.message} sokoHost={sokoHost} /> : null}
				{message.warning ? <ScamWarning warning={message.warning} /> : null}
			</li>
		)
	}
	return (
		<li className={mine ? 'mine' : 'theirs'} id={`m${message.id}`}>
			<MessageText text={message.message} sokoHost={sokoHost} />
			{message.warning ? <ScamWarning warning={message.warning} /> : null}
			<p className="meta">{time}</p>
		</li>
	)
}
