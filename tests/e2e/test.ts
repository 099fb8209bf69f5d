import { expect, test as base, type Page } from '@playwright/test'

/**
 * Playwright's `test`, failing any test whose page logged a script error or a console error (React's hydration
 * mismatch #418 among them). A failed request's own console line ("Failed to load resource") is left out: tests that
 * expect a 404 or a refused form check the status themselves. A test that cuts the network on purpose lists the
 * errors that causes in `expectedConsoleErrors`. `page` is watched; a test's other pages (a second visitor's) are
 * watched once given to `watchConsole`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; consoleErrors: string[]; watchConsole: (page: Page) => void }>({
	expectedConsoleErrors: [[], { option: true }],
	consoleErrors: [
		async ({}, use) => {
			const errors: string[] = []
			await use(errors)
			expect(errors, 'errors in the browser console').toEqual([])
		},
		{ auto: true },
	],
	watchConsole: [
		async ({ page, consoleErrors, expectedConsoleErrors }, use) => {
			const unexpected = (text: string) => !expectedConsoleErrors.some((pattern) => pattern.test(text))
			const watch = (target: Page) => {
				target.on('pageerror', (error) => {
					if (unexpected(error.message)) consoleErrors.push(error.message)
				})
				target.on('console', (message) => {
					const text = message.text()
					if (message.type() === 'error' && !text.startsWith('Failed to load resource') && unexpected(text)) consoleErrors.push(text)
				})
			}
			watch(page)
			await use(watch)
		},
		{ auto: true },
	],
})

export { expect }
