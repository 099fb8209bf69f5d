import { pwaWord } from './words.ts'
import { notice } from './notice.ts'

/** Chromium's install offer (not in TypeScript's DOM types). */
export type InstallPrompt = Event & { prompt(): Promise<unknown>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

const DISMISSED = 'soko-install-dismissed'
const IOS_HINT_SHOWN = 'soko-ios-hint'
const FOOTER_STYLE = 'background:#14231b;color:#dfe7e2;padding:0 16px 24px'

/** iOS Safari offers no install prompt: a one-line hint, once, to those who have not added Soko already. */
export function wantsIosHint({ userAgent, standalone, shown }: { userAgent: string; standalone: boolean | undefined; shown: boolean }) {
	return /iPhone|iPad|iPod/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent) && standalone === false && !shown
}

/**
 * An Install button under the footer when the browser offers installation (never a nag: it asks nothing itself), gone
 * after installing or a "no"; on iOS Safari the hint instead.
 */
export function offerInstall(early: InstallPrompt | undefined) {
	const show = (prompt: InstallPrompt) => {
		if (localStorage.getItem(DISMISSED) || document.getElementById('soko-install')) return
		notice('soko-install', '', pwaWord('Install Soko'), async () => {
			await prompt.prompt()
			if ((await prompt.userChoice).outcome === 'dismissed') localStorage.setItem(DISMISSED, '1')
		}).style.cssText += `;${FOOTER_STYLE}`
	}
	if (early) show(early)
	addEventListener('beforeinstallprompt', (event) => {
		event.preventDefault()
		show(event as InstallPrompt)
	})
	addEventListener('appinstalled', () => document.getElementById('soko-install')?.remove())

	const standalone = (navigator as Navigator & { standalone?: boolean }).standalone
	if (wantsIosHint({ userAgent: navigator.userAgent, standalone, shown: Boolean(localStorage.getItem(IOS_HINT_SHOWN)) })) {
		localStorage.setItem(IOS_HINT_SHOWN, '1')
		const hint = document.createElement('p')
		hint.textContent = pwaWord('Install Soko: Add to Home Screen from the Share menu.')
		hint.style.cssText = `margin:0;${FOOTER_STYLE}`
		document.body.append(hint)
	}
}
