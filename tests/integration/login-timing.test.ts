import { beforeEach, expect, test, vi } from 'vitest'
import * as apiLogin from '#app/routes/api.auth.login.ts'
import * as login from '#app/routes/login.tsx'
import * as adminLogin from '#app/routes/admin-login.tsx'
import type { AppContext } from '#app/context.ts'
import { verifyPassword } from '#app/domain/accounts/passwords.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createUser } from './factories.ts'

// The real hash runs; the spy only records that it did (timing itself is too noisy to assert on a shared machine).
vi.mock('#app/domain/accounts/passwords.server.ts', async (importOriginal) => {
	const real = await importOriginal<typeof import('#app/domain/accounts/passwords.server.ts')>()
	return { ...real, verifyPassword: vi.fn(real.verifyPassword) }
})

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
	vi.mocked(verifyPassword).mockClear()
})

function form(path: string, fields: Record<string, string>) {
	return new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) })
}

const UNKNOWN = '0799000111'

test('a phone with no account costs a password hash like a wrong password does, on every sign-in door', async () => {
	const known = await createUser(context.db)
	const doors = [
		(phone: string) => call(apiLogin.action, context, jsonRequest('/api/auth/login', { phone, password: 'wrong-one' })),
		(phone: string) => call(login.action, context, form('/login', { intent: 'login', phone, password: 'wrong-one' })),
		(phone: string) => call(adminLogin.action, context, form('/admin-login', { phone, password: 'wrong-one' })),
	]
	for (const door of doors) {
		for (const phone of [known.phone, UNKNOWN]) {
			vi.mocked(verifyPassword).mockClear()
			expect((await door(phone)).status).toBe(401)
			expect(verifyPassword).toHaveBeenCalledTimes(1)
			expect(vi.mocked(verifyPassword).mock.calls[0]![1]).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{128}$/)
		}
	}
})
