import { expect, test } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { createMpesaSimulator } from './simulator.server.ts'
import { registerC2bUrls } from './c2b.server.ts'
import type { MpesaGateway } from './gateway.server.ts'

test('the URLs Soko registers carry none of the words Daraja refuses in C2B URLs, and the secret token', async () => {
	const env = parseEnv({ MPESA_MODE: 'sandbox', MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '174379', MPESA_PASSKEY: 'p', PUBLIC_URL: 'https://soko.example/', SESSION_SECRET: 'a-test-secret-of-16+' })
	const registered: Parameters<MpesaGateway['registerC2bUrls']>[0][] = []
	const gateway = { ...createMpesaSimulator({ delayMs: 0, onCallback: async () => 'ignored' }), registerC2bUrls: async (urls: (typeof registered)[number]) => void registered.push(urls) }
	const urls = await registerC2bUrls({ env, gateway })
	expect(registered).toEqual([urls])
	expect(urls.confirmationUrl).toMatch(/^https:\/\/soko\.example\/api\/payments\/c2b\/confirmation\/[a-f0-9]{32}$/)
	expect(urls.validationUrl).toMatch(/^https:\/\/soko\.example\/api\/payments\/c2b\/validation\/[a-f0-9]{32}$/)
	for (const url of Object.values(urls)) expect(url).not.toMatch(/mpesa|m-pesa|safaricom|exec|cmd|sql|query/i)
})

test('in simulator mode there is nothing to register', async () => {
	const env = parseEnv({ MPESA_MODE: 'simulator' })
	await expect(registerC2bUrls({ env, gateway: createMpesaSimulator({ delayMs: 0, onCallback: async () => 'ignored' }) })).rejects.toThrow('nothing to register')
})
