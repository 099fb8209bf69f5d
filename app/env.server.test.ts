import { expect, test } from 'vitest'
import { parseEnv } from './env.server.ts'

test('defaults fill every setting', () => {
	const env = parseEnv({})
	expect(env).toMatchObject({ PORT: 3000, DATABASE_PATH: './data/soko.db', MPESA_MODE: 'simulator', LISTING_FEE_KES: 15, LISTING_TTL_DAYS: 30, SEED_DEMO: true })
})

test('a bad value is one line naming the setting', () => {
	expect(() => parseEnv({ PORT: 'abc' })).toThrow(/^Invalid setting PORT: /)
	expect(() => parseEnv({ MPESA_MODE: 'live' })).toThrow(/^Invalid setting MPESA_MODE: /)
	expect(() => parseEnv({ DATABASE_URL: 'mysql://db/soko' })).toThrow('Invalid setting DATABASE_URL: must be a postgres:// address')
	expect(parseEnv({ DATABASE_URL: 'postgres://soko@db:5432/soko', DATABASE_POOL_SIZE: '20' })).toMatchObject({ DATABASE_URL: 'postgres://soko@db:5432/soko', DATABASE_POOL_SIZE: 20 })
	expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow('Invalid setting SESSION_SECRET: required when NODE_ENV=production')
})

test('STORAGE_URL names an S3 bucket, its endpoint and region; anything else is refused with why', () => {
	expect(parseEnv({ STORAGE_URL: 's3://soko-photos?endpoint=https://s3.example.co.ke&region=af-south-1' }).STORAGE_URL).toEqual({
		bucket: 'soko-photos',
		endpoint: 'https://s3.example.co.ke',
		region: 'af-south-1',
	})
	expect(parseEnv({ STORAGE_URL: 's3://soko-photos' }).STORAGE_URL).toEqual({ bucket: 'soko-photos', endpoint: undefined, region: 'us-east-1' })
	expect(parseEnv({}).STORAGE_URL).toBeUndefined()
	expect(() => parseEnv({ STORAGE_URL: 'https://s3.example.co.ke/soko' })).toThrow('Invalid setting STORAGE_URL: must start with s3://')
	expect(() => parseEnv({ STORAGE_URL: 's3://Soko_Photos' })).toThrow(/^Invalid setting STORAGE_URL: must name a bucket/)
	expect(() => parseEnv({ STORAGE_URL: 's3://soko-photos/sub' })).toThrow(/^Invalid setting STORAGE_URL: takes no path/)
	expect(() => parseEnv({ STORAGE_URL: 's3://soko-photos?endpoint=ftp://x' })).toThrow(/^Invalid setting STORAGE_URL: endpoint must be/)
	expect(() => parseEnv({ STORAGE_URL: 'not a url' })).toThrow(/^Invalid setting STORAGE_URL: must be like s3:\/\/bucket/)
})

test('PHOTOS_PUBLIC_URL is the bucket\'s public http(s) address, kept without a trailing slash, and needs STORAGE_URL', () => {
	const bucket = { STORAGE_URL: 's3://soko-photos?region=af-south-1' }
	expect(parseEnv({ ...bucket, PHOTOS_PUBLIC_URL: 'https://photos.example.co.ke/soko-photos/' }).PHOTOS_PUBLIC_URL).toBe('https://photos.example.co.ke/soko-photos')
	expect(parseEnv({ ...bucket, PHOTOS_PUBLIC_URL: 'https://cdn.example.co.ke' }).PHOTOS_PUBLIC_URL).toBe('https://cdn.example.co.ke')
	expect(parseEnv(bucket).PHOTOS_PUBLIC_URL).toBeUndefined()
	for (const bad of ['photos.example.co.ke', 'ftp://photos.example.co.ke', 'https://cdn.example.co.ke/?v=1', 'https://cdn.example.co.ke/#x']) {
		expect(() => parseEnv({ ...bucket, PHOTOS_PUBLIC_URL: bad })).toThrow(/^Invalid setting PHOTOS_PUBLIC_URL: must be an http\(s\):\/\/ address/)
	}
	expect(() => parseEnv({ PHOTOS_PUBLIC_URL: 'https://cdn.example.co.ke' })).toThrow('Invalid setting PHOTOS_PUBLIC_URL: requires STORAGE_URL')
})

const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), MPESA_MODE: 'simulator', PUBLIC_URL: 'https://soko.example' }

test('production requires PUBLIC_URL: links in mail never take their origin from a Host header', () => {
	const { PUBLIC_URL: _unset, ...withoutUrl } = production
	expect(() => parseEnv(withoutUrl)).toThrow(/^Invalid setting PUBLIC_URL: required when NODE_ENV=production/)
	expect(parseEnv(production).PUBLIC_URL).toBe('https://soko.example')
	expect(parseEnv({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined()
})

test('production does not seed demo data unless asked', () => {
	expect(parseEnv(production).SEED_DEMO).toBe(false)
	expect(parseEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true)
})

test('production never falls back to the M-PESA simulator: the mode must be chosen', () => {
	const { MPESA_MODE: _unset, ...withoutMode } = production
	expect(() => parseEnv(withoutMode)).toThrow(/^Invalid setting MPESA_MODE: required when NODE_ENV=production/)
	expect(parseEnv(production).MPESA_MODE).toBe('simulator')
	expect(parseEnv({}).MPESA_MODE).toBe('simulator')
})

test('TRUST_PROXY is off by default, a hop count or a list of proxy addresses', () => {
	expect(parseEnv({}).TRUST_PROXY).toBeNull()
	expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBeNull()
	expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 })
	expect(parseEnv({ TRUST_PROXY: '10.0.0.1, ::1' }).TRUST_PROXY).toEqual({ addresses: ['10.0.0.1', '::1'] })
	expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(/^Invalid setting TRUST_PROXY: /)
})

test('ADMIN_PHONE is a Kenyan mobile number, kept in the form accounts use', () => {
	expect(parseEnv({ ADMIN_PHONE: '+254 700 000 001' }).ADMIN_PHONE).toBe('0700000001')
	expect(() => parseEnv({ ADMIN_PHONE: '12345678901' })).toThrow(/^Invalid setting ADMIN_PHONE: /)
	expect(parseEnv({}).ADMIN_PROMOTE).toBe(false)
	expect(parseEnv({ ADMIN_PROMOTE: '1' }).ADMIN_PROMOTE).toBe(true)
})

test('Daraja modes need their credentials and a public callback address', () => {
	expect(() => parseEnv({ MPESA_MODE: 'sandbox' })).toThrow('Invalid setting MPESA_CONSUMER_KEY: required when MPESA_MODE=sandbox')
	const full = { MPESA_MODE: 'sandbox', MPESA_CONSUMER_KEY: 'k', MPESA_CONSUMER_SECRET: 's', MPESA_SHORTCODE: '174379', MPESA_PASSKEY: 'p' }
	expect(() => parseEnv(full)).toThrow('Invalid setting PUBLIC_URL: required when MPESA_MODE=sandbox')
	expect(parseEnv({ ...full, PUBLIC_URL: 'https://soko.example' }).MPESA_MODE).toBe('sandbox')
})

test('SMS_MODE keeps texts in the outbox unless Africa\'s Talking is chosen, which needs its username and key', () => {
	expect(parseEnv({}).SMS_MODE).toBe('outbox')
	expect(() => parseEnv({ SMS_MODE: 'twilio' })).toThrow(/^Invalid setting SMS_MODE: /)
	expect(() => parseEnv({ SMS_MODE: 'africastalking' })).toThrow('Invalid setting AT_USERNAME, AT_API_KEY: required when SMS_MODE=africastalking')
	expect(() => parseEnv({ SMS_MODE: 'africastalking', AT_USERNAME: 'soko' })).toThrow('Invalid setting AT_API_KEY: required when SMS_MODE=africastalking')
	expect(parseEnv({ SMS_MODE: 'africastalking', AT_USERNAME: 'soko', AT_API_KEY: 'key' })).toMatchObject({ SMS_MODE: 'africastalking', AT_USERNAME: 'soko', AT_API_KEY: 'key' })
})
