import { useT } from '#app/i18n/use-t.ts'
import { useEffect, useState } from 'react'

export type ToastMessage = { title: string; description?: string; variant?: 'success' | 'error' | 'warning' }

const listeners = new Set<(t: ToastMessage) => void>()

/** Shows a toast from the browser (e.g. "Link copied!"); server toasts arrive through the root loader. */
export function showToast(toast: ToastMessage) {
	for (const listener of listeners) listener(toast)
}

const SHOW_MS = 5000

// Each toast gets an element of its own: the CSS animation that hides a toast without JavaScript runs once per
// element, so a toast shown in the element of an older one would vanish with the older one's time.
const toastIds = new WeakMap<ToastMessage, number>()
let lastToastId = 0
function toastId(toast: ToastMessage) {
	let id = toastIds.get(toast)
	if (id === undefined) {
		id = ++lastToastId
		toastIds.set(toast, id)
	}
	return id
}

/** One toast at a time, 5 s (a warning until closed), in a live region; F8 moves focus to it. */
export function Toaster({ toast }: { toast: ToastMessage | null }) {
	const t = useT()
	const [current, setCurrent] = useState(toast)
	// A revalidation without a toast (after a fetcher's post, say) must not hide the toast that post just showed.
	useEffect(() => {
		if (toast) setCurrent(toast)
	}, [toast])
	useEffect(() => {
		listeners.add(setCurrent)
		const onKey = (e: KeyboardEvent) => {
			if (e.key === 'F8') document.getElementById('toasts')?.focus()
		}
		window.addEventListener('keydown', onKey)
		return () => {
			listeners.delete(setCurrent)
			window.removeEventListener('keydown', onKey)
		}
	}, [])
	useEffect(() => {
		if (!current || current.variant === 'warning') return
		const timer = setTimeout(() => setCurrent(null), SHOW_MS)
		return () => clearTimeout(timer)
	}, [current])
	return (
		<section id="toasts" className="toasts" aria-label={t('Notifications (F8)')} tabIndex={-1} aria-live="polite">
			{current ? (
				<div
					key={toastId(current)}
					className={`toast${current.variant === 'error' || current.variant === 'warning' ? ` toast-${current.variant}` : ''}`}
					role="status"
				>
					<div>
						<p>
							<strong>{t(current.title)}</strong>
						</p>
						{current.description ? <p>{t(current.description)}</p> : null}
					</div>
					<button className="btn btn-ghost" type="button" aria-label={t('Close notification')} onClick={() => setCurrent(null)}>
						✕
					</button>
				</div>
			) : null}
		</section>
	)
}
