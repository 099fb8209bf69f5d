import { beforeEach, describe, expect, test } from 'vitest'
import * as profileApi from '#app/routes/api.buyer.profile.ts'
import * as verifyApi from '#app/routes/api.auth.verify-phone.ts'
import * as dashboard from '#app/routes/buyer-dashboard.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession, getSessionUser } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, formRequest, jsonRequest } from './context.ts'
import { createUser } from './factories.ts'

const NEW_PHONE = '0722000555'

let context: AppContext
let user: { id: number; phone: string }
let here: string
let elsewhere: string
beforeEach(async () => {
	context = await createTestContext()
	user = await createUser(context.db, { role: 'BUYER', phoneVerified: false })
	await context.db.insertInto('buyer_profiles').values({ user_id: user.id }).execute()
	here = (await createSession(context.db, { userId: user.id })).token
	elsewhere = (await createSession(context.db, { userId: user.id })).token
})

function patchPhone(phone: string, ctx = context) {
	return call(profileApi.action, ctx, jsonRequest('/api/buyer/profile', { phone }, { method: 'PATCH', token: here }))
}

async function account() {
	return context.db.selectFrom('users').select(['phone', 'pending_phone', 'phone_verified']).where('id', '=', user.id).executeTakeFirstOrThrow()
}

async function codeTo(phone: string) {
	const sms = await context.db.selectFrom('sms_outbox').select('body').where('to_phone', '=', `+254${phone.slice(1)}`).orderBy('id', 'desc').executeTakeFirstOrThrow()
	return /\b(\d{6})\b/.exec(sms.body)![1]!
}

describe('changing the phone on the profile', () => {
	test('the new number gets a code; the old stays until it is entered; then it is replaced, verified, and other sessions end', async () => {
		const res = await patchPhone('+254 722 000 555')
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({ pending_phone: NEW_PHONE, message: `We have sent a 6-digit code by SMS to ${NEW_PHONE}. It works for 10 minutes.` })
		expect(await account()).toEqual({ phone: user.phone, pending_phone: NEW_PHONE, phone_verified: 0 })
		expect(await getSessionUser(context.db, { token: elsewhere })).toBeTruthy()

		const verified = await call(verifyApi.action, context, jsonRequest('/api/auth/verify-phone', { code: await codeTo(NEW_PHONE) }, { token: here }))
		expect(verified.status).toBe(200)
		expect(await verified.json()).toMatchObject({ user: { phone: NEW_PHONE, phoneVerified: true } })
		expect(await account()).toEqual({ phone: NEW_PHONE, pending_phone: null, phone_verified: 1 })
		expect(await getSessionUser(context.db, { token: elsewhere })).toBeUndefined()
		expect(await getSessionUser(context.db, { token: here })).toBeTruthy()
	})

	test('a number another account holds (recently, or verified) is refused; the own number is a 400', async () => {
		await createUser(context.db, { phone: NEW_PHONE })
		const taken = await patchPhone(NEW_PHONE)
		expect(taken.status).toBe(409)
		expect(await taken.json()).toEqual({ message: 'An account with this phone number already exists' })
		expect((await patchPhone(user.phone)).status).toBe(400)
		expect(await context.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(0)
	})

	test('with PHONE_VERIFICATION=off the number is replaced at once, unverified, with no SMS; other sessions end', async () => {
		const off = { ...context, env: { ...context.env, PHONE_VERIFICATION: 'off' as const } }
		expect((await patchPhone(NEW_PHONE, off)).status).toBe(200)
		expect(await account()).toEqual({ phone: NEW_PHONE, pending_phone: null, phone_verified: 0 })
		expect(await context.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(0)
		expect(await getSessionUser(context.db, { token: elsewhere })).toBeUndefined()
	})

	test('the Profile tab form (no JavaScript) sends the code and goes to the code box, back to the tab after', async () => {
		const request = formRequest('/buyer-dashboard?tab=profile', { intent: 'phone', phone: NEW_PHONE })
		request.headers.set('authorization', `Bearer ${here}`)
		const res = await call(dashboard.action, context, request)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/verify-phone?redirectTo=%2Fbuyer-dashboard%3Ftab%3Dprofile')
		expect((await account()).pending_phone).toBe(NEW_PHONE)
	})
})
