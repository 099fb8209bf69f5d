import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as listingPage from '#app/routes/listing.tsx'
import * as inboxPage from '#app/routes/messages.tsx'
import * as threadPage from '#app/routes/messages.$id.tsx'
import * as sellerDashboard from '#app/routes/seller-dashboard.tsx'
import * as root from '#app/root.tsx'
import * as offerMoves from '#app/routes/offers.$id.ts'
import type { AppContext } from '#app/context.ts'
import type { ChatEvent } from '#app/domain/chat/bus.server.ts'
import { call, createTestContext } from './context.ts'
import { insertOffer, offerParties } from './offer-fixtures.ts'
import { formPost as post, page, toastOf as readToastOf } from './trust-helpers.ts'
import { renderPage } from './render-page.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

const toastOf = (res: Response) => readToastOf(context, res)

const SCAM = 'Send a deposit of 2000 first then I courier it'
const WARNING = 'Soko never asks you to pay before you see the item. Meet in a safe public place, check the item, then pay.'

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

function messageSeller(fields: Record<string, string>, token?: string, listingId = parties.listing.id) {
	return call(listingPage.action, context, post(`/listings/${listingId}`, { intent: 'message', ...fields }, token), { id: String(listingId) })
}

function threadAction(id: number, fields: Record<string, string>, token?: string) {
	return call(threadPage.action, context, post(`/messages/${id}`, fields, token), { id: String(id) })
}

function threadData(id: number, token?: string) {
	return call(threadPage.loader, context, page(`/messages/${id}`, token), { id: String(id) })
}

/** The buyer's first message through the listing's form: the conversation's id, from where it sends them. */
async function started(message = 'Is it still available? Can I see it in Thika?') {
	const res = await messageSeller({ message }, parties.buyer.token)
	expect(res.status).toBe(302)
	return Number(/^\/messages\/(\d+)$/.exec(res.headers.get('location') ?? '')![1])
}

async function renderThread(id: number, token: string) {
	const loaderData = await (await threadData(id, token)).json()
	const Stub = createRoutesStub([{ id: 'thread', path: '/messages/:id', Component: threadPage.default, loader: () => loaderData }])
	return renderToString(createElement(Stub, { initialEntries: [`/messages/${id}`], hydrationData: { loaderData: { thread: loaderData } } }))
}

describe('Message seller on a listing (a form that works without JavaScript)', () => {
	test('signed out: to log in with "You need to be signed in to message sellers", then back with ?do=message', async () => {
		const res = await messageSeller({ message: 'Hi' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/login?redirectTo=%2Flistings%2F${parties.listing.id}%3Fdo%3Dmessage`)
		expect(toastOf(res)).toMatchObject({ description: 'You need to be signed in to message sellers' })
	})

	test('starts the conversation and goes to it with "Message sent"; a second message reopens the same one', async () => {
		const id = await started()
		const again = await messageSeller({ message: 'Also, does it have a box?' }, parties.buyer.token)
		expect(again.headers.get('location')).toBe(`/messages/${id}`)
		expect(toastOf(again)).toEqual({ title: 'Message sent' })
		expect(await context.db.selectFrom('conversation_messages').select('body').orderBy('id').execute()).toEqual([
			{ body: 'Is it still available? Can I see it in Thika?' },
			{ body: 'Also, does it have a box?' },
		])
	})

	test('the seller has no Message seller on their own listing; a blank message answers the form with why', async () => {
		const own = await messageSeller({ message: 'Hi me' }, parties.seller.token)
		expect(own.status).toBe(400)
		expect(await own.json()).toMatchObject({ intent: 'message', error: 'You cannot message yourself about your own listing' })
		const blank = await messageSeller({ message: '   ' }, parties.buyer.token)
		expect(blank.status).toBe(400)
		expect(await blank.json()).toEqual({ intent: 'message', error: 'Message is required', warning: null, message: '   ' })
		expect(await context.db.selectFrom('conversations').select('id').execute()).toEqual([])
	})

	test('a scam message is sent back with the warning and nothing written; with confirm it goes, carrying the warning', async () => {
		const refused = await messageSeller({ message: SCAM }, parties.buyer.token)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ intent: 'message', error: null, warning: WARNING, message: SCAM })
		expect(await context.db.selectFrom('conversation_messages').select('id').execute()).toEqual([])
		const confirmed = await messageSeller({ message: SCAM, confirm: 'true' }, parties.buyer.token)
		expect(confirmed.status).toBe(302)
		expect(await context.db.selectFrom('conversation_messages').select('warning').execute()).toEqual([{ warning: 'ADVANCE_PAYMENT' }])
	})

	test('Talk in Soko only: Contact gives no number and the page offers Message seller instead', async () => {
		const before = await call(listingPage.action, context, post(`/listings/${parties.listing.id}`, { intent: 'contact' }, parties.buyer.token), { id: String(parties.listing.id) })
		expect((await before.json()).contact.phone).toBeTruthy()
		const turnOn = await call(sellerDashboard.action, context, post('/seller-dashboard', { intent: 'soko-only', on: 'true' }, parties.seller.token))
		expect(toastOf(turnOn)).toEqual({ title: 'Talk in Soko only is on' })
		const contact = await call(listingPage.action, context, post(`/listings/${parties.listing.id}`, { intent: 'contact' }, parties.buyer.token), { id: String(parties.listing.id) })
		expect(contact.status).toBe(409)
		expect(await contact.json()).toEqual({ contact: null, firstContact: false, error: 'This seller talks in Soko only: send them a message' })
		const loaderData = await (await call(listingPage.loader, context, page(`/listings/${parties.listing.id}`, parties.buyer.token), { id: String(parties.listing.id) })).json()
		expect(loaderData.messaging).toEqual({ sokoOnly: true, conversationId: null })
		const Stub = createRoutesStub([{ id: 'listing', path: '/listings/:id', Component: listingPage.default, loader: () => loaderData }])
		const html = renderToString(createElement(Stub, { initialEntries: [`/listings/${parties.listing.id}`], hydrationData: { loaderData: { listing: loaderData } } }))
		expect(html).toContain('Message seller</summary>')
		expect(html).not.toContain('>Contact</button>')
		// The seller's own page of it still shows Contact (their number), and no Message seller.
		const sellerData = await (await call(listingPage.loader, context, page(`/listings/${parties.listing.id}`, parties.seller.token), { id: String(parties.listing.id) })).json()
		const SellerStub = createRoutesStub([{ id: 'listing', path: '/listings/:id', Component: listingPage.default, loader: () => sellerData }])
		const sellerHtml = renderToString(createElement(SellerStub, { initialEntries: [`/listings/${parties.listing.id}`], hydrationData: { loaderData: { listing: sellerData } } }))
		expect(sellerHtml).not.toContain('Message seller')
	})
})

describe('the inbox and the thread', () => {
	test('the inbox lists both sides newest first with unread marks; the header counts unread; reading the thread clears it', async () => {
		const id = await started()
		const inbox = await (await call(inboxPage.loader, context, page('/messages', parties.seller.token))).json()
		expect(inbox.conversations).toMatchObject([{ id, role: 'seller', unread: 1, listing: { title: 'Sony PS4 Slim & 2 pads', price: '20000.00', status: 'PUBLISHED' }, lastMessage: { message: 'Is it still available? Can I see it in Thika?' } }])
		const header = async (token: string, path = '/') => (await (await call(root.loader, context, page(path, token))).json()).counts.messages
		expect(await header(parties.seller.token)).toBe(1)
		expect(await header(parties.buyer.token)).toBe(0)
		// Opening the thread, the header (loaded beside it) already leaves it out.
		expect(await header(parties.seller.token, `/messages/${id}`)).toBe(0)
		expect(await header(parties.seller.token, '/messages/999')).toBe(1)
		const thread = await (await threadData(id, parties.seller.token)).json()
		expect(thread.view.messages).toHaveLength(1)
		expect(await header(parties.seller.token)).toBe(0)
	})

	test('someone else gets 404 for the thread and its forms, and nothing is written', async () => {
		const id = await started()
		expect((await threadData(id, parties.stranger.token)).status).toBe(404)
		expect((await threadAction(id, { intent: 'reply', message: 'Hi' }, parties.stranger.token)).status).toBe(404)
		expect((await threadAction(id, { intent: 'block' }, parties.stranger.token)).status).toBe(404)
		expect((await threadData(999_999, parties.buyer.token)).status).toBe(404)
		expect(await context.db.selectFrom('conversation_messages').select('id').execute()).toHaveLength(1)
	})

	test('the seller answers: back to the thread with "Message sent", published live to both people', async () => {
		const id = await started()
		const events: ChatEvent[] = []
		context.chatBus.subscribe((e) => events.push(e))
		const res = await threadAction(id, { intent: 'reply', message: 'Yes, come on Saturday' }, parties.seller.token)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/messages/${id}`)
		expect(toastOf(res)).toEqual({ title: 'Message sent' })
		expect(events).toMatchObject([{ conversationId: id, userIds: [parties.buyer.id, parties.seller.id], message: { message: 'Yes, come on Saturday', senderId: parties.seller.id } }])
		const html = await renderThread(id, parties.buyer.token)
		expect(html).toContain('Is it still available? Can I see it in Thika?')
		expect(html).toContain('Yes, come on Saturday')
	})

	test('a reply sent twice with its key (the offline queue replayed after a cut) is stored and sent live once', async () => {
		const id = await started()
		const events: ChatEvent[] = []
		context.chatBus.subscribe((e) => events.push(e))
		const fields = { intent: 'reply', message: 'Written on the matatu', key: 'b7c1e0d2-5f1a-4c3e-9a77-0d1f2e3c4b5a' }
		for (let i = 0; i < 2; i++) expect((await threadAction(id, fields, parties.buyer.token)).status).toBe(302)
		expect(await context.db.selectFrom('conversation_messages').select('body').where('body', '=', 'Written on the matatu').execute()).toHaveLength(1)
		expect(events).toHaveLength(1)
		// Another message with another key is another message.
		await threadAction(id, { ...fields, key: 'another-key-0001' }, parties.buyer.token)
		expect(await context.db.selectFrom('conversation_messages').select('body').where('body', '=', 'Written on the matatu').execute()).toHaveLength(2)
		expect((await threadAction(id, { ...fields, key: 'bad key!' }, parties.buyer.token)).status).toBe(400)
	})

	test('a scam reply asks the sender first; confirmed, both sides see the warning beside it', async () => {
		const id = await started()
		const refused = await threadAction(id, { intent: 'reply', message: SCAM }, parties.seller.token)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ intent: 'reply', warning: WARNING, message: SCAM })
		expect((await threadAction(id, { intent: 'reply', message: SCAM, confirm: 'true' }, parties.seller.token)).status).toBe(302)
		for (const token of [parties.buyer.token, parties.seller.token]) {
			const html = await renderThread(id, token)
			expect(html).toContain(SCAM)
			expect(html).toContain(WARNING)
		}
	})

	test('an offer and its counter are events of the thread', async () => {
		const id = await started()
		const offerId = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const res = await call(offerMoves.action, context, post(`/offers/${offerId}`, { intent: 'counter', amount: '18000', message: 'Best I can do', back: `/messages/${id}` }, parties.seller.token), { id: String(offerId) })
		expect(res.headers.get('location')).toBe(`/messages/${id}`)
		const html = await renderThread(id, parties.buyer.token)
		expect(html).toContain('Counter-offer: KSh 18,000')
		expect(html).toContain('Best I can do')
	})

	test('a sold listing’s thread says so and stays readable', async () => {
		const id = await started()
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', parties.listing.id).execute()
		const html = await renderThread(id, parties.buyer.token)
		expect(html).toContain('This item has been sold')
		expect(html).toContain('Is it still available? Can I see it in Thika?')
	})

	test('Block: back with a toast; then neither writes, and the thread says so', async () => {
		const id = await started()
		const res = await threadAction(id, { intent: 'block' }, parties.seller.token)
		expect(toastOf(res)).toEqual({ title: 'Conversation blocked' })
		const reply = await threadAction(id, { intent: 'reply', message: 'Hello?' }, parties.buyer.token)
		expect(reply.status).toBe(403)
		expect(await reply.json()).toMatchObject({ error: 'You can no longer send messages in this conversation' })
		expect(await renderThread(id, parties.seller.token)).toContain('You blocked this conversation')
		expect(await renderThread(id, parties.buyer.token)).not.toContain('name="message"')
	})

	test('Report: into the moderation queue with a toast; no reason: a toast saying why', async () => {
		const id = await started()
		const empty = await threadAction(id, { intent: 'report', reason: '' }, parties.seller.token)
		expect(toastOf(empty)).toMatchObject({ variant: 'error', description: 'Please give a reason' })
		const res = await threadAction(id, { intent: 'report', reason: 'Asked for a deposit' }, parties.seller.token)
		expect(toastOf(res)).toEqual({ title: 'Report submitted' })
		expect(await context.db.selectFrom('conversation_reports').select(['reporter_id', 'reason']).execute()).toEqual([{ reporter_id: parties.seller.id, reason: 'Asked for a deposit' }])
	})

	test('Swahili: the inbox and the thread with the words their areas bring (offer events, warnings, forms)', async () => {
		const id = await started()
		await threadAction(id, { intent: 'reply', message: SCAM, confirm: 'true' }, parties.seller.token)
		const thread = await renderPage(context, threadPage, `/messages/${id}`, { lang: 'sw', token: parties.buyer.token, pattern: 'messages/:id', params: { id: String(id) } })
		for (const sw of ['Ujumbe wote', 'Tahadhari:', 'Soko haikuombi ulipe kabla ya kuona bidhaa', 'Ripoti', 'Zuia', 'Tuma']) expect(thread).toContain(sw)
		const inbox = await renderPage(context, inboxPage, '/messages', { lang: 'sw', token: parties.seller.token })
		expect(inbox).toContain('Mnunuzi')
	})
})
