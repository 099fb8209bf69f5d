import { expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

test('defaults fill every setting', () => {
	const env = parseEnv({})
	expect(env).toMatchObject({ PORT: 3000, DATABASE_PATH: './data/soko.db', MPESA_MODE: 'simulator', LISTING_FEE_KES: 15, LISTING_TTL_DAYS: 30, SEED_DEMO: true })
})

test('a bad value is one line naming the setting', () => {
	expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid setting PORT: /)
	expect(() => parseEnv({ MPESA_MODE: 'live' })).toThrow(/^Invalid setting MPESA_MODE: /)
	expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('Invalid setting SESSION_SECRET: required when NODE_ENV=production')
})

test('production does not seed demo data unless asked', () => {
	expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SEED_DEMO).toBe(false)
	expect(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SEED_DEMO: 'true' }).SEED_DEMO).toBe(true)
})

test('Daraja modes need their credentials and a public callback address', () => {
	expect(() => parseEnv({ MPESA_MODE: 'sandbox' })).toThrow('Invalid setting MPESA_CONSUMER_KEY: required when MPESA_MODE=sandbox')
	const full = { MPESA_MODE: 'sandbox', MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '174379', MPESA_PASSKEY: 'p' }
	expect(() => parseEnv(full)).toThrow('Invalid setting PUBLIC_URL: required when MPESA_MODE=sandbox')
	expect(parseEnv({ ...full, PUBLIC_URL: 'https://soko.example' }).MPESA_MODE).toBe('sandbox')
})
