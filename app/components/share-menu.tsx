import { useT } from '#app/i18n/use-t.ts'
import { Fragment, useId } from 'react'
import { shorten } from '#app/utils/format.ts'
import { showToast } from './toaster.tsx'
import { useShareTracking } from './recommendations/use-share-tracking.ts'

/** Share: the device's share sheet where there is one, else a copy-link button; plus links to the big four apps. */
export function ShareMenu({ url, title, description, listingId }: { url: string; title: string; description: string; listingId?: number }) {
	const track = useShareTracking(listingId)
	const t = useT()
	// Several on a page (the saved items): each copy-link field needs its own id.
	const fieldId = useId()
	const text = `${title} — ${shorten(description, 100)}`
	const e = encodeURIComponent
	const targets = [
		['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${e(url)}`],
		['Twitter', `https://twitter.com/intent/tweet?url=${e(url)}&text=${e(text)}`],
		['WhatsApp', `https://wa.me/?text=${e(`${text} ${url}`)}`],
		['Telegram', `https://t.me/share/url?url=${e(url)}&text=${e(text)}`],
	] as const
	async function shareOrCopy() {
		if (navigator.share) {
			try {
				await navigator.share({ title, text, url })
			} catch {
				// The user closed the share sheet: nothing to report.
			}
			return
		}
		try {
			await navigator.clipboard.writeText(url)
			showToast({ title: t('Link copied!'), description: t('Product link copied to clipboard') })
			track('copy_link')
		} catch {
			showToast({ title: t('Error'), description: t('Failed to copy link to clipboard'), variant: 'error' })
		}
	}
	return (
		<details className="share">
			<summary className="btn">{t('Share')}</summary>
			<div className="share-menu">
				<button className="btn btn-ghost" type="button" onClick={shareOrCopy}>
					{t('Copy link')}
				</button>
				{/* Spaced, so a text browser shows separate words (the menu is a column on screen). */}
				{targets.map(([name, href]) => (
					<Fragment key={name}>
						{' '}
						<a className="btn btn-ghost" href={href} target="_blank" rel="noopener noreferrer" onClick={() => track(name.toLowerCase() as Lowercase<typeof name>)}>
							{name}
						</a>
					</Fragment>
				))}
				<label className="sr-only" htmlFor={fieldId}>
					{t('Link to this item')}
				</label>
				<input id={fieldId} readOnly value={url} onFocus={(ev) => ev.currentTarget.select()} />
			</div>
		</details>
	)
}
