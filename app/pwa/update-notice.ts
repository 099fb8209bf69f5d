import { pwaWord } from './words.ts'
import { notice } from './notice.ts'

/** What of workbox-window's Workbox the update flow uses (a fake one in the unit test). */
export type UpdatingWorker = { addEventListener(type: 'waiting', listener: () => void): void; messageSkipWaiting(): void }

type UpdateOptions = {
	/**
	 * Whether a service worker controlled this page when it loaded. On a first visit none did: a worker installing then
	 * (Firefox reports it as waiting when the person moves on meanwhile) is Soko's first, not a new version.
	 */
	controlledAtLoad: boolean
	show?: (onReload: () => void) => void
	reload?: () => void
	/** The page's controlling worker changing (navigator.serviceWorker's `controllerchange`). */
	onControllerChange?: (listener: () => void) => void
}

/**
 * A new version waiting while an older one runs this page: say so, and let the person choose when (never forced
 * mid-task: a form half filled stays). Reload tells the waiting worker to take over, and the page reloads once the new
 * one controls it (at once if it already does: another tab's Reload), so the new version is what loads.
 */
export function offerUpdates(
	wb: UpdatingWorker,
	{
		controlledAtLoad,
		show = showUpdateNotice,
		reload = () => location.reload(),
		onControllerChange = (listener) => navigator.serviceWorker.addEventListener('controllerchange', listener),
	}: UpdateOptions,
) {
	if (!controlledAtLoad) return
	let pressed = false
	let changed = false
	let reloaded = false
	const reloadOnce = () => {
		if (!reloaded) reload()
		reloaded = true
	}
	onControllerChange(() => {
		changed = true
		if (pressed) reloadOnce()
	})
	wb.addEventListener('waiting', () =>
		show(() => {
			pressed = true
			if (changed) reloadOnce()
			else wb.messageSkipWaiting()
		}),
	)
}

/** Whether this page was loaded through a service worker (the navigation went to its fetch handler). */
export function loadedThroughWorker() {
	const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
	return (navigation?.workerStart ?? 0) > 0
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
