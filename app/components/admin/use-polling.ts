import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reloads the page's data every `intervalMs` while the tab is visible (spec 2 §7's polling intervals), and once when
 * it becomes visible again after a wait. Without JavaScript nothing polls: the page is as fresh as its last load.
 */
export function usePolling(intervalMs: number) {
	const revalidator = useRevalidator()
	const current = useRef(revalidator)
	current.current = revalidator
	useEffect(() => {
		let last = Date.now()
		const refresh = () => {
			if (document.visibilityState !== 'visible' || current.current.state !== 'idle') return
			last = Date.now()
			void current.current.revalidate()
		}
		const timer = setInterval(refresh, intervalMs)
		const onVisible = () => {
			if (Date.now() - last >= intervalMs) refresh()
		}
		document.addEventListener('visibilitychange', onVisible)
		return () => {
			clearInterval(timer)
			document.removeEventListener('visibilitychange', onVisible)
		}
	}, [intervalMs])
}
