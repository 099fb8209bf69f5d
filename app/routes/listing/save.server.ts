import { data } from 'react-router'
import { setSaved } from '#app/domain/engagement/saves.server.ts'
import { SaveSchema } from '#app/domain/engagement/save-schema.ts'
import { SAVE_SIGN_IN_MESSAGE, SAVE_TOASTS } from '#app/utils/save-messages.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { redirectTarget } from '#app/utils/safe-redirect.ts'
import { signInFirst } from '#app/utils/sign-in-first.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import type { SaveReply } from '#app/components/save-toggle.tsx'
import type { ToastMessage } from '#app/components/toaster.tsx'
import type { ListingActionArgs } from './action-args.ts'

/** After signing in, the page they were on, naming the listing (`listing`) unless that page is the listing's own. */
function backAfterSignIn(page: string, listingId: number) {
	const url = new URL(page, 'http://x')
	if (url.pathname !== `/listings/${listingId}`) url.searchParams.set('listing', String(listingId))
	return url.pathname + url.search
}

/**
 * Save or unsave (`saved` "true"/"false"; left out, a toggle). A form posted before JavaScript runs carries
 * `redirectTo`, the page it came from: back there with a toast. A fetcher sends none and gets the state and the toast
 * (SaveReply). Signed out: to the login page and back with `?do=save`.
 */
export async function saveAction({ context, form, listingId, viewer }: ListingActionArgs) {
	const redirectTo = form.get('redirectTo')
	const page = redirectTo === null ? null : redirectTarget(redirectTo, `/listings/${listingId}`)
	if (!viewer) {
		const back = backAfterSignIn(page ?? `/listings/${listingId}`, listingId)
		return signInFirst({ back, intent: 'save', message: SAVE_SIGN_IN_MESSAGE, env: context.env })
	}
	const parsed = SaveSchema.safeParse({ saved: form.get('saved') ?? undefined })
	if (!parsed.success) throw new Response('saved must be true or false', { status: 400 })
	const answer = (reply: SaveReply & { toast: ToastMessage }, status = 200) => (page ? redirectWithToast(page, reply.toast, context.env) : data(reply, { status }))
	try {
		const saved = await setSaved(context.db, { viewer, listingId, saved: parsed.data.saved })
		return answer({ saved, toast: saved ? SAVE_TOASTS.saved : SAVE_TOASTS.removed })
	} catch (error) {
		// Whatever went wrong, the person hears it (spec 1 §8) and the button shows the state it had.
		if (!(error instanceof DomainError)) console.error(`Save of listing ${listingId} failed:`, error)
		const removing = parsed.data.saved === false
		const toast = removing ? SAVE_TOASTS.removeFailed : SAVE_TOASTS.saveFailed
		return answer({ saved: removing, toast }, error instanceof DomainError ? error.status : 500)
	}
}
