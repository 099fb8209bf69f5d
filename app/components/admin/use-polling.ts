import { useEffect } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Reloads the page's data every `ms` while it is on screen (document.visibilityState), and at once when it comes back
 * into view: a hidden tab on a phone costs no data. Without JavaScript the page is simply as it was served.
 */
export function usePolling(ms: number) {
	const revalidator = useRevalidator()
	useEffect(() => {
		const refresh = () => {
			if (document.visibilityState === 'visible' && revalidator.state === 'idle') revalidator.revalidate()
		}
		const timer = setInterval(refresh, ms)
		document.addEventListener('visibilitychange', refresh)
		return () => {
			clearInterval(timer)
			document.removeEventListener('visibilitychange', refresh)
		}
	}, [revalidator, ms])
}
