import { describe, expect, it } from 'vitest'
import { UNSAFE_decodeViaTurboStream as decode } from 'react-router'
import { notFromSoko, queuedReply } from './queued-reply.ts'

describe('the reply to a Save queued offline', () => {
	it("is what React Router's fetcher reads as the action's data: the state asked for, queued", async () => {
		for (const saved of [true, false]) {
			const reply = queuedReply({ saved, queued: true })
			expect(reply.status).toBe(503)
			expect(reply.headers.get('x-remix-response')).toBe('yes')
			const decoded = await decode(reply.body!, globalThis as unknown as Parameters<typeof decode>[1])
			await decoded.done
			expect(decoded.value).toEqual({ data: { saved, queued: true } })
		}
	})

	it('carries a message written offline, whatever its words, with its key', async () => {
		const message = 'Niko "Thika" — _1: 2, [3] \\ sawa?'
		const decoded = await decode(queuedReply({ intent: 'reply', message, key: 'k-123456', queued: true }).body!, globalThis as unknown as Parameters<typeof decode>[1])
		await decoded.done
		expect(decoded.value).toEqual({ data: { intent: 'reply', message, key: 'k-123456', queued: true } })
	})
})

describe('the reply to a signed-out visitor’s Save made offline', () => {
	it('carries the toast asking them to sign in, as the fetcher reads it', async () => {
		const toast = { title: 'Authentication Required', description: 'You need to be signed in to save items', variant: 'error' }
		const decoded = await decode(queuedReply({ saved: false, toast }).body!, globalThis as unknown as Parameters<typeof decode>[1])
		await decoded.done
		expect(decoded.value).toEqual({ data: { saved: false, toast } })
	})
})

describe('an answer to a Save that did not come from Soko', () => {
	it("is a gateway's error page, not Soko's own answer, whatever its status", () => {
		const html = { 'content-type': 'text/html' }
		const soko = { 'content-type': 'text/x-script' }
		expect(notFromSoko(new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: html }))).toBe(true)
		expect(notFromSoko(new Response('upstream timed out', { status: 504 }))).toBe(true)
		expect(notFromSoko(new Response('[]', { status: 500, headers: soko }))).toBe(false)
		expect(notFromSoko(queuedReply({ saved: true, queued: true }))).toBe(false)
		expect(notFromSoko(new Response('[]', { status: 200, headers: soko }))).toBe(false)
		expect(notFromSoko(new Response('Forbidden', { status: 403, headers: html }))).toBe(false)
	})
})
