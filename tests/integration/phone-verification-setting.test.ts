import { beforeEach, expect, test } from 'vitest'
import * as admin from '#app/routes/admin.tsx'
import type { AppContext } from '#app/context.ts'
import { phoneVerificationMode } from '#app/domain/accounts/phone-codes/verification-setting.ts'
import { parseEnv } from '#app/env.server.ts'
import { createTestContext } from './context.ts'
import { renderPage } from './render-page.ts'
import { session } from './trust-helpers.ts'

let context: AppContext
let staff: Awaited<ReturnType<typeof session>>
beforeEach(async () => {
	context = await createTestContext()
	staff = await session(context, 'ADMIN')
})

function dashboard(env: Partial<AppContext['env']>, lang: 'en' | 'sw' = 'en') {
	return renderPage({ ...context, env: { ...context.env, ...env } }, admin, '/admin', { lang, token: staff.token })
}

test('PHONE_VERIFICATION is required unless set off; anything else is refused at start-up', () => {
	expect(parseEnv({ NODE_ENV: 'test' }).PHONE_VERIFICATION).toBe('required')
	expect(parseEnv({ NODE_ENV: 'test', PHONE_VERIFICATION: 'off' }).PHONE_VERIFICATION).toBe('off')
	expect(() => parseEnv({ NODE_ENV: 'test', PHONE_VERIFICATION: 'maybe' })).toThrow(/PHONE_VERIFICATION/)
	expect(phoneVerificationMode({ PHONE_VERIFICATION: 'required', SMS_MODE: 'africastalking' })).toBe('sms')
})

test('the admin dashboard says when verification is off, and warns when codes only wait in the outbox', async () => {
	expect(await dashboard({ PHONE_VERIFICATION: 'off' })).toContain('Phone verification is off')
	const outbox = await dashboard({ PHONE_VERIFICATION: 'required', SMS_MODE: 'outbox' })
	expect(outbox).toContain('SMS codes are not being delivered')
	expect(outbox).toContain('href="/admin/messages"')
	const sent = await dashboard({ PHONE_VERIFICATION: 'required', SMS_MODE: 'africastalking', AT_USERNAME: 'x', AT_API_KEY: 'y' })
	expect(sent).not.toContain('Phone verification is off')
	expect(sent).not.toContain('SMS codes are not being delivered')
	expect(await dashboard({ PHONE_VERIFICATION: 'off' }, 'sw')).toContain('Uthibitishaji wa simu umezimwa')
})
