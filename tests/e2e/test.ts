import { expect, test as base } from '@playwright/test'

/**
 * Playwright's `test`, failing any test whose page logged a script error or a console error (React's hydration
 * mismatch #418 among them). A failed request's own console line ("Failed to load resource") is left out: tests that
 * expect a 404 or a refused form check the status themselves.
 */
export const test = base.extend<{ noConsoleErrors: void }>({
	noConsoleErrors: [
		async ({ page }, use) => {
			const errors: string[] = []
			page.on('pageerror', (error) => errors.push(error.message))
			page.on('console', (message) => {
				if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
			})
			await use()
			expect(errors, 'errors in the browser console').toEqual([])
		},
		{ auto: true },
	],
})

export { expect }
