import { expect, test as base } from '@playwright/test'

/**
 * Playwright's `test`, failing any test whose page logged a script error or a console error (React's hydration
 * mismatch #418 among them). A failed request's own console line ("Failed to load resource") is left out: tests that
 * expect a 404 or a refused form check the status themselves. A test that cuts the network on purpose lists the
 * errors that causes in `expectedConsoleErrors`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; noConsoleErrors: void }>({
	expectedConsoleErrors: [[], { option: true }],
	noConsoleErrors: [
		async ({ page, expectedConsoleErrors }, use) => {
			const errors: string[] = []
			const unexpected = (text: string) => !expectedConsoleErrors.some((pattern) => pattern.test(text))
			page.on('pageerror', (error) => {
				if (unexpected(error.message)) errors.push(error.message)
			})
			page.on('console', (message) => {
				const text = message.text()
				if (message.type() === 'error' && !text.startsWith('Failed to load resource') && unexpected(text)) errors.push(text)
			})
			await use()
			expect(errors, 'errors in the browser console').toEqual([])
		},
		{ auto: true },
	],
})

export { expect }
