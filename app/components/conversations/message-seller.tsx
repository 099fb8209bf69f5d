import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import { MESSAGE_MAX } from '#app/domain/conversations/limits.ts'
import type { ListingMessaging } from '#app/domain/conversations/listing-messaging.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { ScamWarning } from './scam-warning.tsx'

/** What the listing's action answers to a Message seller it did not send: why, the warning to confirm, what was typed. */
export type MessageFormReply = { intent: 'message'; error: string | null; warning: string | null; message: string }

function isMessageReply(value: unknown): value is MessageFormReply {
	return typeof value === 'object' && value !== null && (value as { intent?: unknown }).intent === 'message'
}

/**
 * "Message seller" (issue 24 §1): a form posted to the listing page's action, which starts or reopens the buyer's
 * conversation and goes to it. A message that failed a scam check comes back with the warning and a Send anyway.
 * Signed out, the action sends the visitor to log in and back with `?do=message`: the form is then open.
 */
export function MessageSeller({ listingId, messaging }: { listingId: number; messaging?: ListingMessaging }) {
	const t = useT()
	const [params] = useSearchParams()
	const navigation = useNavigation()
	const pageReply = useActionData()
	const reply = isMessageReply(pageReply) ? pageReply : undefined
	const wanted = params.get('do') === 'message'
	return (
		<div>
			{messaging?.conversationId ? (
				<p>
					<Link to={`/messages/${messaging.conversationId}`}>{t('Your conversation with the seller')}</Link>
				</p>
			) : null}
			<details open={wanted || !!reply || messaging?.sokoOnly}>
				<summary className="btn btn-primary">{t('Message seller')}</summary>
				<Form method="post" action={`/listings/${listingId}`}>
					<input type="hidden" name="intent" value="message" />
					<div className="field">
						<label htmlFor="message-seller">{t('Your message')}</label>
						<textarea id="message-seller" name="message" maxLength={MESSAGE_MAX} rows={3} required autoFocus={wanted || !!reply} defaultValue={reply?.message ?? t('Hello, is this still available?')} />
					</div>
					{reply?.error ? (
						<p className="field-errors" role="alert">
							{reply.error}
						</p>
					) : null}
					{reply?.warning ? <ScamWarning warning={reply.warning} confirming /> : null}
					<button className="btn btn-primary" type="submit" name={reply?.warning ? 'confirm' : undefined} value={reply?.warning ? 'true' : undefined} disabled={navigation.state === 'submitting'}>
						{reply?.warning ? t('Send anyway') : t('Send message')}
					</button>
				</Form>
			</details>
		</div>
	)
}
