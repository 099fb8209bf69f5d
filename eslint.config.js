import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
	{ ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/'] },
	tseslint.configs.recommended,
	{
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
			'@typescript-eslint/no-explicit-any': 'error',
			'@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
			'no-console': ['error', { allow: ['log', 'error', 'warn'] }],
		},
	},
	{
		files: ['tests/**'],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					// Playwright polls until the answer is truthy, and a promise always is: the wait would end at once.
					selector: "CallExpression[callee.property.name='waitForFunction'] > ArrowFunctionExpression[async=true]",
					message: 'waitForFunction does not await an async function: poll page.evaluate with expect.poll instead.',
				},
			],
		},
	},
)
