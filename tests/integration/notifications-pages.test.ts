import { createElement } from 'react'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as root from '#app/root.tsx'
import * as notificationsPage from '#app/routes/notifications.tsx'
import * as shortLink from '#app/routes/n.$code.ts'
import * as dashboard from '#app/routes/buyer-dashboard.tsx'
import * as profileApi from '#app/routes/api.buyer.profile.ts'
import type { AppContext } from '#app/context.ts'
import { notifyNewMessage } from '#app/domain/notifications/new-message.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { insertOffer, offerParties } from './offer-fixtures.ts'
import { renderWhole } from './render-page.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>
beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

const page = (path: string, token?: string, method = 'GET') =>
	new Request(`http://localhost${path}`, { method, headers: token ? { cookie: `__session=${token}` } : {} })

async function counts(path: string, token: string) {
	return (await (await call(root.loader, context, page(path, token))).json()).counts
}

describe('/notifications and the header', () => {
	test("the header counts unread notifications and offers waiting for the seller; opening the list reads them, unread marked as they were", async () => {
		const message = (conversationId: number) =>
			notifyNewMessage(context.db, { conversationId, toUserId: parties.seller.id, fromName: 'Amina', listingTitle: 'Sony PS4' })
		await message(1)
		await message(2)
		await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		expect(await counts('/', parties.seller.token)).toMatchObject({ notifications: 2, offers: 1 })
		expect(await counts('/', parties.buyer.token)).toMatchObject({ notifications: 0, offers: 0 })

		const list = await (await call(notificationsPage.loader, context, page('/notifications', parties.seller.token))).json()
		expect(list.notifications.map((n: { params: { title: string }; read: boolean; conversationId: number }) => [n.conversationId, n.read])).toEqual([
			[2, false],
			[1, false],
		])
		// The page's own header says none are left: it read them as it loaded.
		expect(await counts('/notifications', parties.seller.token)).toMatchObject({ notifications: 0, offers: 1 })
		expect(await counts('/', parties.seller.token)).toMatchObject({ notifications: 0, offers: 1 })

		await message(3)
		const marked = await call(notificationsPage.action, context, page('/notifications', parties.seller.token, 'POST'))
		expect([marked.status, marked.headers.get('location')]).toEqual([302, '/notifications'])
		expect(await counts('/', parties.seller.token)).toMatchObject({ notifications: 0, offers: 1 })
	})

	test('past 50, the older ones are a page away, and back; a made-up ?before= is the newest page', async () => {
		await context.db
			.insertInto('notifications')
			.values(Array.from({ length: 55 }, (_, i) => ({ user_id: parties.seller.id, kind: 'NEW_MESSAGE' as const, conversation_id: i + 1, params: JSON.stringify({ name: 'Amina', title: `Item ${i + 1}` }) })))
			.execute()
		const load = async (path: string) => (await call(notificationsPage.loader, context, page(path, parties.seller.token))).json()
		const newest = await load('/notifications')
		expect(newest.notifications).toHaveLength(50)
		expect(newest.notifications[0].conversationId).toBe(55)
		expect([newest.older, newest.olderThan]).toEqual([false, newest.notifications[49].id])
		const older = await load(`/notifications?before=${newest.olderThan}`)
		expect(older.notifications.map((n: { conversationId: number }) => n.conversationId)).toEqual([5, 4, 3, 2, 1])
		expect([older.older, older.olderThan]).toEqual([true, null])
		expect((await load('/notifications?before=abc')).notifications[0].conversationId).toBe(55)
		// What the pages show: a link to the older ones, and from there back to the newest.
		const render = (path: string, loaderData: unknown) => {
			const Stub = createRoutesStub([{ id: 'list', path: '/notifications', Component: notificationsPage.default as never, loader: () => loaderData }])
			return renderWhole(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { list: loaderData } } }))
		}
		expect(await render('/notifications', newest)).toMatch(new RegExp(`href="/notifications\\?before=${newest.olderThan}"[^>]*>Older notifications</a>`))
		const olderPage = await render(`/notifications?before=${newest.olderThan}`, older)
		expect(olderPage).toMatch(/href="\/notifications"[^>]*>Newest notifications<\/a>/)
		expect(olderPage).not.toContain('Older notifications')
	})

	test('signed out, the list asks for sign-in first', async () => {
		const res = await call(notificationsPage.loader, context, page('/notifications'))
		expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fnotifications')
	})
})

describe('the short link /n/<code>', () => {
	test("leads its owner to what it is about and marks it read; signed out it asks for sign-in; another's is a 404", async () => {
		const id = (await notifyNewMessage(context.db, { conversationId: 5, toUserId: parties.seller.id, fromName: 'Amina', listingTitle: 'Sofa' }))!
		const code = id.toString(36)
		expect((await call(shortLink.loader, context, page(`/n/${code}`), { code })).headers.get('location')).toBe(`/login?redirectTo=%2Fn%2F${code}`)
		expect((await call(shortLink.loader, context, page(`/n/${code}`, parties.buyer.token), { code })).status).toBe(404)
		expect((await call(shortLink.loader, context, page('/n/not-a-code', parties.seller.token), { code: 'not-a-code' })).status).toBe(404)
		const opened = await call(shortLink.loader, context, page(`/n/${code}`, parties.seller.token), { code })
		expect(opened.headers.get('location')).toBe('/messages/5')
		expect(await counts('/', parties.seller.token)).toMatchObject({ notifications: 0, offers: 0 })
	})
})

describe('the channel choice', () => {
	test('the profile form (no JS) and the API field set it; a wrong value is a 400 that changes nothing', async () => {
		const form = (value: string) =>
			call(
				dashboard.action,
				context,
				new Request('http://localhost/buyer-dashboard?tab=profile', {
					method: 'POST',
					headers: { cookie: `__session=${parties.buyer.token}`, 'content-type': 'application/x-www-form-urlencoded' },
					body: new URLSearchParams({ intent: 'notify_channel', notify_channel: value }),
				}),
			)
		const profile = async () => (await (await call(dashboard.loader, context, page('/buyer-dashboard?tab=profile', parties.buyer.token))).json()).notifyChannel
		// Their offers were told by email (offer-fixtures chose it); saving SMS changes that.
		expect(await profile()).toBe('EMAIL')
		expect((await form('SMS')).headers.get('location')).toBe('/buyer-dashboard?tab=profile')
		expect(await profile()).toBe('SMS')
		expect((await form('PIGEON')).status).toBe(400)
		expect(await profile()).toBe('SMS')

		const patch = (body: unknown) => call(profileApi.action, context, jsonRequest('/api/buyer/profile', body, { method: 'PATCH', token: parties.buyer.token }))
		expect(await (await patch({ notify_channel: 'EMAIL' })).json()).toMatchObject({ notify_channel: 'EMAIL' })
		expect((await patch({ notify_channel: 'FAX' })).status).toBe(400)
		expect(await (await patch({ communication_preference: 'SMS', notify_channel: 'SMS' })).json()).toMatchObject({ communication_preference: 'SMS', notify_channel: 'SMS' })
	})
})
