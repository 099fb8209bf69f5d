import { SW_MESSAGES } from './messages.ts'

const LAST_USER = 'soko-user'

/**
 * Tells the service worker when the person signed in changes (root.tsx puts their id on <html data-user>; nobody is
 * ''), compared with the last one this browser saw, and as a Logout form is sent. Phones here are shared.
 */
export function watchUser(tell: (message: { type: string; signedIn?: boolean }) => void) {
	const check = () => {
		const user = document.documentElement.dataset.user ?? ''
		tell({ type: SW_MESSAGES.signedIn, signedIn: user !== '' })
		if (user === (localStorage.getItem(LAST_USER) ?? '')) return
		localStorage.setItem(LAST_USER, user)
		tell({ type: SW_MESSAGES.userChanged })
	}
	check()
	new MutationObserver(check).observe(document.documentElement, { attributeFilter: ['data-user'] })
	document.addEventListener(
		'submit',
		(event) => {
			// The attribute: `form.action` is a field of the form when one is named "action".
			if (event.target instanceof HTMLFormElement && event.target.getAttribute('action') === '/logout') tell({ type: SW_MESSAGES.userChanged })
		},
		true,
	)
}
