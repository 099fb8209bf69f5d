import { startTransition, StrictMode, useEffect, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import type { InstallPrompt } from './pwa/install.ts'

/**
 * Marks the moment the page has hydrated, for `npm run budget` to time: a parent's effects run after all its children's.
 * A wrapper, not a sibling, so the tree's shape (and every useId) is the server's.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
	useEffect(() => {
		performance.mark('hydrated')
	}, [])
	return children
}

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<MarkHydrated>
				<HydratedRouter />
			</MarkHydrated>
		</StrictMode>,
	)
})

// The browser's install offer can come before the code that shows it: kept for it, and its mini-infobar held back.
let installPrompt: InstallPrompt | undefined
addEventListener('beforeinstallprompt', (event) => {
	event.preventDefault()
	installPrompt = event as InstallPrompt
})

// The service worker and the install offer (app/pwa/register.ts) load after the page, so they never compete with it
// for a slow connection, and cost the page's own JavaScript nothing. The load event has usually fired already.
const startPwa = () => void import('./pwa/register.ts').then((pwa) => pwa.startPwa(installPrompt))
if (document.readyState === 'complete') startPwa()
else addEventListener('load', startPwa, { once: true })
