import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})

// The service worker (public/sw.js) keeps pages a visitor has seen readable offline. Registered after load so it
// never competes with the page for a slow connection.
function registerServiceWorker() {
	navigator.serviceWorker?.register('/sw.js').catch(() => {
		// No service worker (private mode, old browser): Soko works the same, only not offline.
	})
}
if (document.readyState === 'complete') registerServiceWorker()
else window.addEventListener('load', registerServiceWorker, { once: true })
