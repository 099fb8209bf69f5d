import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { MESSAGE_MAX } from '#app/domain/conversations/limits.ts'
import { useT } from '#app/i18n/use-t.ts'
import { ScamWarning } from './scam-warning.tsx'

/**
 * What the thread's action answers to a reply it did not send (why, the warning to confirm, what was typed); or the
 * service worker, for one written offline and queued (`queued`: it will be sent when the connection returns).
 */
export type ReplyFormReply = { intent: 'reply'; error?: string | null; warning?: string | null; message: string; queued?: boolean; key?: string }

/** A key for one message, so sending it twice (a replay after a cut) stores it once. */
const newKey = () => crypto.randomUUID()

/**
 * The thread's reply form (issue 24 §1): a plain post without JavaScript (the page answers with the thread and a
 * toast); with it, a fetcher keeps the page. A message that failed a scam check comes back with the warning and Send
 * anyway. One written offline is handed to `onQueued` to be shown as "will send".
 */
export function ReplyForm({
	conversationId,
	serverKey,
	pageReply,
	onQueued,
}: {
	conversationId: number
	serverKey: string
	/** The answer to a reply posted without JavaScript (the page's action data). */
	pageReply?: ReplyFormReply
	onQueued: (reply: { key: string; message: string }) => void
}) {
	const t = useT()
	const fetcher = useFetcher<ReplyFormReply>()
	const [key, setKey] = useState(serverKey)
	// Uncontrolled: words typed before the page's script runs are kept.
	const box = useRef<HTMLTextAreaElement>(null)
	const reply = fetcher.data ?? pageReply
	useEffect(() => {
		if (fetcher.state !== 'idle' || !reply || reply === pageReply) return
		if (reply.queued) onQueued({ key: reply.key ?? key, message: reply.message })
		// Sent or queued: the next message gets a key of its own and an empty box; a refusal keeps both to try again.
		if (reply.queued || (!reply.error && !reply.warning)) {
			setKey(newKey())
			if (box.current) box.current.value = ''
		}
	}, [fetcher.state, reply])
	const refused = fetcher.state === 'idle' && reply && !reply.queued ? reply : null
	return (
		<fetcher.Form method="post" action={`/messages/${conversationId}`} className="reply-form">
			<input type="hidden" name="intent" value="reply" />
			<input type="hidden" name="key" value={key} />
			<label htmlFor="reply-message" className="sr-only">
				{t('Your message')}
			</label>
			<textarea id="reply-message" name="message" maxLength={MESSAGE_MAX} rows={2} required ref={box} defaultValue={pageReply?.message} placeholder={t('Write a message…')} />
			{refused?.error ? (
				<p className="field-errors" role="alert">
					{refused.error}
				</p>
			) : null}
			{refused?.warning ? <ScamWarning warning={refused.warning} confirming /> : null}
			<button className="btn btn-primary" type="submit" name={refused?.warning ? 'confirm' : undefined} value={refused?.warning ? 'true' : undefined} disabled={fetcher.state !== 'idle'}>
				{refused?.warning ? t('Send anyway') : t('Send')}
			</button>
		</fetcher.Form>
	)
}
