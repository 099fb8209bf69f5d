import { pwaWord } from './words.ts'
import { notice } from './notice.ts'

/** What of workbox-window's Workbox the update flow uses (a fake one in the unit test). */
export type UpdatingWorker = { addEventListener(type: 'waiting' | 'controlling', listener: () => void): void; messageSkipWaiting(): void }

/**
 * A new version waiting: say so, and let the person choose when (never forced mid-task: a form half filled stays).
 * Reload tells the waiting worker to take over, and the page reloads once, when it controls the page.
 */
export function offerUpdates(wb: UpdatingWorker, show = showUpdateNotice, reload = () => location.reload()) {
	wb.addEventListener('waiting', () =>
		show(() => {
			let reloaded = false
			wb.addEventListener('controlling', () => {
				if (!reloaded) reload()
				reloaded = true
			})
			wb.messageSkipWaiting()
		}),
	)
}

function showUpdateNotice(onReload: () => void) {
	if (document.getElementById('soko-update')) return
	const bar = notice('soko-update', pwaWord('A new version of Soko is ready'), pwaWord('Reload'), onReload)
	bar.setAttribute('role', 'status')
	bar.style.cssText =
		// Left of the chat button (bottom right), which stays in reach.
		'position:fixed;left:8px;right:80px;bottom:8px;z-index:60;max-width:30rem;padding:8px 8px 8px 16px;' +
		'background:#fff;color:#1b1f1c;border:1px solid #ccd3cf;border-radius:8px;box-shadow:0 2px 8px #0003'
}
