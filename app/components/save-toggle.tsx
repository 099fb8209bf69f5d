import { useT } from '#app/i18n/use-t.ts'
import { useEffect, useState } from 'react'
import { useFetcher, useLocation, useParams, useSearchParams, type ShouldRevalidateFunction } from 'react-router'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { SAVES_SYNCED_EVENT } from '#app/pwa/messages.ts'
import { showToast, type ToastMessage } from './toaster.tsx'

/**
 * What the listing page's action answers a Save posted by a fetcher: the listing's state now, and what to say. Offline,
 * the service worker answers for it: the state asked for, `queued` until it is sent (app/sw/queued-reply.ts).
 */
export type SaveReply = { saved: boolean; toast?: ToastMessage; queued?: true }

/**
 * A Save answered in place (a fetcher, no redirectTo) changes only its own button: the page around it needs no reload.
 * One that went back to its page (redirectTo: before hydration, or signed out) reloads it as usual. For the
 * shouldRevalidate of pages with cards.
 */
export const notAfterSave: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
	formData?.get('intent') === 'save' && !formData.has('redirectTo') ? false : defaultShouldRevalidate

/** A page's own shouldRevalidate, and no reload after a Save either. */
export function alsoNotAfterSave(shouldRevalidate: ShouldRevalidateFunction): ShouldRevalidateFunction {
	return (args) => notAfterSave(args) && shouldRevalidate(args)
}

/**
 * One fetcher per listing, shared by every toggle of that listing on the page (a card and the open dialog agree), and
 * readable by a page that hides a removed item at once; `queued` while a Save made offline waits to be sent.
 */
export function useSaveFetcher(listingId: number) {
	const fetcher = useFetcher<SaveReply>({ key: `save-${listingId}` })
	// A Save made offline says so until the service worker has sent it.
	const [synced, setSynced] = useState<SaveReply>()
	useEffect(() => {
		if (!fetcher.data?.queued) return
		const landed = () => setSynced(fetcher.data)
		addEventListener(SAVES_SYNCED_EVENT, landed)
		return () => removeEventListener(SAVES_SYNCED_EVENT, landed)
	}, [fetcher.data])
	return { fetcher, queued: !!fetcher.data?.queued && synced !== fetcher.data }
}

/**
 * Save / Saved (spec 1 §2): a form posted to the listing page's action, so it works before JavaScript runs (the page
 * comes back with a toast). With JavaScript a fetcher flips the heart at once and puts it back if the server refuses.
 * `saved` is left out for a visitor who is not signed in: the action sends them to log in, and back here with
 * `?do=save` (and `listing`), where this button waits with the focus. `remove` is the saved page's Remove button.
 */
export function SaveToggle({
	listingId,
	title,
	saved,
	compact = false,
	remove = false,
}: {
	listingId: number
	title: string
	saved?: boolean
	/** A heart alone (on a card's photo); the word is for screen readers. */
	compact?: boolean
	remove?: boolean
}) {
	const { fetcher, queued } = useSaveFetcher(listingId)
	const t = useT()
	const hydrated = useHydrated()
	const location = useLocation()
	const [params] = useSearchParams()
	const pageListing = useParams().id
	useEffect(() => {
		if (fetcher.data?.toast) showToast(fetcher.data.toast)
	}, [fetcher.data])
	const sending = fetcher.formData?.get('saved')
	const on = sending ? sending === 'true' : (fetcher.data?.saved ?? saved ?? false)
	const waited = params.get('do') === 'save' && (params.get('listing') ?? pageListing) === String(listingId)
	return (
		<fetcher.Form method="post" action={`/listings/${listingId}`} className="save">
			<input type="hidden" name="intent" value="save" />
			<input type="hidden" name="saved" value={String(!remove && !on)} />
			{/* Where a plain form post (or a visitor, after signing in) comes back to; a signed-in fetcher stays here. */}
			{hydrated && saved !== undefined ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
			{remove ? (
				<button className="btn" type="submit">
					{queued ? t('Removed — will sync') : t('Remove')}
					<span className="sr-only">{` ${t('{title} from saved items', { title })}`}</span>
				</button>
			) : (
				<button className="btn" type="submit" aria-pressed={on} autoFocus={waited}>
					<span aria-hidden="true">{on ? '♥' : '♡'}</span>
					<span className={compact && !queued ? 'sr-only' : undefined}>
						{queued ? t(on ? 'Saved — will sync' : 'Removed — will sync') : on ? t('Saved', undefined, 'state') : t('Save')}
					</span>
					<span className="sr-only">{` ${title}`}</span>
				</button>
			)}
		</fetcher.Form>
	)
}
