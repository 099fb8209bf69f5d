import { data } from 'react-router'
import { CONTACT_SIGN_IN_MESSAGE, contactSeller } from '#app/domain/engagement/contact.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { signInFirst } from '#app/utils/sign-in-first.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import type { ContactReply } from '#app/components/contact-seller.tsx'
import type { ListingActionArgs } from './action-args.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

/** Contact: the seller's number and links for a signed-in user; signed out, to the login page and back here. */
export async function contactAction({ request, context, listingId, viewer }: ListingActionArgs) {
	if (!viewer) return signInFirst({ back: `/listings/${listingId}`, intent: 'contact', message: CONTACT_SIGN_IN_MESSAGE, env: context.env })
	try {
		const url = `${siteUrl(request, context.env)}/listings/${listingId}`
		const { links, firstContact } = await contactSeller(context.db, { listingId, viewer, url, t: requestT(request, viewer) })
		return { contact: links, firstContact, error: null } satisfies ContactReply
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		if (error.status === 404) throw new Response('Not Found', { status: 404 })
		return data({ contact: null, firstContact: false, error: say(error.words, requestT(request, viewer)) } satisfies ContactReply, { status: error.status })
	}
}
