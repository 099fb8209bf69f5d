import { useT } from '#app/i18n/use-t.ts'
import { useFetcher, useSearchParams } from 'react-router'
import type { ContactLinks } from '#app/domain/engagement/contact-links.ts'

/** What the listing page's action answers to `intent=contact`: the seller's number and links, or why not. */
export type ContactReply = { contact: ContactLinks | null; firstContact: boolean; error: string | null }

function ContactOptions({ contact, firstContact }: { contact: ContactLinks; firstContact: boolean }) {
	const t = useT()
	return (
		<div role="status">
			{firstContact ? (
				<p className="notice">
					<strong>{t('First time with this seller?')}</strong> {t('Meet in a busy public place, check the item, and never send money before you have seen it.')}{' '}
					<a href="/safety-guide">{t('Read the safety guide')}</a>
				</p>
			) : null}
			<p>
				{t("Seller's phone:")} <strong>{contact.phone}</strong>
			</p>
			<p className="row">
				{contact.whatsapp ? (
					<a className="btn btn-primary" href={contact.whatsapp} target="_blank" rel="noopener noreferrer">
						WhatsApp
					</a>
				) : null}
				<a className="btn" href={contact.call}>
					{t('Call')}
				</a>
				<a className="btn" href={contact.sms}>
					SMS
				</a>
			</p>
		</div>
	)
}

/**
 * Contact (spec 1 §2): a form posted to the listing page's action, so it works without JavaScript; with it, a fetcher
 * shows the answer in place. Signed out, the action sends the visitor to log in.
 */
export function ContactSeller({ listingId, reply }: { listingId: number; reply?: ContactReply }) {
	const fetcher = useFetcher<ContactReply>()
	// Back from signing in to contact (`?do=contact`): the button waits with the focus.
	const [params] = useSearchParams()
	const answer = fetcher.data ?? reply
	const t = useT()
	if (answer?.contact) return <ContactOptions contact={answer.contact} firstContact={answer.firstContact} />
	return (
		<fetcher.Form method="post" action={`/listings/${listingId}`}>
			<input type="hidden" name="intent" value="contact" />
			<button className="btn btn-primary" type="submit" disabled={fetcher.state !== 'idle'} autoFocus={params.get('do') === 'contact'}>
				{t('Contact')}
			</button>
			{answer?.error ? (
				<p className="field-errors" role="alert">
					{t(answer.error)}
				</p>
			) : null}
		</fetcher.Form>
	)
}
